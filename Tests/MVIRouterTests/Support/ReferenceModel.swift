import MVIRouter

/// A small, independent model of the engine's rules from the design notes, written from the
/// rules rather than from the engine: routes over the root, alerts with owners in FIFO order,
/// the reasons each operation gives, results delivered once. It predicts the state text and the
/// event texts of every operation.
struct ReferenceModel {
  /// What a route's dismiss callback asks of the routerEvents when it fires (queued, applied after
  /// the transaction that dismissed the route, in order).
  enum Reentry: Equatable {
    case route(CoreScreen, RouterScreenPresentationType)
    case alert(CoreAlert)
    case popTo(CoreScreen)
    case userBack
    case dismiss
    case pop
  }

  struct ModelRoute: Equatable {
    var id: Int
    var screen: CoreScreen
    var presentation: RouterScreenPresentationType
    var expectsResult: Bool
    var reentry: Reentry? = nil
    var text: String { "\(presentation) \(screen)" }
  }

  struct ModelAlert: Equatable {
    var id: Int
    var alert: CoreAlert
    var owner: Int?
    var buttons: [RouterAlertButton<String>]
    var text: String { "\(alert)[\(buttons.map { $0.title }.joined(separator: ", "))]" }
  }

  var routes: [ModelRoute] = []
  var alerts: [ModelAlert] = []
  var nextRoute = 1
  var nextAlert = 1
  /// How many routes were presented and dismissed, restored ones included.
  var presentedCount = 0
  var dismissedCount = 0
  /// The callbacks' requests of the current transaction, in the order the callbacks fire.
  var triggered: [Reentry] = []

  var text: String {
    var text = (["root"] + routes.map(\.text)).joined(separator: " > ")
    if let visible = alerts.first { text += " | alert " + visible.text }
    if alerts.count > 1 {
      text += " | queued " + alerts.dropFirst().map(\.text).joined(separator: ", ")
    }
    return text
  }

  static func buttons(_ alert: CoreAlert) -> [RouterAlertButton<String>] {
    alert == .delete ? [.destructive("Delete"), .cancel()] : [.default("OK")]
  }

  mutating func route(
    _ screen: CoreScreen, _ presentation: RouterScreenPresentationType, expectsResult: Bool,
    reentry: Reentry? = nil, id reserved: Int? = nil
  ) -> [String] {
    let route = ModelRoute(
      id: reserved ?? nextRoute, screen: screen, presentation: presentation,
      expectsResult: expectsResult, reentry: reentry)
    if reserved == nil { nextRoute += 1 }
    presentedCount += 1
    routes.append(route)
    return ["routed \(route.text)"]
  }

  /// Removes routes from `start` up, top-most first, each after the alerts it owns; the route
  /// at `start` gets `reason`, the ones above `above`. `finished` names a route that finished
  /// with a value.
  mutating func remove(
    from start: Int, reason: DismissReason, above: DismissReason, finished: (Int, String)? = nil
  ) -> [String] {
    var events: [String] = []
    for index in stride(from: routes.count - 1, through: start, by: -1) {
      let route = routes[index]
      let why = index == start ? reason : above
      for alert in alerts where alert.owner == route.id {
        events.append("alert dismissed \(alert.alert) (\(why))")
      }
      events.append("dismissed \(route.text) (\(why))")
      dismissedCount += 1
      if let reentry = route.reentry { triggered.append(reentry) }
      if route.expectsResult {
        if let finished, finished.0 == route.id {
          events.append("result \(route.text): \(finished.1)")
        } else {
          events.append("result \(route.text): cancelled (\(why))")
        }
      }
    }
    let gone = Set(routes[start...].map(\.id))
    routes.removeSubrange(start...)
    alerts.removeAll { $0.owner.map(gone.contains) ?? false }
    return events
  }

  var topModal: Int? { routes.lastIndex { $0.presentation != .push } }

  mutating func dismiss() -> [String] {
    guard let index = topModal else { return ["ignored: dismiss(): no modal is presented"] }
    return remove(from: index, reason: .dismissed, above: .ancestorDismissed)
  }

  mutating func pop() -> [String] {
    guard let last = routes.last, last.presentation == .push else {
      return ["ignored: pop(): nothing is pushed on the top layer"]
    }
    return remove(from: routes.count - 1, reason: .popped, above: .popped)
  }

  mutating func popToRoot() -> [String] {
    let start = topModal.map { $0 + 1 } ?? 0
    guard start < routes.count else {
      return ["ignored: popToRoot(): nothing is pushed on the top layer"]
    }
    return remove(from: start, reason: .poppedToRoot, above: .poppedToRoot)
  }

  mutating func dismissAll() -> [String] {
    guard let first = routes.firstIndex(where: { $0.presentation != .push }) else {
      return ["ignored: dismissAll(): no modal is presented"]
    }
    return remove(from: first, reason: .dismissedAll, above: .dismissedAll)
  }

  mutating func goBack(_ reason: DismissReason?, name: String = "goBack()") -> [String] {
    guard let last = routes.last else { return ["ignored: \(name): nothing is presented"] }
    let why = reason ?? (last.presentation == .push ? .popped : .dismissed)
    return remove(from: routes.count - 1, reason: why, above: why)
  }

  mutating func userBack() -> [String] {
    // Named as the call that was made, whichever it does.
    alerts.isEmpty ? goBack(.userBack, name: "userDidGoBack()") : cancelAlert("userDidGoBack()")
  }

