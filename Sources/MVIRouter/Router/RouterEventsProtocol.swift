/// What an intent routes with: every routing operation, written once for every kind of router.
///
/// ``RouterEvents`` conforms; each tab of a ``TabbedRouterEvents`` is a ``RouterEvents``; and
/// the scoped router that ``RouterEvents/scope(screen:extract:alert:extract:router:)`` makes,
/// the view of an app's router that a feature module routes through in its own screen and
/// alert types, conforms too. All three offer exactly the same operations,
/// written here once. Write a feature's intents against
/// `any RouterEventsProtocol<FeatureScreen, FeatureAlert>`: the app hands them a scoped router,
/// and the feature's own tests hand them a plain `RouterEvents` of the feature's types.
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
///
/// The requirements are what a router must carry out (its state, a submitted request, its
/// events); the operations are built on them. Only the library's routers conform.
@MainActor
public protocol RouterEventsProtocol<Screen, Alert>: AnyObject {
  /// The screens routed to.
  associatedtype Screen: RouterScreenProtocol
  /// The alerts presented.
  associatedtype Alert: RouterAlertScreenProtocol

  /// The current navigation, in this router's types: every route, bottom up, and every alert.
  ///
  /// ```swift
  /// routerEvents.routeTo(.detail(id: 7), as: .push)
  /// routerEvents.routeTo(.review, as: .sheet)
  /// print(routerEvents.state)  // root > push detail(id: 7) > sheet review
  /// ```
  var state: NavigationState<Screen, Alert> { get }

  /// Carries out a request an operation built: applies it now, or queues it while events are
  /// being delivered. The operations call it; an app calls the operations.
  ///
  /// ```swift
  /// routerEvents.pop()  // builds a request and submits it
  /// ```
  ///
  /// - Parameter request: The change.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  func submit(_ request: RouterRequest) -> RouterOutcome

  /// Reserves the id of a route or an alert about to be presented. The operations call it, so
  /// that a route's id is known at once, even when the change waits in the queue.
  ///
  /// ```swift
  /// let id: RouteID = routerEvents.makeID()
  /// ```
  ///
  /// - Returns: An id no route or alert of this router had.
  func makeID<Tag: NavigationIDTag>() -> NavigationID<Tag>

  /// Calls `observer` with every event, in order, while you keep the returned subscription.
  ///
  /// The observation ends when the subscription is cancelled or released, so keep it (usually
  /// in a property of the object that observes). Observers hear each event in the order they
  /// were added. One added while a transaction's events are being delivered hears from the
  /// next transaction on.
  ///
  /// ```swift
  /// let subscription = routerEvents.observe { event in print(event) }
  /// routerEvents.routeTo(.detail(id: 3), as: .push)
  /// subscription.cancel()
  /// routerEvents.pop()
  /// ```
  ///
  /// Prints `routed push detail(id: 3)` only.
  ///
  /// - Parameter observer: Called on the main actor with each event.
  /// - Returns: The subscription; the observation lasts while it is kept and not cancelled.
  func observe(_ observer: @escaping (RouterEvent<Screen, Alert>) -> Void) -> RouterSubscription

  /// A new stream of every event from now on, in order; it finishes when the router is released.
  ///
  /// ```swift
  /// for await event in routerEvents.events() { print(event) }
  /// ```
  ///
  /// The stream keeps every event its consumer has not read yet.
  func events() -> AsyncStream<RouterEvent<Screen, Alert>>

  /// Applies every change `body` makes as one transaction: the state changes step by step, and
  /// the events of all of them are delivered together at the end.
  ///
  /// ```swift
  /// routerEvents.perform {
  ///   routerEvents.popToRoot()
  ///   routerEvents.routeTo(.detail(id: 9), as: .push)
  /// }
  /// ```
  ///
  /// - Parameter body: The changes. If it throws, the changes it made so far are still
  ///   delivered, then the error is rethrown.
  /// - Returns: What `body` returns.
  @discardableResult
  func perform<Result>(_ body: () throws -> Result) rethrows -> Result
}

