import Observation

/// The current ``NavigationPresentation`` of a router, observable, and the one place a
/// declarative UI sends its write-backs: a SwiftUI view (or any UI that uses Observation) only
/// binds to it.
///
/// The model follows the router's events; the presentation is rebuilt when read after a
/// change, once however many events the change had, and reading it registers with
/// Observation, so a view that reads it is updated when the navigation changes. Every decision
/// stays in the model and the engine: the UI passes what it showed and what it holds now.
///
/// ```swift
/// let model = PresentationModel(routerEvents)
/// routerEvents.routeTo(.edit, as: .sheet)
/// let seen = model.presentation.layers[0]
/// // The user drags the sheet down; the UI's item for it is now nil:
/// print(model.writeBack(seen.writeBack(sheet: nil))!)
/// print(model.presentation.layers.count)
/// ```
///
/// Prints:
/// ```
/// applied
/// 1
/// ```
///
/// Alerts: a UI whose alert closes itself after any button (as SwiftUI's does) reports the
/// button with ``PresentationWriteBack/alertButtonChosen(_:index:)`` and then the alert as
/// dismissed. The model drops the first alert dismissal after a button, whichever alert it names
/// (the UI may already show the next one by then), so the answer is the only thing the engine
/// hears and the next alert stays.
@Observable
@MainActor
package final class PresentationModel<
  Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol
> {
  /// The router the model presents.
  @ObservationIgnored package let routerEvents: RouterEvents<Screen, Alert>
  @ObservationIgnored private var subscription: RouterSubscription?
  @ObservationIgnored private var built: NavigationPresentation<Screen, Alert>?
  /// Whether the UI reported an alert button and has not yet reported the alert closing.
  @ObservationIgnored private var closesAnsweredAlert = false
  /// Changes with every change of the router's state; reading ``presentation`` tracks it.
  private var revision = 0

  /// Creates a model following `routerEvents` for as long as the model lives.
  ///
  /// ```swift
  /// let model = PresentationModel(routerEvents)
  /// print(model.presentation)
  /// ```
  ///
  /// Prints `layer 0: []` for a router with nothing presented.
  ///
  /// - Parameter routerEvents: The router to present.
  package init(_ routerEvents: RouterEvents<Screen, Alert>) {
    self.routerEvents = routerEvents
    subscription = routerEvents.observe { [weak self] event in
      if case .ignored = event { return }
      self?.stateDidChange()
    }
  }

  /// The router's current presentation.
  package var presentation: NavigationPresentation<Screen, Alert> {
    _ = revision
    if let built { return built }
    let presentation = NavigationPresentation(routerEvents.state)
    built = presentation
    return presentation
  }

  /// Sends what the UI removed by itself to the router (see ``RouterEvents/writeBack(_:)``).
  ///
  /// ```swift
  /// let seen = model.presentation.layers[0]
  /// model.writeBack(seen.writeBack(path: newPath))
  /// ```
  ///
  /// - Parameter writeBack: The write-back, or `nil` when the UI removed nothing (the value a
  ///   layer's `writeBack` helpers return then).
  /// - Returns: What became of it; `nil` when there was nothing to send, or when it is the
  ///   alert closing after one of its buttons was reported.
  @discardableResult
  package func writeBack(_ writeBack: PresentationWriteBack?) -> RouterOutcome? {
    switch writeBack {
    case nil:
      return nil
    case .alertDismissed where closesAnsweredAlert:
      closesAnsweredAlert = false
      return nil
    case .alertButtonChosen:
      closesAnsweredAlert = true
    default:
      break
    }
    return writeBack.map(routerEvents.writeBack)
  }

  private func stateDidChange() {
    built = nil
    revision &+= 1
  }
}
