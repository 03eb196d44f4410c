/// One thing that happened in a navigation transaction.
///
/// Every change to a router's state produces an ordered list of events. Observers, the
/// ``RouterEvents/events()`` stream and test recorders receive them in that order.
/// When several routes leave at once, the top-most leaves first; an alert leaves before the route
/// that owns it.
///
/// ```swift
/// let routerEvents = RouterEvents<MovieScreen, RouterDefaultAlert>()
/// let subscription = routerEvents.observe { event in print(event) }
/// routerEvents.routeTo(.detail(id: 3), as: .push)
/// routerEvents.pop()
/// ```
///
/// Prints:
/// ```
/// routed push detail(id: 3)
/// dismissed push detail(id: 3) (popped)
/// ```
public enum RouterEvent<Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol>: Equatable,
  Sendable, CustomStringConvertible
{
  /// A route was presented.
  case routed(Route<Screen>)
  /// A route left, for this reason.
  case dismissed(Route<Screen>, DismissReason)
  /// An alert was presented: shown, or queued behind the visible one.
  indirect case alertPresented(PresentedAlert<Alert>)
  /// The user (or a test) chose a button of the visible alert; the button carries its action
  /// value.
  indirect case alertResolved(PresentedAlert<Alert>, RouterAlertButton<Alert.Action>)
  /// An alert left without a choice, because the route that owned it left.
  indirect case alertDismissed(PresentedAlert<Alert>, DismissReason)
  /// A route finished with a value, or a route whose presenter expects a result left another
  /// way. The value is the one the route finished with (see ``RouterResultValue``).
  indirect case result(Route<Screen>, RouteResult<RouterResultValue>)
  /// An operation had nothing to do; the reason says which and why. Nothing changed.
  case ignored(IgnoreReason)

  /// A one-line description, e.g. `dismissed sheet edit (userBack)`.
  public var description: String {
    switch self {
    case .routed(let route): "routed \(route)"
    case .dismissed(let route, let reason): "dismissed \(route) (\(reason))"
    case .alertPresented(let alert): "alert presented \(alert)"
    case .alertResolved(let alert, let action):
      "alert resolved \(plain: alert.alert): \(action.title)"
    case .alertDismissed(let alert, let reason): "alert dismissed \(plain: alert.alert) (\(reason))"
    case .result(let route, let delivery): "result \(route): \(delivery)"
    case .ignored(let reason): "ignored: \(reason)"
    }
  }
}
