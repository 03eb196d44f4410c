/// What an intent routes with: the operations of ``RouterEvents``, for code that must not know
/// whose router it is.
///
/// ``RouterEvents`` conforms, and so does ``ScopedRouterEvents``, the view of an app's router
/// that a feature module routes through in its own screen and alert types. Write a feature's
/// intents against `any RouterEventsProtocol<FeatureScreen, FeatureAlert>`: the app hands them a
/// scoped router, and the feature's own tests hand them a plain `RouterEvents` of the feature's
/// types, recorded with the routing recorder as usual.
///
/// ```swift
/// enum MovieScreen: RouterScreenProtocol { case search, detail(id: Int) }
///
/// @MainActor final class MovieSearchIntent {
///   let routerEvents: any RouterEventsProtocol<MovieScreen, RouterDefaultAlert>
///   init(routerEvents: any RouterEventsProtocol<MovieScreen, RouterDefaultAlert>) {
///     self.routerEvents = routerEvents
///   }
///   func resultSelected(_ id: Int) { routerEvents.routeTo(.detail(id: id), as: .push) }
/// }
///
/// let routerEvents = RouterEvents<MovieScreen, RouterDefaultAlert>()
/// MovieSearchIntent(routerEvents: routerEvents).resultSelected(7)
/// print(routerEvents.state)
/// ```
///
/// Prints `root > push detail(id: 7)`.
@MainActor
public protocol RouterEventsProtocol<Screen, Alert>: AnyObject {
  /// The screens routed to.
  associatedtype Screen: RouterScreenProtocol
  /// The alerts presented.
  associatedtype Alert: RouterAlertScreenProtocol

  /// The current navigation, in this router's types.
  ///
  /// ```swift
  /// print(routerEvents.state)  // root > push detail(id: 7)
  /// ```
  var state: NavigationState<Screen, Alert> { get }

  /// Presents `screen` the way the router decides (default `.sheet`).
  ///
  /// ```swift
  /// routerEvents.routeTo(.detail(id: 7)) { reason in print("left:", reason) }
  /// ```
  ///
  /// - Parameters:
  ///   - screen: The screen to present.
  ///   - onDismiss: Called exactly once when the route leaves, with the reason.
  /// - Returns: The new route's id.
  @discardableResult
  func routeTo(_ screen: Screen, onDismiss: ((DismissReason) -> Void)?) -> RouteID

  /// Presents `screen` with the given presentation.
  ///
  /// ```swift
  /// routerEvents.routeTo(.detail(id: 7), as: .push, onDismiss: nil)
  /// ```
  ///
  /// - Parameters:
  ///   - screen: The screen to present.
  ///   - presentation: `push`, `sheet` or `fullScreenCover`.
  ///   - onDismiss: Called exactly once when the route leaves, with the reason.
  /// - Returns: The new route's id.
  @discardableResult
  func routeTo(
    _ screen: Screen, as presentation: RouterScreenPresentationType,
    onDismiss: ((DismissReason) -> Void)?
  ) -> RouteID

  /// Presents `screen` and waits for it to finish with a value of type `Value`.
  ///
  /// ```swift
  /// routerEvents.routeTo(.rating, as: .sheet, expecting: Int.self, onDismiss: nil) { print($0) }
  /// ```
  ///
  /// - Parameters:
  ///   - screen: The screen to present.
  ///   - presentation: How to present it; `nil` asks the router.
  ///   - expecting: The type of the result.
  ///   - onDismiss: Called exactly once when the route leaves, with the reason.
  ///   - onResult: Called exactly once with the result.
  /// - Returns: The new route's id.
  @discardableResult
  func routeTo<Value: Sendable>(
    _ screen: Screen, as presentation: RouterScreenPresentationType?, expecting: Value.Type,
    onDismiss: ((DismissReason) -> Void)?, onResult: @escaping (RouteResult<Value>) -> Void
  ) -> RouteID

  /// Presents `screen` and awaits its value of type `Value`; throws ``RouteCancelled`` with the
  /// reason when it leaves without one, and dismisses it if the awaiting task is cancelled.
  ///
  /// ```swift
  /// let rating = try await routerEvents.route(to: .rating, as: .sheet, expecting: Int.self)
  /// ```
  ///
  /// - Parameters:
  ///   - screen: The screen to present.
  ///   - presentation: How to present it; `nil` asks the router.
  ///   - expecting: The type of the result.
  /// - Returns: The value the route finished with.
  /// - Throws: ``RouteCancelled`` when the route left without a value.
  func route<Value: Sendable>(
    to screen: Screen, as presentation: RouterScreenPresentationType?, expecting: Value.Type
  ) async throws -> Value

