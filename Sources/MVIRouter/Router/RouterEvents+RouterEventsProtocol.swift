extension RouterEvents: RouterEventsProtocol {
  // The requirements pass on to the code compiled where the router was made (see
  // ``RouterEvents/Specialized``): they are reached where the router's type is not known, since
  // an operation called on a `RouterEvents` whose type is known carries itself out directly.
  // (A branch to the inline code here would not help: unspecialized, this method would look up
  // the metadata of every type that code uses on each call, whichever branch runs.)
  @discardableResult
  @inlinable public func submit(_ request: RouterRequest) -> RouterOutcome {
    specialized.submit(self, request)
  }

  @inlinable public func makeID<Tag: NavigationIDTag>() -> NavigationID<Tag> {
    NavigationID(rawValue: specialized.makeID(self, Tag.self == AlertTag.self))
  }
}

extension RouterEvents {
  /// Carries out a request (``submit(_:)``'s work, compiled for this router's types): the
  /// switch of ``submitRequest(_:_:)``.
  @inline(__always) @inlinable func submitRequest(_ request: RouterRequest) -> RouterOutcome {
    submitRequest(request.kind) { $0(request) }
  }

  /// Carries out the request of kind `kind` that `reading` lends: the one place each operation
  /// is mapped to what carries it out. A request is applied through its machine rule (see
  /// ``submit(queued:onDismiss:onResult:presentsRoute:onAction:_:)``), so no
  /// ``NavigationRequest`` is built unless the change waits; a route, an alert and the
  /// bookkeeping through their own routines.
  ///
  /// Both paths of ``RouterEventsProtocol/carryOut(_:)`` reach it: ``submit(_:)``, and an
  /// operation called on a `RouterEvents` whose type is known, which hands over its kind.
  /// Inlined there, the switch is decided when the code is compiled (the kind is a literal at
  /// each operation), and `reading` is not called for a kind that carries nothing, so the
  /// operation costs its rule alone (a request built and destroyed costs about 140
  /// instructions, as measured for `dismiss()`: its `any Sendable` fields go through value
  /// witnesses). `reading` lends the request to the code that reads it rather than returning
  /// it, so `submit(_:)` copies nothing (a returned copy cost about 240 instructions more per
  /// route). An operation whose request carries a value (a screen, an alert, an action, steps)
  /// calls its typed routine directly instead (``RouterEventsProtocol/carryOut(_:direct:)``),
  /// the routine its case here calls, so the value is not boxed and cast back.
  ///
  /// - Parameters:
  ///   - kind: The request's kind.
  ///   - reading: Calls its argument with the request, for the kinds that carry a value or
  ///     closures.
  @inline(__always) @inlinable func submitRequest(
    _ kind: RouterRequest.Kind,
    _ reading: ((RouterRequest) -> RouterOutcome) -> RouterOutcome
  ) -> RouterOutcome {
    switch kind {
    case .dismissTopModal:
      return submit(queued: .dismissTopModal) { $0.dismissTopModal(into: &$1) }
    case .route(let id, let presentation, let options, let resultType):
      return reading { request in
        guard let screen = RouterRequest.cast(request.payload, as: Screen.self) else {
          return Self.notMine(request)
        }
        return present(
          id, screen, as: presentation, options: options, resultType: resultType,
          onDismiss: request.onDismiss, onResult: request.onResult)
      }
    case .dismissRoute(let id):
      return submit(queued: .dismissRoute(id, .dismissed)) {
        $0.dismissRoute(id, reason: .dismissed, into: &$1)
      }
    case .close(let id):
      return submit(queued: .close(id)) { $0.close(id, into: &$1) }
    case .pop:
      return submit(queued: .pop) { $0.pop(into: &$1) }
    case .popToRoot:
      return submit(queued: .popToRoot) { $0.popToRoot(into: &$1) }
    case .popToRoute(let id):
      return submit(queued: .popToRoute(id)) { $0.popToRoute(id, into: &$1) }
    case .popToScreen:
      return reading { request in
        guard let screen = RouterRequest.cast(request.payload, as: Screen.self) else {
          return Self.notMine(request)
        }
        return popToScreenNow(screen)
      }
    case .dismissAll:
      return submit(queued: .dismissAll) { $0.dismissAll(into: &$1) }
    case .goBack(let reason):
      return submit(queued: .goBack(reason)) {
        $0.goBack(reason: reason, operation: .goBack, into: &$1)
      }
    case .userBack:
      return submit(queued: .userBack) { $0.userBack(into: &$1) }
    case .setRoutes(let reason):
      return reading { request in
        guard let steps = RouterRequest.cast(request.payload, as: [RouteStep<Screen>].self)
        else { return Self.notMine(request) }
        return setRoutesNow(steps, reason: reason)
      }
    case .writeBack(let writeBack):
      return submit(.writeBack(writeBack))
    case .cancelAlert:
      return submit(queued: .cancelAlert) { $0.cancelAlert(operation: .cancelAlert, into: &$1) }
    case .confirm(let change):
      // A confirm may settle a change its tab container deferred: the router settles it.
      return confirmNow(change)
    case .abandon(let change):
      return submit(.abandonDeferred(change))
    case .alert(let id, let owner):
      return reading { request in
        guard let alert = RouterRequest.cast(request.payload, as: Alert.self) else {
          return Self.notMine(request)
        }
        return presentAlert(
          reserved: id, alert, owner: owner,
          onAction: request.onAction as? AlertHandler<Alert.Action>
        ).outcome
      }
    case .finish(let id):
      return reading { finishNow(id, $0.payload) }
    case .resolveAlert:
      return reading { request in
        guard let action = RouterRequest.cast(request.payload, as: Alert.Action.self) else {
          return Self.notMine(request)
        }
        return resolveAlertNow(.action(action))
      }
    case .guardRoute(let id, let decision):
      return reading { guardRoute(id, decision, onGuard: $0.onGuard) }
    case .reattachRoute(let id, let resultType):
      return reading {
        reattachRoute(id, resultType, onDismiss: $0.onDismiss, onResult: $0.onResult)
      }
    case .reattachAlert(let id):
      return reading { request in
        guard let onAction = request.onAction as? AlertHandler<Alert.Action> else {
          return .ignored(.noSuchRoute(.reattachAlert(id)))
        }
        let (found, replaced) = core.machine.reattachAlert(id, onAction)
        _ = replaced
        guard found else { return .ignored(.noSuchRoute(.reattachAlert(id))) }
        return .applied
      }
    case .cancelAwaited(let id):
      return dismissAwaited(id)
    }
  }

