/// A feature's view of an app's router, made by `RouterEvents.scope` (whose documentation gives
/// the rules): it routes in the feature's own screen and alert types (`Screen`, `Alert`) inside
/// the app's router (of `AppScreen` and `AppAlert`) and sees only the feature's routes and
/// alerts.
///
/// It decides nothing. Each request an operation builds is mapped through the embedding into the
/// app's types and submitted to the app's router, confined to the feature's routes and alerts
/// (``RouteScope``): the app router's machine decides the scope's reach when it applies the
/// request, against the state it meets then (``NavigationMachine/applyScoped(_:in:into:)``), so
/// a queued request, a deferral and a confirmation behave as they do in the app's router.
///
/// ```swift
/// let checkout = app.scope(
///   screen: AppScreen.checkout, extract: \.checkout, alert: AppAlert.checkout,
///   extract: \.checkout, router: CheckoutRouter())
/// checkout.routeTo(.review)
/// print(checkout.state)  // root > sheet review
/// ```
@MainActor
@usableFromInline
final class ScopedRouterEvents<
  AppScreen: RouterScreenProtocol, AppAlert: RouterAlertScreenProtocol,
  Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol
> {
  @usableFromInline typealias Parent = RouterEvents<AppScreen, AppAlert>
  @usableFromInline typealias AppRequest = NavigationRequest<AppScreen, AppAlert>

  /// The app's router: every route, callback, result and alert is its.
  @usableFromInline let parent: Parent
  /// Turns a feature screen into the app's.
  @usableFromInline let embedScreen: @Sendable (Screen) -> AppScreen
  /// Turns a feature alert into the app's.
  @usableFromInline let embedAlert: @Sendable (Alert) -> AppAlert
  /// The way back: the app's routes, alerts and events in the feature's types, and the
  /// feature's router.
  @usableFromInline let mapping: ScopeMapping<AppScreen, AppAlert, Screen, Alert>
  /// The feature's routes and alerts among the app's: what the machine confines the requests
  /// of this router to.
  @usableFromInline let scope: RouteScope<AppScreen, AppAlert>
  /// This type's own methods, compiled for its concrete types where the router is made.
  @usableFromInline let specialized: Specialized

  /// This type's methods that an operation called through `any RouterEventsProtocol` reaches,
  /// as references taken where the router is made (``RouterEvents/scope(screen:extract:alert:extract:router:)``
  /// is inlinable, so its types are known there).
  ///
  /// Swift calls a generic class's protocol requirements through an existential with the
  /// generic, unspecialized code; the requirements of this type pass on to these references,
  /// so the app router's work runs compiled for the app's types. Each is a method of this type
  /// (no state of its own, nothing captured).
  @MainActor @usableFromInline struct Specialized {
    @usableFromInline let submit: @MainActor (ScopedRouterEvents, RouterRequest) -> RouterOutcome
    @usableFromInline let makeID: @MainActor (ScopedRouterEvents, _ alert: Bool) -> Int
    @usableFromInline let state: @MainActor (ScopedRouterEvents) -> NavigationState<Screen, Alert>
    @usableFromInline let observe:
      @MainActor (ScopedRouterEvents, @escaping (RouterEvent<Screen, Alert>) -> Void) ->
        RouterSubscription

    @inlinable init() {
      submit = { $0.carryOut($1) }
      makeID = { router, alert in
        alert
          ? router.parent.core.machine.makeAlertID().rawValue
          : router.parent.core.machine.makeRouteID().rawValue
      }
      state = { $0.projectedState }
      observe = { $0.observeMapped($1) }
    }
  }

  /// A scope of `parent` whose screens and alerts `policy` presents.
  @inlinable init(
    parent: Parent, policy: some RouterPolicy<Screen, Alert>,
    embedScreen: @escaping @Sendable (Screen) -> AppScreen,
    extractScreen: @escaping @Sendable (AppScreen) -> Screen?,
    embedAlert: @escaping @Sendable (Alert) -> AppAlert,
    extractAlert: @escaping @Sendable (AppAlert) -> Alert?
  ) {
    self.parent = parent
    self.embedScreen = embedScreen
    self.embedAlert = embedAlert
    mapping = ScopeMapping(extractScreen: extractScreen, extractAlert: extractAlert, policy: policy)
    scope = RouteScope(screen: { extractScreen($0) != nil }, alert: { extractAlert($0) != nil })
    specialized = Specialized()
  }

  /// The feature's routes and alerts, in the feature's types, in order, with their real ids.
  ///
  /// ```swift
  /// print(movies.state)  // root > push search > push detail(id: 7)
  /// ```
  @inlinable var state: NavigationState<Screen, Alert> { specialized.state(self) }
}