  /// Presents `screen` now and returns a task whose value is the route's result; cancelling
  /// the task dismisses the route.
  ///
  /// ```swift
  /// let rating = routerEvents.routeTo(.rating, as: .sheet, awaiting: Int.self)
  /// ```
  ///
  /// - Parameters:
  ///   - screen: The screen to present.
  ///   - presentation: How to present it; `nil` asks the router.
  ///   - awaiting: The type of the result.
  /// - Returns: The task that awaits the result.
  @discardableResult
  func routeTo<Value: Sendable>(
    _ screen: Screen, as presentation: RouterScreenPresentationType?, awaiting: Value.Type
  ) -> Task<Value, any Error>

  /// Finishes the route `id` with `value`, delivered to its presenter.
  ///
  /// ```swift
  /// routerEvents.finish(ratingID, with: 4)
  /// ```
  ///
  /// - Parameters:
  ///   - id: The route to finish.
  ///   - value: The result.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  func finish<Value: Sendable>(_ id: RouteID, with value: Value) -> RouterOutcome

  /// Dismisses the top-most modal and everything above it.
  ///
  /// ```swift
  /// print(routerEvents.dismiss())  // applied
  /// ```
  ///
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult func dismiss() -> RouterOutcome

  /// Dismisses the route `id` and everything above it.
  ///
  /// ```swift
  /// routerEvents.dismiss(detailID)
  /// ```
  ///
  /// - Parameter id: The route to dismiss.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult func dismiss(_ id: RouteID) -> RouterOutcome

  /// Pops the top push.
  ///
  /// ```swift
  /// print(routerEvents.pop())  // applied
  /// ```
  ///
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult func pop() -> RouterOutcome

  /// Pops the pushes of the top layer.
  ///
  /// ```swift
  /// routerEvents.popToRoot()
  /// ```
  ///
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult func popToRoot() -> RouterOutcome

  /// Removes every route above `id`.
  ///
  /// ```swift
  /// routerEvents.pop(to: searchID)
  /// ```
  ///
  /// - Parameter id: The route to return to.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult func pop(to id: RouteID) -> RouterOutcome

  /// Removes every route above the top-most route showing `screen`.
  ///
  /// ```swift
  /// routerEvents.pop(to: .search)
  /// ```
  ///
  /// - Parameter screen: The screen to return to.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult func pop(to screen: Screen) -> RouterOutcome

  /// Dismisses the modals.
  ///
  /// ```swift
  /// routerEvents.dismissAll()
  /// ```
  ///
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult func dismissAll() -> RouterOutcome

  /// Removes the top-most route.
  ///
  /// ```swift
  /// routerEvents.goBack(reason: .userBack)
  /// ```
  ///
  /// - Parameter reason: The reason to report; `nil` for `popped` or `dismissed`.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult func goBack(reason: DismissReason?) -> RouterOutcome

  /// Changes the routes to `steps` with the least change.
  ///
  /// ```swift
  /// routerEvents.setRoutes([.push(.search), .push(.detail(id: 7))], reason: .replaced)
  /// ```
  ///
  /// - Parameters:
  ///   - steps: The routes wanted, from the bottom up.
  ///   - reason: The reason reported to the routes that leave.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  func setRoutes(_ steps: [RouteStep<Screen>], reason: DismissReason) -> RouterOutcome

  /// Presents an alert owned by the top-most route.
  ///
  /// ```swift
  /// routerEvents.presentAlert(.loadFailed) { action in print(action) }
  /// ```
  ///
  /// - Parameters:
  ///   - alert: The alert.
  ///   - onAction: Called with the chosen button.
  /// - Returns: The alert's id.
  @discardableResult
  func presentAlert(_ alert: Alert, onAction: ((Alert.Action) -> Void)?) -> AlertID

  /// Chooses the button of the visible alert that stands for `action`.
  ///
  /// ```swift
  /// routerEvents.resolveAlert(.retry)
  /// ```
  ///
  /// - Parameter action: The action value of one of the visible alert's buttons.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult func resolveAlert(_ action: Alert.Action) -> RouterOutcome

  /// Closes the route `id` as its own screen would (its route context's `close()`): a push
  /// leaves with `popped`, a modal with `dismissed`, the routes above it first.
  ///
  /// ```swift
  /// router.close(detailID)
  /// ```
  ///
  /// - Parameter id: The route to close.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult func close(_ id: RouteID) -> RouterOutcome

  /// Chooses the button of the visible alert with this title.
  ///
  /// ```swift
  /// routerEvents.resolveAlert(title: "Retry")
  /// ```
  ///
  /// - Parameter title: The button's title.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult func resolveAlert(title: String) -> RouterOutcome