  /// The outcome of a request whose payload is not in this router's types: no operation
  /// builds one (each is generic over its router's types), so it is ignored, changing nothing.
  @inlinable static func notMine(_ request: RouterRequest) -> RouterOutcome {
    .ignored(.notInScope(request.operation))
  }

  /// Presents a route under the id `reserved`, or under an id reserved now; `nil`
  /// presentation or options are the policy's.
  ///
  /// Without a policy the core reserves the id and applies (or queues) the route in one access
  /// (``RouterCore/present(_:as:options:resultType:id:reserving:onDismiss:onResult:)``);
  /// with one, the policy is asked between accesses, then the route is submitted.
  ///
  /// - Returns: The route's id and the outcome.
  @inline(__always) @inlinable func presentRoute(
    _ reserved: RouteID?, _ screen: Screen, as presentation: RouterScreenPresentationType?,
    options: PresentationOptions?, resultType: ResultType?,
    onDismiss: ((DismissReason) -> Void)?, onResult: ((RouteResult<any Sendable>) -> Void)?
  ) -> (id: RouteID, outcome: RouterOutcome) {
    // Without an id reserved, the core reserves one (the value here is replaced).
    var id = reserved ?? RouteID(rawValue: 0)
    if deliveryGroup?.isDelivering != true {
      // The value the core returns is switched over as it is, so a transaction it carries is
      // moved into the delivery, never copied.
      switch core.present(
        screen, as: presentation, options: options, resultType: resultType, id: &id,
        reserving: reserved == nil, onDismiss: onDismiss, onResult: onResult)
      {
      case .queued, .asksRouteGuard:
        return (id, .queued)
      case .applied(let ignored):
        return (id, Self.outcome(ignored))
      case .delivering(let ignored, let transaction):
        deliverAll(consume transaction)
        return (id, Self.outcome(ignored))
      case .asksPolicy(let policy, let delivering):
        return (
          id,
          askingPolicy(
            id, screen, as: presentation, options: options, resultType: resultType,
            onDismiss: onDismiss, onResult: onResult, policy: policy, delivering: delivering)
        )
      }
    } else if reserved == nil {
      // Queued while another router of the group delivers.
      id = makeID()
    }
    return (
      id,
      askingPolicy(
        id, screen, as: presentation, options: options, resultType: resultType,
        onDismiss: onDismiss, onResult: onResult, policy: router, delivering: true)
    )
  }

