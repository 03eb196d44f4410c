import MVIRouter

/// Screens used by the core engine tests.
enum CoreScreen: RouterScreenProtocol, Codable {
  case list
  case detail(Int)
  case edit
  case picker
  case settings
}

/// Alerts used by the core engine tests.
enum CoreAlert: RouterAlertScreenProtocol, Codable {
  case delete
  case info
}

/// Pushes `detail` and `list`, covers `settings`, presents the rest as sheets; records the
/// routerEvents-level dismiss and alert hooks.
@MainActor
final class CoreRouter: RouterPolicy {
  var dismissed: [String] = []
  var alertActions: [String] = []

  func getScreenPresentationType(for type: CoreScreen) -> RouterScreenPresentationType {
    switch type {
    case .list, .detail: .push
    case .settings: .fullScreenCover
    case .edit, .picker: .sheet
    }
  }

  func onScreenDismiss(type: CoreScreen, reason: DismissReason) {
    dismissed.append("\(type) \(reason)")
  }

  func getAlertTitle(for type: CoreAlert) -> String? {
    switch type {
    case .delete: "Delete the item?"
    case .info: "Saved"
    }
  }

  func getAlertActions(for type: CoreAlert) -> [RouterAlertButton<String>] {
    switch type {
    case .delete: [.destructive("Delete"), .cancel()]
    case .info: [.default("OK")]
    }
  }

  func onAlertAction(
    _ button: RouterAlertButton<String>, for alert: PresentedAlert<CoreAlert>,
    owner: Route<CoreScreen>?
  ) {
    alertActions.append("\(alert.alert): \(button.title)")
  }
}

/// A routerEvents with a router of type `Hooks` attached and every event recorded as text.
@MainActor
final class RecordingHarness<Hooks: RouterPolicy> {
  let hooks: Hooks
  let routerEvents: RouterEvents<Hooks.Screen, Hooks.Alert>
  private(set) var events: [String] = []

  init(hooks: Hooks) {
    self.hooks = hooks
    routerEvents = RouterEvents(router: hooks)
    routerEvents.observeAlways { [unowned self] event in self.events.append("\(event)") }
  }

  /// Returns the events recorded since the last call and forgets them.
  func takeEvents() -> [String] {
    defer { events = [] }
    return events
  }

  var text: String { routerEvents.state.description }
}

/// A routerEvents with a `CoreRouter` attached and every event recorded as text.
typealias CoreHarness = RecordingHarness<CoreRouter>

extension RecordingHarness where Hooks == CoreRouter {
  convenience init() { self.init(hooks: CoreRouter()) }
}

/// Counts live instances, to prove that handlers do not keep what they capture.
@MainActor
final class LifetimeProbe {
  /// How many probes of one test are alive.
  @MainActor final class Counter {
    var alive = 0
  }

  private let counter: Counter
  init(_ counter: Counter) {
    self.counter = counter
    counter.alive += 1
  }
  isolated deinit { counter.alive -= 1 }
}