  /// Chooses the visible alert's cancel button.
  ///
  /// ```swift
  /// routerEvents.cancelAlert()
  /// ```
  ///
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult func cancelAlert() -> RouterOutcome

  /// Calls `observer` with every event, in order, while you keep the subscription.
  ///
  /// ```swift
  /// let subscription = routerEvents.observe { event in print(event) }
  /// ```
  ///
  /// - Parameter observer: Called on the main actor with each event.
  /// - Returns: The subscription; cancel it to stop.
  func observe(_ observer: @escaping (RouterEvent<Screen, Alert>) -> Void) -> RouterSubscription

  /// Calls `observer` with every event, in order, for the router's whole life.
  ///
  /// ```swift
  /// routerEvents.observeForever { event in print(event) }
  /// ```
  ///
  /// - Parameter observer: Called on the main actor with each event.
  func observeForever(_ observer: @escaping (RouterEvent<Screen, Alert>) -> Void)

  /// A new stream of every event from now on, in order.
  ///
  /// ```swift
  /// for await event in routerEvents.events(bufferingPolicy: .unbounded) { print(event) }
  /// ```
  ///
  /// - Parameter bufferingPolicy: How many undelivered events to keep.
  func events(
    bufferingPolicy: AsyncStream<RouterEvent<Screen, Alert>>.Continuation.BufferingPolicy
  ) -> AsyncStream<RouterEvent<Screen, Alert>>

  /// Applies every change `body` makes as one transaction.
  ///
  /// ```swift
  /// routerEvents.perform {
  ///   routerEvents.popToRoot()
  ///   routerEvents.routeTo(.detail(id: 9), as: .push)
  /// }
  /// ```
  ///
  /// - Parameter body: The changes.
  /// - Returns: What `body` returns.
  @discardableResult
  func perform<Result>(_ body: () throws -> Result) rethrows -> Result

  /// Presents `screen` with explicit presentation options (sheet detents, interactive dismiss
  /// disabled), whatever the router says for the screen.
  ///
  /// ```swift
  /// routerEvents.routeTo(.rating, as: .sheet, options: .medium, onDismiss: nil)
  /// ```
  ///
  /// - Parameters:
  ///   - screen: The screen to present.
  ///   - presentation: How to present it; `nil` asks the router.
  ///   - options: The route's presentation options.
  ///   - onDismiss: Called exactly once when the route leaves, with the reason.
  /// - Returns: The new route's id.
  @discardableResult
  func routeTo(
    _ screen: Screen, as presentation: RouterScreenPresentationType?,
    options: PresentationOptions, onDismiss: ((DismissReason) -> Void)?
  ) -> RouteID

  /// Presents `screen` with explicit presentation options and waits for a result, as
  /// ``routeTo(_:as:expecting:onDismiss:onResult:)`` does.
  ///
  /// ```swift
  /// routerEvents.routeTo(.rating, as: nil, options: .medium, expecting: Int.self, onDismiss: nil) {
  ///   print($0)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - screen: The screen to present.
  ///   - presentation: How to present it; `nil` asks the router.
  ///   - options: The route's presentation options.
  ///   - expecting: The type of the result.
  ///   - onDismiss: Called exactly once when the route leaves, with the reason.
  ///   - onResult: Called exactly once with the result.
  /// - Returns: The new route's id.
  @discardableResult
  func routeTo<Value: Sendable>(
    _ screen: Screen, as presentation: RouterScreenPresentationType?,
    options: PresentationOptions, expecting: Value.Type,
    onDismiss: ((DismissReason) -> Void)?, onResult: @escaping (RouteResult<Value>) -> Void
  ) -> RouteID

  /// Guards the route `id`: every change that would remove it is allowed, vetoed or deferred
  /// when it is applied (see ``GuardDecision``).
  ///
  /// ```swift
  /// routerEvents.guardDismissal(of: editID, .defer) { change in routerEvents.confirm(change) }
  /// ```
  ///
  /// - Parameters:
  ///   - id: The route to guard (for a scoped router, one of the feature's).
  ///   - decision: What the guard says from now on; `allow` lifts it.
  ///   - onGuard: Called with each change the guard vetoes or defers.
  /// - Returns: Whether the route could be guarded.
  @discardableResult
  func guardDismissal(
    of id: RouteID, _ decision: GuardDecision, onGuard: ((GuardedChange) -> Void)?
  ) -> Bool

  /// Applies a change a guard deferred, decided now.
  ///
  /// ```swift
  /// routerEvents.confirm(change)
  /// ```
  ///
  /// - Parameter change: The deferred change.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult func confirm(_ change: GuardedChange) -> RouterOutcome

