/// A closure-array stand-in for a passthrough subject: subscribers are closures; `send` calls
/// each. It has none of Combine's cost (no subscriptions, demand, locks or type-erased
/// operators), so it flatters the seed design; the real seed baseline is ``CombineSeedRouter``.
final class ReplicaSubject<Value> {
  private var subscribers: [(Value) -> Void] = []

  func sink(_ subscriber: @escaping (Value) -> Void) {
    subscribers.append(subscriber)
  }

  func send(_ value: Value) {
    for subscriber in subscribers { subscriber(value) }
  }
}

/// A closure-array replica of the original design (not Combine): one subject per event kind,
/// fanned out to one-slot holders per presentation type. A second route of the same kind
/// replaces the first, losing its callback. Kept to show how much of the seed's cost is Combine.
final class ReplicaSeedRouter {
  enum Kind { case push, sheet, cover }

  /// One slot: the screen shown for one presentation kind and its dismiss callback.
  final class Holder {
    var screen: BenchScreen?
    var onDismiss: (() -> Void)?
  }

  let routeSubject = ReplicaSubject<(BenchScreen, Kind, (() -> Void)?)>()
  let dismissSubject = ReplicaSubject<Kind>()
  let alertSubject = ReplicaSubject<(BenchAlert, (String) -> Void)>()
  let alertResolveSubject = ReplicaSubject<String>()
  private let holders: [Kind: Holder] = [.push: Holder(), .sheet: Holder(), .cover: Holder()]
  private var alertSlot: (alert: BenchAlert, onAction: (String) -> Void)?

  init() {
    for (kind, holder) in holders {
      routeSubject.sink { screen, routeKind, onDismiss in
        guard routeKind == kind else { return }
        holder.screen = screen
        holder.onDismiss = onDismiss
      }
      dismissSubject.sink { dismissKind in
        guard dismissKind == kind else { return }
        holder.screen = nil
        let callback = holder.onDismiss
        holder.onDismiss = nil
        callback?()
      }
    }
    alertSubject.sink { [unowned self] alert, onAction in alertSlot = (alert, onAction) }
    alertResolveSubject.sink { [unowned self] button in
      let slot = alertSlot
      alertSlot = nil
      slot?.onAction(button)
    }
  }
}
