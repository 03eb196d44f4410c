/// A feature's view of an app's router: it routes in the feature's own screen and alert types,
/// and sees only the feature's routes and alerts.
///
/// Create one with ``RouterEvents/scope(screen:extract:alert:extract:)``, giving how a feature
/// screen becomes an app screen (usually a case of the app's enum) and how to get it back, and
/// the same for alerts. Hand it to the feature's intents as
/// `any RouterEventsProtocol<FeatureScreen, FeatureAlert>`: they never see the app's types.
///
/// ```swift
/// enum MovieScreen: RouterScreenProtocol { case search, detail(id: Int) }
/// enum AppScreen: RouterScreenProtocol { case home, movies(MovieScreen) }
///
/// let app = RouterEvents<AppScreen, RouterDefaultAlert>()
/// let movies = app.scope(screen: AppScreen.movies) {
///   if case .movies(let screen) = $0 { screen } else { nil }
/// }
/// app.routeTo(.home, as: .push)
/// movies.routeTo(.search, as: .push)
/// movies.routeTo(.detail(id: 7), as: .push)
/// print(app.state)
/// print(movies.state)
/// print(movies.pop(), app.pop(), movies.pop())
/// ```
///
/// Prints:
/// ```
/// root > push home > push movies(MovieScreen.search) > push movies(MovieScreen.detail(id: 7))
/// root > push search > push detail(id: 7)
/// applied applied ignored: pop(): what it would act on is not in this scope
/// ```
///
/// The rules:
/// - ``state`` is the app's state projected onto the feature: the feature's routes, in order,
///   with their real ids and presentations, and the feature's alerts (their `owner` is the real
///   owner, which may be an app route). Reading it costs O(routes + alerts).
/// - ``observe(_:)`` and ``events(bufferingPolicy:)`` carry the app's events about the feature's
///   routes and alerts, mapped. `ignored` events are not carried (they name no route); the
///   outcome each call returns says why it was ignored.
/// - Routing, dismiss callbacks, results and alerts are the app router's, so every rule holds:
///   callbacks fire exactly once, with the reason, and queued changes are decided when applied.
/// - What a scoped operation may remove is decided when it is applied, against the feature's
///   *top run*: the longest run of the feature's routes ending at the top-most route.
///   `pop()`, `popToRoot()`, `goBack()` act only when the top-most route is the feature's;
///   `popToRoot()` pops the feature's pushes at the top of the top layer; `dismiss()` acts
///   only when the top-most modal is the feature's; `dismissAll()` dismisses the modals of
///   the top run; `setRoutes(_:)` replaces the top run (or adds the routes on top when the
///   top-most route is the app's). `dismiss(_:)`, `pop(to:)` and `finish(_:with:)` act when the
///   route they name is the feature's, and routes above it leave with it as in the app router.
///   `resolveAlert(_:)` and `cancelAlert()` answer the visible alert only when it is the
///   feature's. Otherwise the operation is ignored with ``IgnoreReason/notInScope(_:)``.
/// - Presentations and alert content come from the app's ``RouterProtocol``, asked with the
///   embedded screen or alert (an app usually forwards a feature's cases to the feature's own
///   router).
///
/// Cost: an operation costs what the app router's does, plus one `extract` call per route of
/// the top run it inspects; a route + dismiss cycle allocates nothing in the steady state.
@MainActor
public final class ScopedRouterEvents<
  AppScreen: RouterScreenProtocol, AppAlert: RouterAlertScreenProtocol,
  Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol
> {
  /// The app's router; every change is made there.
  public let parent: RouterEvents<AppScreen, AppAlert>
  @usableFromInline let embedScreen: @Sendable (Screen) -> AppScreen
  @usableFromInline let extractScreen: @Sendable (AppScreen) -> Screen?
  @usableFromInline let embedAlert: @Sendable (Alert) -> AppAlert
  @usableFromInline let extractAlert: @Sendable (AppAlert) -> Alert?
  @usableFromInline let scope: RouteScope<AppScreen, AppAlert>

  /// Creates a scoped router; ``RouterEvents/scope(screen:extract:alert:extract:)`` is the
  /// usual way.
  ///
  /// ```swift
  /// let movies = ScopedRouterEvents(
  ///   parent: app, screen: AppScreen.movies, extract: { $0.movie },
  ///   alert: AppAlert.movies, extract: { $0.movie })
  /// ```
  ///
  /// - Parameters:
  ///   - parent: The app's router.
  ///   - embedScreen: Turns a feature screen into the app's screen.
  ///   - extractScreen: The feature screen an app screen holds, or `nil` for the app's others.
  ///     It must undo `embedScreen`.
  ///   - embedAlert: Turns a feature alert into the app's alert.
  ///   - extractAlert: The feature alert an app alert holds, or `nil`.
  public init(
    parent: RouterEvents<AppScreen, AppAlert>,
    screen embedScreen: @escaping @Sendable (Screen) -> AppScreen,
    extract extractScreen: @escaping @Sendable (AppScreen) -> Screen?,
    alert embedAlert: @escaping @Sendable (Alert) -> AppAlert,
    extract extractAlert: @escaping @Sendable (AppAlert) -> Alert?
  ) {
    self.parent = parent
    self.embedScreen = embedScreen
    self.extractScreen = extractScreen
    self.embedAlert = embedAlert
    self.extractAlert = extractAlert
    scope = RouteScope(
      screen: { extractScreen($0) != nil }, alert: { extractAlert($0) != nil })
  }

  /// The feature's routes and alerts, in the feature's types, in order, with their real ids.
  ///
  /// ```swift
  /// print(movies.state)  // root > push search > push detail(id: 7)
  /// ```
  public var state: NavigationState<Screen, Alert> {
    let appState = parent.state
    var routes: [Route<Screen>] = []
    for route in appState.routes {
      if let screen = extractScreen(route.screen) {
        routes.append(Route(id: route.id, screen: screen, presentation: route.presentation))
      }
    }
    var alerts: [PresentedAlert<Alert>] = []
    for alert in appState.alerts {
      if let mapped = map(alert) { alerts.append(mapped) }
    }
    return NavigationState(routes: routes, alerts: alerts)
  }

  @inlinable func submit(_ operation: ScopedOperation<AppScreen>) -> RouterOutcome {
    let scope = scope
    return parent.submit(.scoped(operation, scope)) {
      $0.applyScoped(operation, in: scope, into: $1)
    }
  }

  /// The feature's form of an app route, or `nil` when it is the app's own.
  @inlinable func map(_ route: Route<AppScreen>) -> Route<Screen>? {
    extractScreen(route.screen).map {
      Route(id: route.id, screen: $0, presentation: route.presentation)
    }
  }

  /// The feature's form of an app alert, or `nil` when it is the app's own.
  @inlinable func map(_ alert: PresentedAlert<AppAlert>) -> PresentedAlert<Alert>? {
    extractAlert(alert.alert).map {
      PresentedAlert(
        id: alert.id, alert: $0, owner: alert.owner, title: alert.title, message: alert.message,
        actions: alert.actions)
    }
  }

  /// The feature's form of an app event, or `nil` when it is not about the feature.
  @inlinable func map(_ event: RouterEvent<AppScreen, AppAlert>) -> RouterEvent<Screen, Alert>? {
    switch event {
    case .routed(let route): map(route).map { .routed($0) }
    case .dismissed(let route, let reason): map(route).map { .dismissed($0, reason) }
    case .alertPresented(let alert): map(alert).map { .alertPresented($0) }
    case .alertResolved(let alert, let action): map(alert).map { .alertResolved($0, action) }
    case .alertDismissed(let alert, let reason): map(alert).map { .alertDismissed($0, reason) }
    case .result(let route, let delivery): map(route).map { .result($0, delivery) }
    case .ignored: nil
    }
  }
}