  /// Drops a change a guard deferred.
  ///
  /// ```swift
  /// routerEvents.abandon(change)
  /// ```
  ///
  /// - Parameter change: The deferred change.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult func abandon(_ change: GuardedChange) -> RouterOutcome
}

extension RouterEventsProtocol {
  /// Presents `screen` the way the router decides, with no dismiss callback.
  ///
  /// ```swift
  /// routerEvents.routeTo(.detail(id: 7))
  /// ```
  ///
  /// - Parameter screen: The screen to present.
  /// - Returns: The new route's id.
  @discardableResult
  public func routeTo(_ screen: Screen) -> RouteID { routeTo(screen, onDismiss: nil) }

  /// Presents `screen` with the given presentation, with no dismiss callback.
  ///
  /// ```swift
  /// routerEvents.routeTo(.detail(id: 7), as: .push)
  /// ```
  ///
  /// - Parameters:
  ///   - screen: The screen to present.
  ///   - presentation: `push`, `sheet` or `fullScreenCover`.
  /// - Returns: The new route's id.
  @discardableResult
  public func routeTo(_ screen: Screen, as presentation: RouterScreenPresentationType) -> RouteID {
    routeTo(screen, as: presentation, onDismiss: nil)
  }

  /// Presents `screen` and waits for a value of type `Value`, with no dismiss callback.
  ///
  /// ```swift
  /// routerEvents.routeTo(.rating, expecting: Int.self) { result in print(result) }
  /// ```
  ///
  /// - Parameters:
  ///   - screen: The screen to present.
  ///   - presentation: How to present it; `nil` asks the router.
  ///   - expecting: The type of the result.
  ///   - onResult: Called exactly once with the result.
  /// - Returns: The new route's id.
  @discardableResult
  public func routeTo<Value: Sendable>(
    _ screen: Screen, as presentation: RouterScreenPresentationType? = nil,
    expecting: Value.Type, onResult: @escaping (RouteResult<Value>) -> Void
  ) -> RouteID {
    routeTo(screen, as: presentation, expecting: expecting, onDismiss: nil, onResult: onResult)
  }

  /// Presents `screen` the way the router decides and awaits its value of type `Value`.
  ///
  /// ```swift
  /// let rating = try await routerEvents.route(to: .rating, expecting: Int.self)
  /// ```
  ///
  /// - Parameters:
  ///   - screen: The screen to present.
  ///   - expecting: The type of the result.
  /// - Returns: The value the route finished with.
  /// - Throws: ``RouteCancelled`` when the route left without a value.
  public func route<Value: Sendable>(to screen: Screen, expecting: Value.Type) async throws
    -> Value
  {
    try await route(to: screen, as: nil, expecting: expecting)
  }

  /// Presents `screen` the way the router decides, now, and returns a task whose value is the
  /// route's result.
  ///
  /// ```swift
  /// let rating = routerEvents.routeTo(.rating, awaiting: Int.self)
  /// ```
  ///
  /// - Parameters:
  ///   - screen: The screen to present.
  ///   - awaiting: The type of the result.
  /// - Returns: The task that awaits the result; cancel it to dismiss the route.
  @discardableResult
  public func routeTo<Value: Sendable>(_ screen: Screen, awaiting: Value.Type) -> Task<
    Value, any Error
  > {
    routeTo(screen, as: nil, awaiting: awaiting)
  }

  /// Removes the top-most route, reporting `popped` for a push and `dismissed` for a modal.
  ///
  /// ```swift
  /// routerEvents.goBack()
  /// ```
  ///
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  public func goBack() -> RouterOutcome { goBack(reason: nil) }

  /// Changes the routes to `steps`; the routes that leave get ``DismissReason/replaced``.
  ///
  /// ```swift
  /// routerEvents.setRoutes([.push(.search), .push(.detail(id: 7))])
  /// ```
  ///
  /// - Parameter steps: The routes wanted, from the bottom up.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  public func setRoutes(_ steps: [RouteStep<Screen>]) -> RouterOutcome {
    setRoutes(steps, reason: .replaced)
  }

  /// Presents an alert owned by the top-most route, with no handler.
  ///
  /// ```swift
  /// routerEvents.presentAlert(.loadFailed)
  /// ```
  ///
  /// - Parameter alert: The alert.
  /// - Returns: The alert's id.
  @discardableResult
  public func presentAlert(_ alert: Alert) -> AlertID { presentAlert(alert, onAction: nil) }

  /// A new stream of every event from now on, in order, buffering all of them.
  ///
  /// ```swift
  /// for await event in routerEvents.events() { print(event) }
  /// ```
  public func events() -> AsyncStream<RouterEvent<Screen, Alert>> {
    events(bufferingPolicy: .unbounded)
  }
}