extension RouterEventsProtocol {
  // MARK: Presenting

  /// Presents `screen`: as the router's policy says (`getScreenPresentationType(for:)`, default
  /// `.sheet`), or as `presentation` says; with the policy's options
  /// (`getPresentationOptions(for:)`, default ``PresentationOptions/standard``) or `options`.
  ///
  /// ```swift
  /// routerEvents.routeTo(.detail(id: 3), as: .push)
  /// let id = routerEvents.routeTo(.quantity, options: .medium) { reason in print(reason) }
  /// ```
  ///
  /// - Parameters:
  ///   - screen: The screen to present.
  ///   - presentation: `push` onto the top layer's stack, or a new `sheet` or
  ///     `fullScreenCover` layer; `nil` asks the policy.
  ///   - options: Sheet detents and whether the user may dismiss by hand; `nil` asks the policy.
  ///   - onDismiss: Called exactly once when the route leaves, with the reason.
  /// - Returns: The new route's id (chosen at once, even if the change is queued).
  @discardableResult
  @inlinable public func routeTo(
    _ screen: Screen, as presentation: RouterScreenPresentationType? = nil,
    options: PresentationOptions? = nil, onDismiss: ((DismissReason) -> Void)? = nil
  ) -> RouteID {
    carryOutRoute(
      screen, as: presentation, options: options, resultType: nil, onDismiss: onDismiss,
      onResult: nil
    ) {
      $0.presentRoute(
        nil, screen, as: presentation, options: options, resultType: nil, onDismiss: onDismiss,
        onResult: nil
      ).id
    }
  }

  /// Presents `screen` and waits for it to finish with a value of type `Value`.
  ///
  /// The presented screen's intent calls its route context's ``RouteContext/finish(_:)`` (see
  /// ``context(for:returning:)``). `onResult` is called exactly once: with the value, or with
  /// `.cancelled(reason)` when the route leaves any other way. It is released when the route
  /// leaves, so nothing it captures outlives the route.
  ///
  /// ```swift
  /// routerEvents.routeTo(.quantity, as: .sheet, expecting: Int.self) { result in
  ///   print(result)
  /// }
  /// // The picker's intent, with its route's context:
  /// routerEvents.context(for: routerEvents.state.routes.last!, returning: Int.self).finish(3)
  /// ```
  ///
  /// Prints `3`.
  ///
  /// - Parameters:
  ///   - screen: The screen to present.
  ///   - presentation: How to present it; `nil` asks the policy.
  ///   - options: Sheet detents and interactive dismissal; `nil` asks the policy.
  ///   - expecting: The type of the result.
  ///   - onDismiss: Called exactly once when the route leaves, with the reason.
  ///   - onResult: Called exactly once with the result.
  /// - Returns: The new route's id; give it to the presented screen's intent.
  @discardableResult
  @inlinable public func routeTo<Value: Sendable>(
    _ screen: Screen, as presentation: RouterScreenPresentationType? = nil,
    options: PresentationOptions? = nil, expecting: Value.Type,
    onDismiss: ((DismissReason) -> Void)? = nil,
    onResult: @escaping (RouteResult<Value>) -> Void
  ) -> RouteID {
    let deliver = RouteResult.deliver(Value.self, to: onResult)
    return carryOutRoute(
      screen, as: presentation, options: options, resultType: ResultType(Value.self),
      onDismiss: onDismiss, onResult: deliver
    ) {
      $0.presentRoute(
        nil, screen, as: presentation, options: options, resultType: ResultType(Value.self),
        onDismiss: onDismiss, onResult: deliver
      ).id
    }
  }

