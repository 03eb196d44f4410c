import Observation

/// A router's current ``HostPresentation``, observable, and the one place a host sends what
/// the user removed by hand: a swipe back, a sheet dragged down, an alert button.
///
/// A host — a UIKit host, a text host, any UI written outside this package — shows
/// ``presentation`` and, when the user removes something by hand, sends the ``HostWriteBack``
/// made by the layer it showed to ``writeBack(_:)``. The engine checks each one against the
/// state: a write-back that no longer matches (the state moved on, or it was sent twice) is
/// ignored and says so in its outcome. The host decides nothing; this is exactly what the
/// SwiftUI modifier does.
///
/// ```swift
/// let model = HostModel(routerEvents)
/// routerEvents.routeTo(.list, as: .push)
/// routerEvents.routeTo(.detail(id: 3), as: .push)
/// let shown = model.presentation.layers[0]
/// // The user swiped back from the detail:
/// print(model.writeBack(shown.writeBack(path: shown.path.prefix(1)))!)
/// print(model.presentation)
/// ```
///
/// Prints:
/// ```
/// applied
/// layer 0: [push list]
/// ```
///
/// The presentation is rebuilt when read after a change, once however many events the change
/// had. Reading it registers with Observation (`withObservationTracking`, or a UIKit view that
/// tracks observables), so a host that reads it hears the next change; a host can also follow
/// the router with `RouterEvents.observe(_:)` and read ``presentation`` again.
///
/// Alerts: a host whose alert closes itself after any button reports the button with
/// ``HostLayer/writeBack(alertButtonAt:)`` and may then report the alert as dismissed
/// (``HostLayer/writeBack(alertIsPresented:)``); the model drops that first dismissal after a
/// button, so the answer is the only thing the engine hears and the next alert stays.
@MainActor
public final class HostModel<Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol>:
  Observable
{
  /// The package's model this one shows (it holds the observation).
  private let base: PresentationModel<Screen, Alert>

  /// Creates a model following `routerEvents` for as long as the model lives.
  ///
  /// ```swift
  /// let model = HostModel(routerEvents)
  /// print(model.presentation)
  /// ```
  ///
  /// Prints `layer 0: []` for a router with nothing presented.
  ///
  /// - Parameter routerEvents: The router to show. For a tabbed container, make one model per
  ///   tab from the tab's router.
  public init(_ routerEvents: RouterEvents<Screen, Alert>) {
    base = PresentationModel(routerEvents)
  }

  /// The router the model shows.
  public var routerEvents: RouterEvents<Screen, Alert> { base.routerEvents }

  /// The router's current presentation.
  public var presentation: HostPresentation<Screen, Alert> { HostPresentation(base.presentation) }

  /// Sends what the user removed by hand to the router, checked against what the host showed.
  ///
  /// ```swift
  /// let shown = model.presentation.layers[0]  // root > sheet edit
  /// // The user dragged the sheet down:
  /// if case .ignored(let reason)? = model.writeBack(shown.writeBack(sheet: nil)) {
  ///   // The state moved on before the drag arrived: nothing changed.
  ///   print(reason)
  /// }
  /// ```
  ///
  /// - Parameter writeBack: The write-back, or `nil` when the user removed nothing (the value
  ///   a layer's `writeBack` methods return then).
  /// - Returns: Whether it was applied, queued or ignored (and why); `nil` when there was
  ///   nothing to send, or when it is the alert closing after one of its buttons was reported.
  @discardableResult
  public func writeBack(_ writeBack: HostWriteBack?) -> RouterOutcome? {
    base.writeBack(writeBack?.base)
  }
}
