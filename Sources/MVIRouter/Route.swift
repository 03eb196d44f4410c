/// One presented screen: its id, the screen and how it is presented.
///
/// ```swift
/// let id = routerEvents.routeTo(.detail(id: 3), as: .push)
/// let route = routerEvents.state.routes.last!
/// print(route.id == id, route)
/// ```
///
/// Prints `true push detail(id: 3)`.
public struct Route<Screen: RouterScreenProtocol>: Hashable, Sendable, CustomStringConvertible {
  /// The route's identity.
  public var id: RouteID
  /// The screen shown.
  public var screen: Screen
  /// How the screen is shown.
  public var presentation: RouterScreenPresentationType

  /// Creates a route.
  ///
  /// - Parameters:
  ///   - id: The route's identity.
  ///   - screen: The screen shown.
  ///   - presentation: How the screen is shown.
  public init(id: RouteID, screen: Screen, presentation: RouterScreenPresentationType) {
    self.id = id
    self.screen = screen
    self.presentation = presentation
  }

  /// The presentation and the screen, e.g. `sheet edit`.
  public var description: String { "\(presentation) \(plain: screen)" }
}
