import Foundation

extension NavigationState: Codable where Screen: Codable, Alert: Codable, Alert.Action: Codable {
  /// The version of the saved form this library writes and reads: 2, whose alert buttons carry
  /// their action values (left out where the value is the button's title). It is the one format,
  /// the version a tab container's saved form has too: a saved state of another version is
  /// refused with ``RestorationError/incompatibleVersion(found:supported:)``.
  ///
  /// A route's ``PresentationOptions`` are saved under `"options"` only when they are not
  /// ``PresentationOptions/standard``, so a state without options saves exactly as before and
  /// a file without the key reads with standard options (no new version was needed).
  package static var formatVersion: Int { SavedFormat.version }

  /// The versions of the saved form this library reads: its own only.
  package static var readableFormatVersions: ClosedRange<Int> { formatVersion...formatVersion }

  private enum CodingKeys: String, CodingKey {
    case version, routes, alerts
  }

  /// A route as saved: `{"id": 1, "screen": …, "presentation": "push"}`, with `"options"` only
  /// when they are not standard. Coded by hand so the presentation is a plain string, with no
  /// container of its own (a tenth of a save's time).
  private struct SavedRoute: Codable {
    var route: Route<Screen>

    private enum CodingKeys: String, CodingKey {
      case id, screen, presentation, options
    }

    init(_ route: Route<Screen>) { self.route = route }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let id = try container.decode(Int.self, forKey: .id)
      let screen = try container.decode(Screen.self, forKey: .screen)
      let name = try container.decode(String.self, forKey: .presentation)
      guard let presentation = RouterScreenPresentationType(name: name) else {
        throw DecodingError.dataCorruptedError(
          forKey: .presentation, in: container,
          debugDescription: "unknown presentation \"\(name)\"")
      }
      let options = try container.decodeIfPresent(SavedPresentationOptions.self, forKey: .options)
      route = Route(
        id: RouteID(rawValue: id), screen: screen, presentation: presentation,
        options: options?.options ?? .standard)
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(route.id.rawValue, forKey: .id)
      try container.encode(route.screen, forKey: .screen)
      try container.encode(route.presentation.name, forKey: .presentation)
      if !route.options.isStandard {
        try container.encode(SavedPresentationOptions(route.options), forKey: .options)
      }
    }
  }

  private struct SavedAlert: Codable {
    var id: Int
    var alert: Alert
    var owner: Int?
    var title: String
    var message: String?
    var actions: [SavedAlertButton<Alert.Action>]
  }

  /// Decodes a saved state and checks it: the format version first, before anything else is
  /// decoded, then the routes and alerts, then the decoded value (its ids unique and in range,
  /// its alerts owned by presented routes and with buttons).
  ///
  /// Any `Decoder` works; ``RouterEvents/restore(from:)`` decodes with Foundation's
  /// `JSONDecoder` through this initializer, so a plain `JSONDecoder` reads saved data exactly as
  /// a restore does.
  ///
  /// ```swift
  /// routerEvents.routeTo(.detail(id: 7), as: .push)
  /// let data = try routerEvents.savedState()
  /// let state = try JSONDecoder().decode(NavigationState<AppScreen, AppAlert>.self, from: data)
  /// print(state)
  /// ```
  ///
  /// Prints `root > push detail(id: 7)`.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` for malformed data, a version this library cannot read (its
  ///   underlying error a ``RestorationError``), or a state that fails those checks.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    _ = try Self.decodeFormatVersion(from: container, forKey: .version)
    let routes = try container.decode([SavedRoute].self, forKey: .routes)
    let alerts = try container.decode([SavedAlert].self, forKey: .alerts)
    self.init(
      routes: routes.map(\.route),
      alerts: alerts.map {
        PresentedAlert(
          id: AlertID(rawValue: $0.id), alert: $0.alert, owner: $0.owner.map(RouteID.init),
          title: $0.title, message: $0.message, buttons: $0.actions.map(\.button))
      }
    )
    do {
      try validate()
    } catch {
      throw error.decodingError(at: decoder.codingPath)
    }
  }

  /// The bytes ``RouterEvents/savedState()`` returns: exactly what `JSONEncoder` with sorted
  /// keys writes for the whole state (`{"alerts":[…],"routes":[…],"version":2}`), written a
  /// part at a time so that saving holds `JSONEncoder`'s tree of only `partSize` routes, not of
  /// every route. `JSONEncoder` writes every value; only the object's frame and the commas
  /// between parts are written here. A value that fails to encode throws its `EncodingError`
  /// with its path in the whole state (`routes`, the route's index, …).
  ///
  /// Cost: O(routes + alerts), with memory for the bytes and one part's tree.
  ///
  /// - Parameter partSize: How many routes one `JSONEncoder` call writes.
  package func savedData(partSize: Int = 1024) throws -> Data {
    let encoder = SavedStateCoding.makeEncoder()
    var data = Data(#"{"alerts":"#.utf8)
    try data.append(
      encoder.encode(
        alerts.map {
          SavedAlert(
            id: $0.id.rawValue, alert: $0.alert, owner: $0.owner?.rawValue, title: $0.title,
            message: $0.message, actions: $0.buttons.map(SavedAlertButton.init))
        }))
    data.append(contentsOf: #","routes":["#.utf8)
    var start = 0
    while start < storedRoutes.count {
      let end = Swift.min(start + partSize, storedRoutes.count)
      let part = try SavedStateCoding.placingErrors(at: [SavedKey("routes")], indexFrom: start) {
        try encoder.encode(storedRoutes[start..<end].map(SavedRoute.init))
      }
      // The part's elements, without its brackets, after a comma from the part before.
      if start > 0 { data.append(UInt8(ascii: ",")) }
      data.append(part.dropFirst().dropLast())
      start = end
    }
    data.append(contentsOf: #"],"version":"#.utf8)
    try data.append(encoder.encode(Self.formatVersion))
    data.append(UInt8(ascii: "}"))
    return data
  }

  /// Encodes the state with its format version: `{"version": 2, "routes": […], "alerts": […]}`,
  /// each route with its id, screen and presentation (and its options when they are not
  /// standard), each alert with its id, value, owner, title, message and buttons.
  ///
  /// ```swift
  /// let encoder = JSONEncoder()
  /// encoder.outputFormatting = [.sortedKeys]
  /// let data = try encoder.encode(routerEvents.state)  // the bytes savedState() returns
  /// ```
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.formatVersion, forKey: .version)
    try container.encode(routes.map(SavedRoute.init), forKey: .routes)
    try container.encode(
      alerts.map {
        SavedAlert(
          id: $0.id.rawValue, alert: $0.alert, owner: $0.owner?.rawValue, title: $0.title,
          message: $0.message, actions: $0.buttons.map(SavedAlertButton.init))
      },
      forKey: .alerts)
  }
}