  /// Presents a route under a reserved id; `nil` presentation or options are the policy's.
  /// (Out of line: a scoped router's one call site, inlined, made its request switch large
  /// enough that the delivery's own steps were no longer inlined into it, as measured.)
  @inline(never) @inlinable func present(
    _ id: RouteID, _ screen: Screen, as presentation: RouterScreenPresentationType?,
    options: PresentationOptions?, resultType: ResultType?,
    onDismiss: ((DismissReason) -> Void)?, onResult: ((RouteResult<any Sendable>) -> Void)?
  ) -> RouterOutcome {
    presentRoute(
      id, screen, as: presentation, options: options, resultType: resultType,
      onDismiss: onDismiss, onResult: onResult
    ).outcome
  }

  /// Presents a route under a reserved id once `policy` has answered how (`nil` presentation
  /// or options are its) and, unless a delivery is under way, whether (its route guard); while
  /// one is, the route waits and its guard is asked when its turn comes.
  @inlinable func askingPolicy(
    _ id: RouteID, _ screen: Screen, as presentation: RouterScreenPresentationType?,
    options: PresentationOptions?, resultType: ResultType?,
    onDismiss: ((DismissReason) -> Void)?, onResult: ((RouteResult<any Sendable>) -> Void)?,
    policy: any RouterPolicy<Screen, Alert>, delivering: Bool
  ) -> RouterOutcome {
    let route = Route(
      id: id, screen: screen,
      presentation: presentation ?? policy.getScreenPresentationType(for: screen),
      options: options ?? policy.getPresentationOptions(for: screen))
    guard !delivering else {
      return submit(
        queued: .present(route, resultType: resultType), onDismiss: onDismiss,
        onResult: onResult, presentsRoute: true
      ) {
        $0.present(
          route, resultType: resultType, onDismiss: onDismiss, onResult: onResult, into: &$1)
      }
    }
    // The policy's route guard is asked before the machine applies the route: the policy read
    // once, and the core accessed once more to apply the route with its answer.
    let decision = policy.getRouteDecision(for: route.screen, as: route.presentation)
    switch core.submit(
      .present(route, resultType: resultType), onDismiss: onDismiss, onResult: onResult,
      routeDecision: decision, answered: true)
    {
    case .queued, .asksRouteGuard, .asksPolicy:
      // The policy's code asked for a change meanwhile, which is delivering now.
      return .queued
    case .applied(let ignored):
      return Self.outcome(ignored)
    case .delivering(let ignored, let transaction):
      deliverAll(consume transaction)
      return Self.outcome(ignored)
    }
  }

  /// Presents an alert under the id `reserved`, or under an id reserved now, with the policy's
  /// title, message and buttons: the id is reserved in the access that reads the policy, the
  /// policy is asked after it, and the alert is applied (or queued) in one more.
  ///
  /// - Returns: The alert's id and the outcome.
  @inline(__always) @inlinable func presentAlert(
    reserved: AlertID?, _ alert: Alert, owner: AlertOwner,
    onAction: AlertHandler<Alert.Action>?
  ) -> (id: AlertID, outcome: RouterOutcome) {
    // Without an id reserved, the core reserves one (the value here is replaced).
    var id = reserved ?? AlertID(rawValue: 0)
    let policy = core.presentAlert(id: &id, reserving: reserved == nil)
    let buttons = policy.getAlertActions(for: alert)
    let title = policy.getAlertTitle(for: alert) ?? ""
    let message = policy.getAlertMessage(for: alert)
    let shown = buttons.isEmpty ? ImplicitAlertButtons.buttons(Alert.Action.self) : buttons
    // Built in the one of the two closures that runs (the request when the change waits, else
    // the machine's rule), which moves it on: no alert value is copied or destroyed here.
    return (
      id,
      submit(
        queued: .presentAlert(
          PresentedAlert(
            id: id, alert: alert, owner: nil, title: title, message: message, buttons: shown),
          owner), onAction: onAction
      ) {
        $0.presentAlert(
          PresentedAlert(
            id: id, alert: alert, owner: nil, title: title, message: message, buttons: shown),
          owner: owner, onAction: onAction, into: &$1)
      }
    )
  }

  /// Finishes a route with a value.
  @inline(__always) @inlinable func finishNow(_ id: RouteID, _ value: any Sendable)
    -> RouterOutcome
  {
    submit(queued: .finish(id, value: value)) { $0.finish(id, value: value, into: &$1) }
  }