  mutating func setRoutes(_ steps: [RouteStep<CoreScreen>], reason: DismissReason) -> [String] {
    var kept = 0
    while kept < routes.count, kept < steps.count, routes[kept].screen == steps[kept].screen,
      routes[kept].presentation == steps[kept].presentation
    {
      kept += 1
    }
    if kept == routes.count, kept == steps.count {
      // A deep link is named as the call that opened it.
      let operation = reason == .deepLink ? "open(_:using:)" : "setRoutes(_:)"
      return ["ignored: \(operation): the routes are already these"]
    }
    var events = kept < routes.count ? remove(from: kept, reason: reason, above: reason) : []
    for step in steps[kept...] {
      events += route(step.screen, step.presentation, expectsResult: false)
    }
    return events
  }

  mutating func finishTop(with value: Int) -> [String] {
    guard let last = routes.last else { return [] }
    return remove(
      from: routes.count - 1, reason: .finished, above: .ancestorDismissed,
      finished: (last.id, "\(value)"))
  }

  mutating func presentAlert(_ alert: CoreAlert, id reserved: Int? = nil) -> [String] {
    let presented = ModelAlert(
      id: reserved ?? nextAlert, alert: alert, owner: routes.last?.id, buttons: Self.buttons(alert))
    if reserved == nil { nextAlert += 1 }
    alerts.append(presented)
    return ["alert presented \(presented.text)"]
  }

  mutating func resolveAlert(_ action: String) -> [String] {
    guard let visible = alerts.first else {
      return ["ignored: resolveAlert(\(action)): no alert is visible"]
    }
    guard let button = visible.buttons.first(where: { $0.action == action }) else {
      return ["ignored: resolveAlert(\(action)): alert \(visible.alert) has no such button"]
    }
    alerts.removeFirst()
    return ["alert resolved \(visible.alert): \(button.title)"]
  }

  mutating func cancelAlert(_ name: String = "cancelAlert()") -> [String] {
    guard let visible = alerts.first else { return ["ignored: \(name): no alert is visible"] }
    let cancel =
      visible.buttons.first { $0.role == .cancel }
      ?? (visible.buttons.count == 1 ? visible.buttons.first : nil)
    guard let cancel else {
      return ["ignored: \(name): alert \(visible.alert) has no cancel button"]
    }
    alerts.removeFirst()
    return ["alert resolved \(visible.alert): \(cancel.title)"]
  }

  /// Replaces everything with a saved model, as restoring does.
  mutating func restore(_ saved: ReferenceModel) -> [String] {
    if saved.routes.map(\.id) == routes.map(\.id) && saved.routes.map(\.text) == routes.map(\.text)
      && saved.alerts == alerts
    {
      return ["ignored: restore(from:): the navigation is already the saved one"]
    }
    var events = routes.isEmpty ? [] : remove(from: 0, reason: .restored, above: .restored)
    events += alerts.map { "alert dismissed \($0.alert) (restored)" }
    // Ids name one presentation for the routerEvents's life: saved ids already handed out are
    // renewed, in order, after the largest one kept.
    let keptRoutes = Set(saved.routes.map(\.id).filter { $0 >= nextRoute })
    nextRoute = max(nextRoute, (keptRoutes.max() ?? 0) + 1)
    var renamed: [Int: Int] = [:]
    routes = saved.routes.map { route in
      var route = route
      route.expectsResult = false
      route.reentry = nil
      if !keptRoutes.contains(route.id) {
        renamed[route.id] = nextRoute
        route.id = nextRoute
        nextRoute += 1
      }
      return route
    }
    let keptAlerts = Set(saved.alerts.map(\.id).filter { $0 >= nextAlert })
    nextAlert = max(nextAlert, (keptAlerts.max() ?? 0) + 1)
    alerts = saved.alerts.map { alert in
      var alert = alert
      if !keptAlerts.contains(alert.id) {
        alert.id = nextAlert
        nextAlert += 1
      }
      alert.owner = alert.owner.map { renamed[$0] ?? $0 }
      return alert
    }
    presentedCount += routes.count
    events += routes.map { "routed \($0.text)" }
    events += alerts.map { "alert presented \($0.text)" }
    return events
  }

  /// A request a callback made, with the id it reserved when it was called.
  struct Queued {
    var reentry: Reentry
    var id: Int?
  }

  /// Runs what the callbacks of a transaction asked for, as the routerEvents does after delivering
  /// it: each request reserves its id when its callback fires, then the requests apply one by
  /// one in order, and the callbacks they fire queue more behind them.
  mutating func settle(_ events: [String]) -> (events: [String], reserved: [Int]) {
    var events = events
    var reserved: [Int] = []
    var queue: [Queued] = []
    var next = 0
    func collect(_ model: inout ReferenceModel) {
      for reentry in model.triggered {
        switch reentry {
        case .route:
          queue.append(Queued(reentry: reentry, id: model.nextRoute))
          reserved.append(model.nextRoute)
          model.nextRoute += 1
        case .alert:
          queue.append(Queued(reentry: reentry, id: model.nextAlert))
          model.nextAlert += 1
        default:
          queue.append(Queued(reentry: reentry, id: nil))
        }
      }
      model.triggered = []
    }
    collect(&self)
    while next < queue.count {
      let queued = queue[next]
      next += 1
      switch queued.reentry {
      case .route(let screen, let presentation):
        events += route(screen, presentation, expectsResult: false, id: queued.id)
      case .alert(let alert):
        events += presentAlert(alert, id: queued.id)
      case .popTo(let screen):
        if let index = routes.lastIndex(where: { $0.screen == screen }) {
          if index == routes.count - 1 {
            events.append("ignored: pop(to: \(screen)): it is already on top")
          } else {
            events += remove(from: index + 1, reason: .popped, above: .popped)
          }
        } else {
          events.append("ignored: pop(to: \(screen)): no presented route shows this screen")
        }
      case .userBack:
        events += userBack()
      case .dismiss:
        events += dismiss()
      case .pop:
        events += pop()
      }
      collect(&self)
    }
    return (events, reserved)
  }
}
