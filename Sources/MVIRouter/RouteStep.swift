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
  public var screen: Screen
  /// How the screen is presented.
  public var presentation: RouterScreenPresentationType

  /// Creates a step.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - presentation: How the screen is presented.
  public init(_ screen: Screen, as presentation: RouterScreenPresentationType) {
    self.screen = screen
    self.presentation = presentation
  }

  /// A step that pushes `screen`.
  public static func push(_ screen: Screen) -> Self { Self(screen, as: .push) }
  /// A step that presents `screen` as a sheet.
  public static func sheet(_ screen: Screen) -> Self { Self(screen, as: .sheet) }
  /// A step that presents `screen` as a full-screen cover.
  public static func cover(_ screen: Screen) -> Self { Self(screen, as: .fullScreenCover) }

  /// The presentation and the screen, e.g. `sheet edit`.
  public var description: String { "\(presentation) \(plain: screen)" }
}

extension Route {
  /// The route's screen and presentation, without its id.
  public var step: RouteStep<Screen> { RouteStep(screen, as: presentation) }
}