  /// Pops to the top-most route showing `screen`, found when the change is applied.
  @inline(__always) @inlinable func popToScreenNow(_ screen: Screen) -> RouterOutcome {
    submit(queued: .popToScreen(screen)) { $0.popToScreen(screen, into: &$1) }
  }

  /// Replaces the routes with `steps`, keeping the common prefix. Through the machine's rule:
  /// the request (an `indirect` case, one allocation) is built only if the change must wait.
  @inline(__always) @inlinable func setRoutesNow(
    _ steps: [RouteStep<Screen>], reason: DismissReason
  ) -> RouterOutcome {
    submit(queued: .setRoutes(steps, reason)) { $0.setRoutes(steps, reason: reason, into: &$1) }
  }

  /// Chooses a button of the visible alert.
  @inline(__always) @inlinable func resolveAlertNow(_ choice: AlertChoice<Alert.Action>)
    -> RouterOutcome
  {
    submit(queued: .resolveAlert(choice)) { $0.resolveAlert(choice, into: &$1) }
  }

  /// Sets a route's dismissal guard; queued behind a route asked for during this delivery.
  @inlinable func guardRoute(
    _ id: RouteID, _ decision: GuardDecision, onGuard: ((GuardedChange) -> Void)?
  ) -> RouterOutcome {
    // The empty set checked first, as a field: the method called on `core` copied the whole
    // core (about 1,500 instructions with its release, and copies of its arrays on write).
    if !core.queuedRoutes.isEmpty && core.awaitsPresentation(id) {
      // A route asked for during this delivery and not presented yet: this waits behind it.
      var submission = Submission<Screen, Alert>(.guardRoute(id, decision))
      submission.onGuard = onGuard
      queue(submission)
      return .queued
    }
    let (found, replaced) = core.setGuard(decision, onGuard: onGuard, for: id)
    _ = replaced
    return found ? .applied : .ignored(.noSuchRoute(.guardDismissal(id)))
  }

  /// Gives a route new closures and, with a type, an expected result type; queued behind a
  /// route asked for during this delivery.
  @inlinable func reattachRoute(
    _ id: RouteID, _ resultType: ResultType?, onDismiss: ((DismissReason) -> Void)?,
    onResult: ((RouteResult<any Sendable>) -> Void)?
  ) -> RouterOutcome {
    // As in `guardRoute`: the empty set checked first, as a field, copies no core.
    if !core.queuedRoutes.isEmpty && core.awaitsPresentation(id) {
      // A route asked for during this delivery and not presented yet: this waits behind it.
      queue(Submission(.reattach(id, resultType), onDismiss: onDismiss, onResult: onResult))
      return .queued
    }
    let replaced = core.reattach(id, resultType, onDismiss: onDismiss, onResult: onResult)
    return replaced == nil ? .ignored(.noSuchRoute(.reattachRoute(id))) : .applied
  }

  /// Dismisses a route whose awaiting task was cancelled.
  @discardableResult
  @usableFromInline func dismissAwaited(_ id: RouteID) -> RouterOutcome {
    if let (change, closures) = core.takeAwaitedDeferral(id) {
      // Still waiting for the router's route guard: the request is abandoned, and its handlers
      // go without a word (the task reports its own cancellation).
      _ = closures
      return abandon(change)
    }
    return submit(.dismissRoute(id, .cancelled))
  }

  /// `steps`, each with standard options given the router's options for its screen.
  func withRouterOptions(_ steps: [RouteStep<Screen>]) -> [RouteStep<Screen>] {
    guard core.hasRouterHooks else { return steps }
    return steps.map { step in
      guard step.options.isStandard else { return step }
      var resolved = step
      resolved.options = router.getPresentationOptions(for: step.screen)
      return resolved
    }
  }
}

extension RouterEventsProtocol {
  /// Carries out an operation whose request is its kind alone: a ``RouterEvents`` hands the
  /// kind to the code its ``RouterEvents/submit(_:)`` runs
  /// (``RouterEvents/submitRequest(_:_:)``), inlined here, and builds no request; any other
  /// router gets the request through `submit`.
  ///
  /// Only dispatch: where the router's type is known, the cast is decided when the code is
  /// compiled, and so is the request's switch (the kind is a literal at each operation): a
  /// `RouterEvents` runs the operation's machine rule and nothing else, the rule written once,
  /// in that switch.
  @discardableResult
  @inline(__always) @inlinable func carryOut(_ kind: RouterRequest.Kind) -> RouterOutcome {
    if let router = directRouter { return router.submitRequest(kind) { $0(RouterRequest(kind)) } }
    return submit(RouterRequest(kind))
  }

