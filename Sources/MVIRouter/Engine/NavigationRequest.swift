/// One change asked of a router, as the pure machine applies it.
///
/// A request names what the caller wants, never what it found at call time: the machine decides
/// against the state at the moment it applies the request (`popToScreen` finds the screen then,
/// `userBack` chooses between the alert and the route then, `finish` checks the result type then).
///
/// The large payloads are `indirect`, so the requests that wait in a router's queue (mostly
/// `present` and the removals) stay small and cheap to copy; a request applied at once is folded
/// into its rule where it is built (see `NavigationMachine.apply`), so it is not boxed then.
@usableFromInline
enum NavigationRequest<Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol>:
  Sendable
{
  /// Where a new alert belongs.
  @usableFromInline typealias AlertOwner = MVIRouter.AlertOwner

  /// Presents a route whose id the machine reserved; `resultType` when the presenter expects a
  /// result.
  case present(Route<Screen>, resultType: ResultType?)
  /// Presents an alert whose id the machine reserved.
  indirect case presentAlert(PresentedAlert<Alert>, AlertOwner)
  case dismissTopModal
  case dismissRoute(RouteID, DismissReason)
  case pop
  case popToRoot
  case popToRoute(RouteID)
  /// Pops to the top-most route showing the screen, found when applied.
  case popToScreen(Screen)
  case dismissAll
  case goBack(DismissReason?)
  /// The user went back: cancels the visible alert if there is one, else removes the top route.
  case userBack
  indirect case setRoutes([RouteStep<Screen>], DismissReason)
  /// Opens a deep link: `setRoutes` with reason `deepLink`, whose new routes meet the router's
  /// route guard (its answers carried in the request; see `NavigationMachine.openLink`).
  indirect case openLink(LinkRequest<Screen>)
  /// Replaces every route and alert with a saved state's; ids this router has used are renewed.
  indirect case restore(NavigationState<Screen, Alert>)
  /// Chooses a button of the visible alert, found when applied.
  indirect case resolveAlert(AlertChoice<Alert.Action>)
  /// Closes a route the way its presentation calls for: a push is popped, a modal dismissed.
  case close(RouteID)
  case cancelAlert
  /// Finishes a route with a value; the route's expected result type is checked when applied.
  indirect case finish(RouteID, value: any Sendable)
  /// Applies the deferred change with this id, if it still waits.
  case confirmDeferred(GuardedChange)
  /// Drops the deferred change with this id, if it still waits.
  case abandonDeferred(GuardedChange)
  /// Sets a route's guard; queued when asked for during a delivery, so that it meets the route
  /// requested before it in the same delivery.
  case guardRoute(RouteID, GuardDecision)
  /// Gives a route new closures (carried by the submission) and, with a type, an expected
  /// result type; queued like `guardRoute`.
  case reattach(RouteID, ResultType?)
  /// Removes every route, in every layer (a tab container's `dismissAll()` of one router).
  case clearAll
  /// A request of a scoped router, embedded in the app's types and confined to the routes and
  /// alerts of its scope (see `NavigationMachine.applyScoped`), as a deferral keeps it to apply
  /// when confirmed. (A scoped router submits its requests in this form.)
  indirect case scoped(NavigationRequest<Screen, Alert>, RouteScope<Screen, Alert>)
  /// What a UI removed by itself, checked against the ids it saw when applied.
  indirect case writeBack(PresentationWriteBack)
}

/// How a request names the button of the visible alert to choose.
@usableFromInline
enum AlertChoice<Action: Hashable & Sendable>: Sendable {
  /// The first button standing for this action value.
  case action(Action)
  /// The first button with this title.
  case title(String)
  /// This button (title, role and action); failing that, the first button standing for its
  /// action value.
  case button(RouterAlertButton<Action>)

  /// How the choice reads in an ``IgnoreReason``: the action's description or the title.
  @inlinable var name: String {
    switch self {
    case .action(let action): "\(plain: action)"
    case .title(let title): title
    case .button(let button): button.title
    }
  }

  /// The index of the chosen button among `buttons`, if it is there.
  @inlinable func index(in buttons: [RouterAlertButton<Action>]) -> Int? {
    switch self {
    case .action(let action):
      return buttons.firstIndex { $0.action == action }
    case .title(let title):
      return buttons.firstIndex { $0.title == title }
    case .button(let button):
      if let index = buttons.firstIndex(of: button) { return index }
      guard let action = button.action else { return nil }
      return buttons.firstIndex { $0.action == action }
    }
  }
}
