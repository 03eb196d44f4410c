/// One change asked of a router, as an operation of ``RouterEventsProtocol`` builds it and the
/// router's ``RouterEventsProtocol/submit(_:)`` carries it out.
///
/// Its contents are the library's own: an app calls the operations (`routeTo`, `pop()`,
/// `finish(_:with:)`, ...), which build the request, and never builds one itself. It exists so
/// that every operation is written once, for every kind of router. It is not generic, so an
/// operation called through `any RouterEventsProtocol` builds it without looking up any type:
/// the router's own, specialized code does the work.
///
/// ```swift
/// let routerEvents = RouterEvents<MovieScreen, RouterDefaultAlert>()
/// routerEvents.routeTo(.detail(id: 7), as: .push)
/// // The operation builds a request and submits it:
/// print(routerEvents.pop())  // applied
/// ```
public struct RouterRequest {
  /// What is asked. A screen, an alert, an action, a value or steps travel beside it, in
  /// ``payload``: the kind holds no existential, so switching over it copies nothing the
  /// value witnesses of an `any Sendable` would copy.
  @usableFromInline enum Kind: Sendable {
    case dismissTopModal
    /// Dismisses a route and what is above it, with reason `dismissed`.
    case dismissRoute(RouteID)
    case close(RouteID)
    case pop
    case popToRoot
    case popToRoute(RouteID)
    /// Pops to the top-most route showing the screen in ``payload`` (a `Screen`).
    case popToScreen
    case dismissAll
    case goBack(DismissReason?)
    case userBack
    /// Replaces the routes with the steps in ``payload`` (`[RouteStep<Screen>]`).
    case setRoutes(DismissReason)
    case writeBack(PresentationWriteBack)
    case cancelAlert
    case confirm(GuardedChange)
    case abandon(GuardedChange)
    /// Presents the screen in ``payload`` (a `Screen`) under a reserved id; a `nil`
    /// presentation or options is the router's policy's to choose; a result type when the
    /// presenter expects a result.
    case route(RouteID, RouterScreenPresentationType?, PresentationOptions?, ResultType?)
    /// Presents the alert in ``payload`` (an `Alert`) under a reserved id; its content is the
    /// policy's.
    case alert(AlertID, AlertOwner)
    /// Finishes a route with the value in ``payload``.
    case finish(RouteID)
    /// Chooses the visible alert's button standing for the action in ``payload`` (an
    /// `Alert.Action`).
    case resolveAlert
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
  /// The screen, alert, action, value or steps the kind names, of the router's own types (the
  /// operation that built the request is generic over them); `()` for the others.
  @usableFromInline let payload: any Sendable
  @usableFromInline var onDismiss: ((DismissReason) -> Void)?
  @usableFromInline var onResult: ((RouteResult<any Sendable>) -> Void)?
  /// An `AlertHandler<Alert.Action>` (or an optional one), for `alert` and `reattachAlert`;
  /// `()` for the others. Not an optional: an operation reached through an existential builds
  /// its request in generic code, where an `Any?` is copied through `Optional`'s value
  /// witnesses (about 100 instructions per request), an `Any` in line.
  @usableFromInline var onAction: Any
  @usableFromInline var onGuard: ((GuardedChange) -> Void)?

  @inlinable init(
    _ kind: Kind, payload: any Sendable = (), onDismiss: ((DismissReason) -> Void)? = nil,
    onResult: ((RouteResult<any Sendable>) -> Void)? = nil, onAction: Any = (),
    onGuard: ((GuardedChange) -> Void)? = nil
  ) {
    self.kind = kind
    self.payload = payload
    self.onDismiss = onDismiss
    self.onResult = onResult
    self.onAction = onAction
    self.onGuard = onGuard
  }
}

extension RouterRequest {
  /// A ``payload`` as the router's `Wanted` type, if it is one. The payload is opened first: a
  /// cast from its own type costs about half of one from the existential.
  @inline(__always) @inlinable static func cast<Opened, Wanted>(_ value: Opened, as _: Wanted.Type)
    -> Wanted?
  {
    value as? Wanted
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
        if let value = unboxed(value, as: Typed.self) { onResult(.value(value)) }
      case .cancelled(let reason):
        onResult(.cancelled(reason))
      }
    }
  }

  /// `value` as a `Typed`, by a dynamic cast (a value of a conforming type for an existential
  /// `Typed`; folded by the optimizer where both types are known).
  @inlinable static func unboxed<Opened: Sendable, Typed>(_ value: Opened, as _: Typed.Type)
    -> Typed?
  {
    value as? Typed
  }
}
