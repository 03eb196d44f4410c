import MVIRouter

/// Makes the ``TerminalScreen`` for each of a router's screens, so the terminal host can show them.
///
/// A screen factory is not a router: the ``routerEvents`` it holds is the router; the factory only
/// turns routes into screens.
///
/// The host keeps one screen object per presented route: it calls ``makeScreen(for:)`` when a
/// route is presented and the screen's ``TerminalScreen/didDisappear()`` when it leaves.
///
/// ```swift
/// @MainActor struct AppScreenFactory: TerminalScreenFactory {
///   let routerEvents: RouterEvents<AppScreen, AppAlert>
///   func makeRootScreen() -> any TerminalScreen { HomeView(routerEvents: routerEvents) }
///   func makeScreen(for route: Route<AppScreen>) -> any TerminalScreen {
///     switch route.screen {
///     case .message: MessageView(route: route)
///     default: HomeView(routerEvents: routerEvents)
///     }
///   }
/// }
/// ```
@MainActor
public protocol TerminalScreenFactory<Screen, Alert> {
  /// The screens of the router.
  associatedtype Screen: RouterScreenProtocol
  /// The alerts of the router.
  associatedtype Alert: RouterAlertScreenProtocol

  /// The navigation the host shows and changes (back key, alert buttons).
  var routerEvents: RouterEvents<Screen, Alert> { get }

  /// The screen under every route.
  func makeRootScreen() -> any TerminalScreen

  /// The screen for a presented route.
  ///
  /// - Parameter route: The route; its id lets the screen finish it with a result.
  func makeScreen(for route: Route<Screen>) -> any TerminalScreen
}
