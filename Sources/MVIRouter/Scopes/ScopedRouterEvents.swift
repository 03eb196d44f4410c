/// A feature's view of an app's router: it routes in the feature's own screen and alert types,
/// and sees only the feature's routes and alerts.
///
/// Create one with ``RouterEvents/scope(screen:extract:alert:extract:router:)``, giving how a
/// feature screen becomes an app screen (usually a case of the app's enum) and how to get it
/// back, the same for alerts, and the feature's own router. Hand it to the feature's intents as
/// `any RouterEventsProtocol<FeatureScreen, FeatureAlert>`: they never see the app's types. It
/// offers every operation of ``RouterEventsProtocol``, typed route contexts included.
///
/// ```swift
/// enum MovieScreen: RouterScreenProtocol { case search, detail(id: Int) }
/// enum MovieAlert: RouterAlertScreenProtocol { case loadFailed }
/// struct MovieRouter: RouterPolicy {
///   typealias Screen = MovieScreen
///   typealias Alert = MovieAlert
/// }
/// enum AppScreen: RouterScreenProtocol { case home, movies(MovieScreen) }
/// enum AppAlert: RouterAlertScreenProtocol { case offline, movies(MovieAlert) }
///
/// let app = RouterEvents<AppScreen, AppAlert>()
/// let movies = app.scope(
///   screen: AppScreen.movies, extract: { if case .movies(let s) = $0 { s } else { nil } },
///   alert: AppAlert.movies, extract: { if case .movies(let a) = $0 { a } else { nil } },
///   router: MovieRouter())
/// app.routeTo(.home, as: .push)
/// movies.routeTo(.search, as: .push)
/// movies.routeTo(.detail(id: 7), as: .push)
/// print(app.state.routes.count, movies.state)
/// app.routeTo(.home, as: .push)
/// print(movies.pop())
/// ```
///
/// Prints:
/// ```
/// 3 root > push search > push detail(id: 7)
/// ignored: pop(): what it would act on is not in this scope
/// ```
///
/// Its type names the feature's types only, so a feature can also hold it as
/// `ScopedRouterEvents<MovieScreen, MovieAlert>`; the app's types are captured inside.
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
///   top-most route is the app's). `dismiss(_:)`, `close(_:)`, `pop(to:)` and `finish(_:with:)` act when the
///   route they name is the feature's, and routes above it leave with it as in the app router.
///   `resolveAlert(_:)` and `cancelAlert()` answer the visible alert only when it is the
///   feature's. Otherwise the operation is ignored with ``IgnoreReason/notInScope(_:)``.
/// - Presentations (when the call does not say) and alert content (title, message, buttons in
///   the feature's action type) come from the feature's router given to `scope`; the app
///   re-maps nothing. The app's ``RouterPolicy`` still guards every route and its hooks hear
///   the embedded screens and alerts.
///
/// Cost: an operation costs what the app router's does, plus one `extract` call per route of
/// the top run it inspects; a route + dismiss cycle allocates nothing in the steady state.
@MainActor
public final class ScopedRouterEvents<
  Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol
> {
  @usableFromInline let operations: ScopeOperations<Screen, Alert>

  @inlinable init(operations: ScopeOperations<Screen, Alert>) { self.operations = operations }

  /// The feature's routes and alerts, in the feature's types, in order, with their real ids.
  ///
  /// ```swift
  /// print(movies.state)  // root > push search > push detail(id: 7)
  /// ```
  public var state: NavigationState<Screen, Alert> { operations.state() }
}
