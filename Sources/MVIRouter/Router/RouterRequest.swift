/// One change asked of a router, as an operation of ``RouterEventsProtocol`` builds it and the
/// router's ``RouterEventsProtocol/submit(_:)`` carries it out.
///
/// Its contents are the library's own: an app calls the operations (`routeTo`, `pop()`,
/// `finish(_:with:)`, ...), which build the request, and never builds one itself. It exists so
/// that every operation is written once, for every kind of router.
///
/// ```swift
/// let routerEvents = RouterEvents<MovieScreen, RouterDefaultAlert>()
/// routerEvents.routeTo(.detail(id: 7), as: .push)
/// print(routerEvents.pop())  // applied: the operation built a request and submitted it
/// ```
@MainActor
public struct RouterRequest<Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol> {
  /// What is asked, in the forms the routers carry out.
  @usableFromInline enum Kind {
    /// A change the machine applies as it is.
    case navigation(NavigationRequest<Screen, Alert>)
    /// Presents a screen under a reserved id; a `nil` presentation or options is the router's
    /// policy's to choose; a result type when the presenter expects a result.
    case route(
      RouteID, Screen, RouterScreenPresentationType?, PresentationOptions?, ResultType?)
    /// Presents an alert under a reserved id; its title, message and buttons are the router's
    /// policy's.
    case alert(AlertID, Alert, AlertOwner)
    /// Finishes a route with a value (not boxed, unlike the machine's request).
    case finish(RouteID, any Sendable)
    /// Chooses a button of the visible alert (not boxed, unlike the machine's request).
    case resolveAlert(AlertChoice<Alert.Action>)
    /// Sets a route's dismissal guard.
    case guardRoute(RouteID, GuardDecision)
    /// Gives a route new closures and, with a type, an expected result type.
    case reattachRoute(RouteID, ResultType?)
    /// Gives an alert a new handler.
    case reattachAlert(AlertID)
    /// Dismisses a route whose awaiting task was cancelled.
    case cancelAwaited(RouteID)
  }

  @usableFromInline let kind: Kind
  @usableFromInline var onDismiss: ((DismissReason) -> Void)?
  @usableFromInline var onResult: ((RouteResult<any Sendable>) -> Void)?
  @usableFromInline var onAction: AlertHandler<Alert.Action>?
  @usableFromInline var onGuard: ((GuardedChange) -> Void)?

  @inlinable init(
    _ kind: Kind, onDismiss: ((DismissReason) -> Void)? = nil,
    onResult: ((RouteResult<any Sendable>) -> Void)? = nil,
    onAction: AlertHandler<Alert.Action>? = nil, onGuard: ((GuardedChange) -> Void)? = nil
  ) {
    self.kind = kind
    self.onDismiss = onDismiss
    self.onResult = onResult
    self.onAction = onAction
    self.onGuard = onGuard
  }
}

extension RouteResult where Value == any Sendable {
  /// A typed handler as the routers keep it: type-erased, called with values of `Value` only.
  @inlinable static func deliver<Typed: Sendable>(
    _ type: Typed.Type, to onResult: @escaping (RouteResult<Typed>) -> Void
  ) -> (RouteResult<any Sendable>) -> Void {
    { result in
      switch result {
      case .value(let value):
        if let value = value as? Typed { onResult(.value(value)) }
      case .cancelled(let reason):
        onResult(.cancelled(reason))
      }
    }
  }
}
