import MVIRouter

/// A routing event as a test states it: screens, alerts, reasons and button titles, without the
/// ids the engine assigns.
///
/// A ``RoutingRecorder`` compares each event the router emitted with the next expected one.
/// Both read the same way in a failure message:
///
/// ```swift
/// recorder.expect(
///   .routed(.detail(7), as: .push),
///   .alertPresented(.deleteFailed),
///   .alertResolved(.deleteFailed, button: "Retry"),
///   .dismissed(.detail(7), .userBack)
/// )
/// ```
///
/// Reads, in a message:
/// ```
/// routed push detail(7)
/// alert presented deleteFailed
/// alert resolved deleteFailed: Retry
/// dismissed detail(7) (userBack)
/// ```
public enum ExpectedRoutingEvent<Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol>:
  Hashable, Sendable
{
  /// `screen` was presented with `presentation`.
  case routed(Screen, as: RouterScreenPresentationType)
  /// `screen` left for `reason`.
  case dismissed(Screen, DismissReason)
  /// `alert` was presented (shown, or queued behind the visible one).
  case alertPresented(Alert)
  /// The button titled `button` of `alert` was chosen.
  case alertResolved(Alert, button: String)
  /// `alert` left without a choice because its owner left for `reason`.
  case alertDismissed(Alert, DismissReason)
  /// The presenter of `screen` received `delivery`: `.value("3")` or `.cancelled(reason)`.
  case result(Screen, ResultDelivery)
  /// An operation had nothing to do; `reason` is the engine's explanation.
  case ignored(IgnoreReason)

  /// The form a received event takes when compared with an expected one.
  ///
  /// - Parameter event: An event a router emitted.
  public init(_ event: RouterEvent<Screen, Alert>) {
    switch event {
    case .routed(let route): self = .routed(route.screen, as: route.presentation)
    case .dismissed(let route, let reason): self = .dismissed(route.screen, reason)
    case .alertPresented(let alert): self = .alertPresented(alert.alert)
    case .alertResolved(let alert, let action):
      self = .alertResolved(alert.alert, button: action.title)
    case .alertDismissed(let alert, let reason): self = .alertDismissed(alert.alert, reason)
    case .result(let route, let delivery): self = .result(route.screen, delivery)
    case .ignored(let reason): self = .ignored(reason)
    }
  }
}