  /// Carries out an operation whose request carries a value: a ``RouterEvents`` runs `direct`,
  /// which calls the typed routine the request's case of ``RouterEvents/submitRequest(_:_:)``
  /// calls, so the value is not boxed as `any Sendable` and cast back; any other router gets
  /// the request through `submit`. (Through the switch, boxed and cast, measured per call:
  /// `resolveAlert` about 210 instructions more, `finish` 110, `pop(to:)` a screen 300,
  /// `setRoutes` 330.)
  ///
  /// Only dispatch: where the router's type is known, the cast is decided when the code is
  /// compiled, so a `RouterEvents` builds no request.
  @discardableResult
  @inline(__always) @inlinable func carryOut(
    _ request: @autoclosure () -> RouterRequest,
    direct: (RouterEvents<Screen, Alert>) -> RouterOutcome
  ) -> RouterOutcome {
    if let router = directRouter { return direct(router) }
    return submit(request())
  }

  /// Presents an alert: a ``RouterEvents`` runs `direct`, which reserves the alert's id in the
  /// access that reads its policy (see
  /// ``RouterEvents/presentAlert(reserved:_:owner:onAction:)``); any other router gets the id
  /// first, then the request `request` makes with it. (`direct` is a closure for the reason
  /// ``carryOutRoute(_:as:options:resultType:onDismiss:onResult:direct:)`` gives.)
  ///
  /// - Returns: The new alert's id.
  @inline(__always) @inlinable func carryOutAlert(
    _ request: (AlertID) -> RouterRequest, direct: (RouterEvents<Screen, Alert>) -> AlertID
  ) -> AlertID {
    if let router = directRouter { return direct(router) }
    let id: AlertID = makeID()
    submit(request(id))
    return id
  }

  /// Presents a route: a ``RouterEvents`` runs `direct`, which reserves the route's id in the
  /// same access that applies the route (see
  /// ``RouterEvents/presentRoute(_:_:as:options:resultType:onDismiss:onResult:)``); any other
  /// router gets the id first, then the request. (`direct` is a closure so that, where the
  /// router's type is not known, the generic code does not carry the direct path's body.)
  ///
  /// - Returns: The new route's id.
  @inline(__always) @inlinable func carryOutRoute(
    _ screen: Screen, as presentation: RouterScreenPresentationType?,
    options: PresentationOptions?, resultType: ResultType?,
    onDismiss: ((DismissReason) -> Void)?, onResult: ((RouteResult<any Sendable>) -> Void)?,
    direct: (RouterEvents<Screen, Alert>) -> RouteID
  ) -> RouteID {
    if let router = directRouter { return direct(router) }
    let id: RouteID = makeID()
    submit(
      RouterRequest(
        .route(id, presentation, options, resultType), payload: screen, onDismiss: onDismiss,
        onResult: onResult))
    return id
  }

  /// This router as the ``RouterEvents`` it is, where its type is known when the code is
  /// compiled; `nil` for any other router, and, in an optimized build, wherever the type is not
  /// known (a router held as `any RouterEventsProtocol`): there the operation reaches the
  /// router's code compiled for its types through ``submit(_:)`` and ``makeID()`` (see
  /// ``RouterEvents/Specialized``), where the direct path would run as unspecialized generic
  /// code, looking up type metadata at every step.
  ///
  /// In a debug build nothing is specialized, so the type is never known when the code is
  /// compiled: a `RouterEvents` then carries out its operations directly wherever it is held,
  /// the path an optimized build takes where its type is known. The two paths do the same: an
  /// operation's request meets the one switch of ``RouterEvents/submitRequest(_:_:)`` on both, or,
  /// where it carries a value, the one typed routine that switch calls
  /// (`RequestPathsAgreeTests` drives one router through each and compares them).
  @inline(__always) @inlinable var directRouter: RouterEvents<Screen, Alert>? {
    // Only `RouterEvents` conforms to `CarriesOutDirectly`, and its screen and alert types are
    // this router's, so then `Self` is `RouterEvents<Screen, Alert>`.
    #if DEBUG
      guard Self.self is any CarriesOutDirectly.Type else { return nil }
    #else
      guard _isConcrete(Self.self), Self.self is any CarriesOutDirectly.Type else { return nil }
    #endif
    return self as? RouterEvents<Screen, Alert>
  }
}

/// Marks the one router that carries out the operations itself (see
/// ``RouterEventsProtocol/carryOut(_:)``).
@usableFromInline protocol CarriesOutDirectly {}

extension RouterEvents: CarriesOutDirectly {}
