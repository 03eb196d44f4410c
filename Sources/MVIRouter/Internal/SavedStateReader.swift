import Foundation

/// Reads saved navigation from a parsed document.
enum SavedStateReader {
  private enum TapeKeys: String, CodingKey {
    case version, routes, alerts
    case id, screen, presentation
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
      guard let presentation = RouterScreenPresentationType(rawValue: presentationName) else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: tape.path(to: presentationNode),
            debugDescription: "unknown presentation \"\(presentationName)\""))
      }
      routes.append(
        Route(
          id: RouteID(rawValue: try saved.decode(Int.self, forKey: .id)),
          screen: try TapeDecoder.decode(Screen.self, tape, screenNode),
          presentation: presentation))
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
          buttons: try saved.decode([RouterAlertButton<Alert.Action>].self, forKey: .actions)))
    }
    return NavigationState(routes: routes, alerts: alerts)
  }
}