  /// Presents `screen` and waits for it to finish with a value of type `Value`: the `async`
  /// form of ``routeTo(_:as:options:expecting:onDismiss:onResult:)``, with the same
  /// exactly-once delivery.
  ///
  /// It returns the value the presented screen finishes with, or throws ``RouteCancelled`` with
  /// the ``DismissReason`` when the route leaves any other way. Cancelling the awaiting task
  /// dismisses the route with ``DismissReason/cancelled``; a task cancelled before the call
  /// routes nothing and throws at once. A caller that cannot wait wraps the call in a `Task`.
  ///
  /// ```swift
  /// func buyTapped() async {
  ///   do throws(RouteCancelled) {
  ///     let quantity = try await routerEvents.route(to: .quantity, expecting: Int.self)
  ///     print("buying", quantity)
  ///   } catch {
  ///     print(error.reason)
  ///   }
  /// }
  /// ```
  ///
  /// Prints, when the picker's intent finishes with 3, `buying 3`; when the user goes back,
  /// `userBack`.
  ///
  /// - Parameters:
  ///   - screen: The screen to present.
  ///   - presentation: How to present it; `nil` asks the policy.
  ///   - options: Sheet detents and interactive dismissal; `nil` asks the policy.
  ///   - expecting: The type of the result.
  /// - Returns: The value the route finished with.
  /// - Throws: ``RouteCancelled`` when the route left without a value (the only error it throws).
  public func route<Value: Sendable>(
    to screen: Screen, as presentation: RouterScreenPresentationType? = nil,
    options: PresentationOptions? = nil, expecting: Value.Type
  ) async throws(RouteCancelled) -> Value {
    try await awaitRouteResult(Value.self) { deliver in
      routeTo(screen, as: presentation, options: options, expecting: Value.self, onResult: deliver)
    } dismiss: { [weak self] id in
      // Weak: the route's handler, kept by this router, holds this closure.
      self?.submit(RouterRequest(.cancelAwaited(id)))
    }
  }

  /// Finishes the route with `value`: the presenter's result handler gets the value, and the
  /// route leaves with reason ``DismissReason/finished`` (routes above it leave first).
  ///
  /// ```swift
  /// routerEvents.finish(routeID, with: 3)
  /// ```
  ///
  /// - Parameters:
  ///   - id: The route to finish.
  ///   - value: The result; ignored if the presenter expects another type (checked when the
  ///     change is applied, so a queued `finish` meets the state it lands in).
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable package func finish<Value: Sendable>(_ id: RouteID, with value: Value) -> RouterOutcome
  {
    carryOut(RouterRequest(.finish(id), payload: value)) { $0.finishNow(id, value) }
  }

  // MARK: Removing

  /// Dismisses the top-most modal and everything above it; with no modal presented it is
  /// ignored, and says so.
  ///
  /// ```swift
  /// routerEvents.routeTo(.review, as: .sheet)
  /// print(routerEvents.dismiss())  // applied
  /// ```
  ///
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func dismiss() -> RouterOutcome {
    carryOut(.dismissTopModal)
  }

