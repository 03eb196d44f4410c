import Foundation

/// Reads saved navigation from a parsed document.
enum SavedStateReader {
  /// Parses `data` once, strictly (see ``JSONTape``), and reads it with `read`; whatever goes
  /// wrong becomes a ``RestorationError`` that says what and where.
  static func decode<Value>(_ data: Data, _ read: (JSONTape) throws -> Value)
    throws(RestorationError) -> Value
  {
    guard !data.isEmpty else { throw .corrupted("the data is empty") }
    let tape: JSONTape
    do {
      tape = try JSONTape(data)
    } catch {
      throw .corrupted(error.reason)
    }
    do {
      return try read(tape)
    } catch let error as RestorationError {
      throw error
    } catch let error as NavigationStateError {
      throw .corrupted(error.description)
    } catch {
      throw .corrupted(explain(error))
    }
  }

  /// A decoding error in one line, with the path to the value when there is one.
  static func explain(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    func path(_ context: DecodingError.Context) -> String {
      let keys = context.codingPath.map { key in
        key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
      }.joined()
      return keys.isEmpty ? "" : " at \(keys.hasPrefix(".") ? String(keys.dropFirst()) : keys)"
    }
    switch error {
    case .dataCorrupted(let context): return context.debugDescription + path(context)
    case .keyNotFound(let key, let context):
      return "missing \"\(key.stringValue)\"" + path(context)
    case .typeMismatch(let type, let context):
      return "expected \(type)" + path(context)
    case .valueNotFound(let type, let context):
      return "missing \(type) value" + path(context)
    @unknown default: return "\(error)"
    }
  }

  private enum TapeKeys: String, CodingKey {
    case version, routes, alerts
    case id, screen, presentation, options
    case alert, owner, title, message, actions
  }

  /// Reads the saved form (the one `init(from:)` decodes) from a parsed document, without
  /// checking the version or validating; the routes and alerts are read directly, and only
  /// screens, alerts and buttons go through their `Decodable` conformances.
  ///
  /// - Parameter node: The node of the saved state: the document itself (`0`), or a state
  ///   nested in a larger document (a tab's, in a saved ``TabbedNavigationState``).
  static func state<Screen: Decodable, Alert: Decodable>(
    from tape: JSONTape, at node: Int = 0, as type: NavigationState<Screen, Alert>.Type
  ) throws -> NavigationState<Screen, Alert> where Alert.Action: Codable {
    let root = try TapeKeyedContainer<TapeKeys>(tape: tape, index: node)
    // The path hint names paths from the document's root, so it serves a state at the root only.
    let hints = node == 0
    let routesNode = try root.valueNode(.routes)
    let alertsNode = try root.valueNode(.alerts)
    var routes: [Route<Screen>] = []
    var element = try tape.elements(of: routesNode)
    routes.reserveCapacity(element.count)
    defer { tape.hint = nil }
    while let node = element.next() {
      let saved = try TapeKeyedContainer<TapeKeys>(tape: tape, index: node)
      let screenNode = try saved.valueNode(.screen)
      if hints {
        tape.hint = .init(node: screenNode, array: "routes", element: routes.count, key: "screen")
      }
      let presentationNode = try saved.valueNode(.presentation)
      let presentationName = try TapeDecoder.string(tape, presentationNode)
      guard let presentation = RouterScreenPresentationType(name: presentationName) else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: tape.path(to: presentationNode),
            debugDescription: "unknown presentation \"\(presentationName)\""))
      }
      routes.append(
        Route(
          id: RouteID(rawValue: try saved.decode(Int.self, forKey: .id)),
          screen: try TapeDecoder.decode(Screen.self, tape, screenNode),
          presentation: presentation,
          options: try saved.valueNodeIfPresent(.options).map {
            try TapeDecoder.decode(SavedPresentationOptions.self, tape, $0).options
          } ?? .standard))
    }
    var alerts: [PresentedAlert<Alert>] = []
    element = try tape.elements(of: alertsNode)
    while let node = element.next() {
      let saved = try TapeKeyedContainer<TapeKeys>(tape: tape, index: node)
      let alertNode = try saved.valueNode(.alert)
      if hints {
        tape.hint = .init(node: alertNode, array: "alerts", element: alerts.count, key: "alert")
      }
      let owner =
        try saved.decodeIfPresent(Int.self, forKey: .owner).map { RouteID(rawValue: $0) }
      alerts.append(
        PresentedAlert(
          id: AlertID(rawValue: try saved.decode(Int.self, forKey: .id)),
          alert: try TapeDecoder.decode(Alert.self, tape, alertNode), owner: owner,
          title: try saved.decode(String.self, forKey: .title),
          message: try saved.decodeIfPresent(String.self, forKey: .message),
          buttons: try saved.decode([SavedAlertButton<Alert.Action>].self, forKey: .actions)
            .map(\.button)))
    }
    return NavigationState(routes: routes, alerts: alerts)
  }
}
