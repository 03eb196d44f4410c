import Foundation

extension NavigationState: Codable where Screen: Codable, Alert: Codable, Alert.Action: Codable {
  /// The version of the saved form this library writes and reads: 2, whose alert buttons carry
  /// their action values (left out where the value is the button's title). It is the one format:
  /// a saved state of another version is refused with
  /// ``RestorationError/incompatibleVersion(found:supported:)``.
  ///
  /// A route's ``PresentationOptions`` are saved under `"options"` only when they are not
  /// ``PresentationOptions/standard``, so a state without options saves exactly as before and
  /// a file without the key reads with standard options (no new version was needed).
  package static var formatVersion: Int { 2 }

  /// The versions of the saved form this library reads: its own only.
  package static var readableFormatVersions: ClosedRange<Int> { formatVersion...formatVersion }

  private enum CodingKeys: String, CodingKey {
    case version, routes, alerts
  }

  private struct SavedRoute: Codable {
    var id: RouteID
    var screen: Screen
    var presentation: RouterScreenPresentationType
    var options: PresentationOptions?

    init(_ route: Route<Screen>) {
      id = route.id
      screen = route.screen
      presentation = route.presentation
      options = route.options.isStandard ? nil : route.options
    }

    var route: Route<Screen> {
      Route(id: id, screen: screen, presentation: presentation, options: options ?? .standard)
    }
  }

  private struct SavedAlert: Codable {
    var id: AlertID
    var alert: Alert
    var owner: RouteID?
    var title: String
    var message: String?
    var actions: [RouterAlertButton<Alert.Action>]
  }

  /// Decodes a saved state and checks it (see ``validate()``).
  ///
  /// Any `Decoder` works. ``RouterEvents/restore(from:)`` reads the same form with its own strict
  /// reader, which also refuses what `JSONDecoder` lets through (trailing commas, a byte order
  /// mark, `1.0` as a whole number, repeated keys); prefer it for data from disk.
  ///
  /// ```swift
  /// let state = try JSONDecoder().decode(NavigationState<AppScreen, AppAlert>.self, from: data)
  /// ```
  ///
  /// - Throws: `DecodingError` for malformed data, a version this library cannot read, or a
  ///   state that fails ``validate()``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    _ = try Self.decodeFormatVersion(from: container, forKey: .version)
    let routes = try container.decode([SavedRoute].self, forKey: .routes)
    let alerts = try container.decode([SavedAlert].self, forKey: .alerts)
    self.init(
      routes: routes.map(\.route),
      alerts: alerts.map {
        PresentedAlert(
          id: $0.id, alert: $0.alert, owner: $0.owner, title: $0.title, message: $0.message,
          buttons: $0.actions)
      }
    )
    do {
      try validate()
    } catch {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: error.description))
    }
  }

  /// Encodes the state with its format version.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.formatVersion, forKey: .version)
    try container.encode(
      routes.map(SavedRoute.init), forKey: .routes)
    try container.encode(
      alerts.map {
        SavedAlert(
          id: $0.id, alert: $0.alert, owner: $0.owner, title: $0.title, message: $0.message,
          actions: $0.buttons)
      },
      forKey: .alerts)
  }
}