  /// Dismisses the route `id` and everything above it, whatever its presentation, with reason
  /// ``DismissReason/dismissed``. A presenter uses it to remove what it presented.
  ///
  /// ```swift
  /// let id = routerEvents.routeTo(.review, as: .sheet)
  /// routerEvents.dismiss(id)
  /// ```
  ///
  /// - Parameter id: The route to dismiss.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable package func dismiss(_ id: RouteID) -> RouterOutcome {
    carryOut(.dismissRoute(id))
  }

  /// Closes the route `id` the way its presentation calls for: a push leaves with
  /// ``DismissReason/popped``, a sheet or cover with ``DismissReason/dismissed``; the routes
  /// above it leave first, with ``DismissReason/ancestorDismissed``. A screen closes itself
  /// with it (its context's `close()`).
  ///
  /// ```swift
  /// let id = routerEvents.routeTo(.detail(id: 3), as: .push)
  /// print(routerEvents.close(id), routerEvents.close(id))
  /// ```
  ///
  /// Prints `applied ignored: close(#1): no such route is presented`.
  ///
  /// - Parameter id: The route to close.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func close(_ id: RouteID) -> RouterOutcome {
    carryOut(.close(id))
  }

  /// Pops the top push of the top layer.
  ///
  /// ```swift
  /// routerEvents.routeTo(.detail(id: 3), as: .push)
  /// routerEvents.pop()
  /// ```
  ///
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func pop() -> RouterOutcome {
    carryOut(.pop)
  }

  /// Pops every push of the top layer, back to its first screen (the root or the top modal).
  ///
  /// ```swift
  /// routerEvents.popToRoot()
  /// ```
  ///
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func popToRoot() -> RouterOutcome {
    carryOut(.popToRoot)
  }

  /// Removes every route above `id`, so that route is on top.
  ///
  /// ```swift
  /// let list = routerEvents.routeTo(.list, as: .push)
  /// routerEvents.routeTo(.detail(id: 3), as: .push)
  /// routerEvents.pop(to: list)
  /// ```
  ///
  /// - Parameter id: The route to return to.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func pop(to id: RouteID) -> RouterOutcome {
    carryOut(.popToRoute(id))
  }

  /// Removes every route above the top-most route showing `screen`, found when the change is
  /// applied (a queued call finds a screen presented before it).
  ///
  /// ```swift
  /// routerEvents.pop(to: .list)
  /// ```
  ///
  /// - Parameter screen: The screen to return to.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func pop(to screen: Screen) -> RouterOutcome {
    carryOut(RouterRequest(.popToScreen, payload: screen)) { $0.popToScreenNow(screen) }
  }

  /// Dismisses every modal; pushes on the root stay.
  ///
  /// ```swift
  /// routerEvents.dismissAll()
  /// ```
  ///
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func dismissAll() -> RouterOutcome {
    carryOut(.dismissAll)
  }

  /// Removes the top-most route, whether pushed or modal.
  ///
  /// ```swift
  /// routerEvents.goBack()
  /// ```
  ///
  /// - Parameter reason: The reason to report; `nil` reports `popped` for a push and
  ///   `dismissed` for a modal.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func goBack(reason: DismissReason? = nil) -> RouterOutcome {
    carryOut(.goBack(reason))
  }

  /// What a host calls when the user goes back: cancels the visible alert if there is one,
  /// else removes the top-most route with reason ``DismissReason/userBack``. The choice is made
  /// when the change is applied, so a queued call cancels an alert presented before it.
  ///
  /// ```swift
  /// routerEvents.userDidGoBack()  // the back button, Escape, a swipe
  /// ```
  ///
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func userDidGoBack() -> RouterOutcome {
    carryOut(.userBack)
  }

  /// Changes the routes to `steps`, keeping the routes the two share from the bottom and
  /// dismissing (top-most first) and presenting only the difference.
  ///
  /// ```swift
  /// routerEvents.setRoutes([.push(.search), .push(.detail(id: 7))])
  /// ```
  ///
  /// - Parameters:
  ///   - steps: The routes wanted, from the bottom up.
  ///   - reason: The reason reported to the routes that leave.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func setRoutes(_ steps: [RouteStep<Screen>], reason: DismissReason = .replaced)
    -> RouterOutcome
  {
    carryOut(RouterRequest(.setRoutes(reason), payload: steps)) {
      $0.setRoutesNow(steps, reason: reason)
    }
  }

  /// Applies what a declarative UI removed by itself (a swipe, a sheet pulled down, a system
  /// alert button), checked against the ids the UI saw. See ``PresentationModel``.
  ///
  /// ```swift
  /// routerEvents.writeBack(.sheetDismissed(sheetID))
  /// ```
  ///
  /// - Parameter writeBack: What the UI did.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable package func writeBack(_ writeBack: PresentationWriteBack) -> RouterOutcome {
    carryOut(.writeBack(writeBack))
  }
}
