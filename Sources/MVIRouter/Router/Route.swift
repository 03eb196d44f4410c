/// One presented screen: its id, the screen and how it is presented.
///
/// ```swift
/// let id = routerEvents.routeTo(.detail(id: 3), as: .push)
/// let route = routerEvents.state.routes.last!
/// print(route.id == id, route)
/// ```
///
/// Prints `true push detail(id: 3)`.
///
/// A route also carries its ``PresentationOptions`` (sheet detents, interactive dismissal), which
/// the one-line text shows in brackets when they are not ``PresentationOptions/standard``:
/// `sheet[medium] quantity`.
public struct Route<Screen: RouterScreenProtocol>: Hashable, Sendable, CustomStringConvertible {
  /// The route's identity.
  public var id: RouteID
  /// The screen shown.
  public var screen: Screen
  /// How the screen is shown.
  public var presentation: RouterScreenPresentationType
  /// The sheet detents and whether the user may dismiss it by hand; a push ignores detents.
  public var options: PresentationOptions

  /// Creates a route.
  ///
  /// - Parameters:
  ///   - id: The route's identity.
  ///   - screen: The screen shown.
  ///   - presentation: How the screen is shown.
  ///   - options: The sheet detents and whether the user may dismiss it by hand.
  public init(
    id: RouteID, screen: Screen, presentation: RouterScreenPresentationType,
    options: PresentationOptions = .standard
  ) {
    self.id = id
    self.screen = screen
    self.presentation = presentation
    self.options = options
  }

  /// The presentation, the options in brackets unless standard, and the screen, e.g.
  /// `sheet edit` or `sheet[medium; locked] edit`. Only a sheet shows detents: a cover with
  /// `.medium` prints `fullScreenCover edit`, as it is shown.
  public var description: String {
    "\(options.text(for: presentation)) \(plain: screen)"
  }
}
