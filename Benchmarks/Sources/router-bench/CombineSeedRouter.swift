import OpenCombine

/// The original design on real Combine (OpenCombine), as the seed's SwiftUI `RouterModifier`
/// wired it: one `PassthroughSubject` of router events, filtered per presentation kind into
/// one-slot holders (the view's `@State` slots), a dismiss subject, one callback per route, and
/// an alert subject with one alert slot. A second route of the same kind replaces the first and
/// its callback is lost; there is no stack and no ordering of events.
final class CombineSeedRouter {
  enum Kind { case push, sheet, cover }

  /// What the seed sent for each `routeTo`: the screen, how to present it and its callback.
  struct RouteEvent {
    var screen: BenchScreen
    var kind: Kind
    var onDismiss: (() -> Void)?
  }

  /// What the seed sent for each alert: the alert and its action callback.
  struct AlertEvent {
    var alert: BenchAlert
    var onAction: (String) -> Void
  }

  /// One slot: the screen shown for one presentation kind and its dismiss callback.
  final class Holder {
    var screen: BenchScreen?
    var onDismiss: (() -> Void)?
  }

  let routeSubject = PassthroughSubject<RouteEvent, Never>()
  let dismissSubject = PassthroughSubject<Kind, Never>()
  let alertSubject = PassthroughSubject<AlertEvent, Never>()
  let alertResolveSubject = PassthroughSubject<String, Never>()
  private var alertSlot: AlertEvent?
  private var subscriptions: [AnyCancellable] = []

  init() {
    for kind in [Kind.push, .sheet, .cover] {
      let holder = Holder()
      routeSubject
        .filter { $0.kind == kind }
        .sink { event in
          holder.screen = event.screen
          holder.onDismiss = event.onDismiss
        }
        .store(in: &subscriptions)
      dismissSubject
        .filter { $0 == kind }
        .sink { _ in
          holder.screen = nil
          let callback = holder.onDismiss
          holder.onDismiss = nil
          callback?()
        }
        .store(in: &subscriptions)
    }
    alertSubject
      .sink { [unowned self] event in alertSlot = event }
      .store(in: &subscriptions)
    alertResolveSubject
      .sink { [unowned self] button in
        let slot = alertSlot
        alertSlot = nil
        slot?.onAction(button)
      }
      .store(in: &subscriptions)
  }
}
