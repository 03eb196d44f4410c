/// One step of a navigation path: a screen and how to present it, without an id yet.
///
/// ``RouterEvents/setRoutes(_:reason:)`` and deep links take a list of steps and change the routes
/// to match, keeping the routes the two have in common.
///
/// ```swift
/// routerEvents.setRoutes([.push(.search), .push(.detail(id: 7)), .sheet(.review)])
/// print(routerEvents.state)
/// ```
///
/// Prints `root > push search > push detail(id: 7) > sheet review`.
public struct RouteStep<Screen: RouterScreenProtocol>: Hashable, Sendable,
  CustomStringConvertible
{
  /// The screen.
  @usableFromInline package var screen: Screen
  /// How the screen is presented.
  @usableFromInline package var presentation: RouterScreenPresentationType
  /// The sheet detents and whether the user may dismiss it by hand. A step is kept by
  /// ``RouterEvents/setRoutes(_:reason:)`` only when its options match the route's too.
  @usableFromInline package var options: PresentationOptions

  /// Creates a step.
  ///
  /// ```swift
  /// routerEvents.setRoutes([RouteStep(.quantity, as: .sheet, options: .medium)])
  /// print(routerEvents.state)
  /// ```
  ///
  /// Prints `root > sheet[medium] quantity`.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - presentation: How the screen is presented.
  ///   - options: The sheet detents and whether the user may dismiss it by hand.
  @usableFromInline package init(
    _ screen: Screen, as presentation: RouterScreenPresentationType,
    options: PresentationOptions = .standard
  ) {
    self.screen = screen
    self.presentation = presentation
    self.options = options
  }

  /// A step that pushes `screen`.
  public static func push(_ screen: Screen) -> Self { Self(screen, as: .push) }
  /// A step that presents `screen` as a sheet.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - options: The sheet detents and whether the user may dismiss it by hand.
  public static func sheet(_ screen: Screen, options: PresentationOptions = .standard) -> Self {
    Self(screen, as: .sheet, options: options)
  }
  /// A step that presents `screen` as a full-screen cover.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - options: Whether the user may dismiss it by hand (a cover ignores detents).
  public static func cover(_ screen: Screen, options: PresentationOptions = .standard) -> Self {
    Self(screen, as: .fullScreenCover, options: options)
  }

  /// The presentation, the options in brackets unless standard, and the screen, e.g.
  /// `sheet edit` or `sheet[medium] edit`. Only a sheet shows detents (`fullScreenCover edit`).
  public var description: String {
    "\(options.text(for: presentation)) \(plain: screen)"
  }
}

extension Route {
  /// The route's screen, presentation and options, without its id.
  package var step: RouteStep<Screen> { RouteStep(screen, as: presentation, options: options) }
}
