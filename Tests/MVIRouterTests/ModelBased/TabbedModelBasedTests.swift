import Foundation
import MVIRouter
import Testing

/// Applies random operations to a ``TabbedRouterEvents`` and to a small model of its parts (the
/// overlay and each tab) side by side — routing and every kind of dismissal in any tab, tab
/// switches and reselections, the user's back, alerts in hidden and visible tabs, dismiss-all,
/// deep links, saving and restoring, and dismiss callbacks that route again in the same tab or
/// another one — and checks after each step that every part shows what the model says, that each
/// route left exactly once, that ids are unique across the container and never reused, and that
/// the visible alert is the overlay's, else the selected tab's.
///
/// A failure names the seed and the step; replay one seed with `MVIROUTER_SEED=<seed>`.
@MainActor
@Suite struct TabbedModelBasedTests {
  nonisolated static let seeds = SeededGenerator.seeds(10)
  nonisolated static let operationsPerSeed = 1_000

  typealias Router = TabbedRouterEvents<CoreTab, CoreScreen, CoreAlert>

  nonisolated static let tabs = CoreTab.allTabs

  static let links = TabbedDeepLinkMap<CoreTab, CoreScreen>(
    scheme: "shop",
    [
      .home: DeepLinkMap(
        scheme: "shop",
        [
          DeepLink("items/:id") { p in [.push(.list), .push(.detail(try p.int("id")))] },
          DeepLink("edit") { _ in [.push(.list), .sheet(.edit)] },
        ]),
      .search: DeepLinkMap(
        scheme: "shop", [DeepLink(":id") { p in [.push(.detail(try p.int("id")))] }]),
    ])

  /// What a route's dismiss callback asks of the container.
  enum Reentry {
    /// Route `detail(7)` in a part.
    case route(Int)
    /// Select a tab (a part number, 1 or more).
    case select(Int)
    case dismissAll
  }

  /// A change waiting in the container's queue, as the model keeps it.
  enum Queued {
    case route(Int, Entry)
    case select(Int)
    case dismissAll
  }

  /// One route as the model keeps it.
  struct Entry: Equatable {
    var id: Int
    var screen: CoreScreen
    var presentation: RouterScreenPresentationType
  }

  /// The model: the routes of each part (0 is the overlay, then the tabs in order) and the
  /// selected tab.
  struct Model {
    var parts: [[Entry]] = Array(repeating: [], count: 1 + TabbedModelBasedTests.tabs.count)
    var selected = 1
    var nextRoute = 1
  }

  @Test(arguments: seeds)
  func containerAndModelAgreeOnEveryOperation(seed: UInt64) async throws {
    var random = SeededGenerator(state: seed)
    let tabs = Router(tabs: Self.tabs, selected: .home, router: CoreRouter())
    var model = Model()
    var fired: [Int: Int] = [:]
    var dismissedEvents: [Int: Int] = [:]
    var everHanded: Set<Int> = []
    var reentries: [Int: Reentry] = [:]  // route id → what its callback asks for
    var reentering = true
    var saved: (data: Data, model: Model)?
    tabs.observeAlways { event in
      if case .routing(_, .dismissed(let route, _)) = event {
        dismissedEvents[route.id.rawValue, default: 0] += 1
      }
    }
    let screens: [CoreScreen] = [.list, .detail(1), .detail(2), .edit, .picker, .settings]
    let presentations: [RouterScreenPresentationType] = [.push, .push, .sheet, .fullScreenCover]

    func routerOf(_ part: Int) -> RouterEvents<CoreScreen, CoreAlert> {
      part == 0 ? tabs.overlay : tabs[tab: Self.tabs[part - 1]]
    }

    /// A route's dismiss callback: counts, and may route in any part, select a tab or dismiss
    /// all (each queued until the current delivery is over).
    func callback(for id: Int) -> (DismissReason) -> Void {
      { _ in
        fired[id, default: 0] += 1
        guard reentering, let reentry = reentries[id] else { return }
        switch reentry {
        case .route(let target):
          let reentered = routerOf(target).routeTo(.detail(7), as: .push) { _ in }
          everHanded.insert(reentered.rawValue)
        case .select(let tab):
          #expect(tabs.select(Self.tabs[tab - 1]) == .queued)
        case .dismissAll:
          #expect(tabs.dismissAll() == .queued)
        }
      }
    }

    /// The model's side of removing `part`'s routes from `start` (then presenting `steps`, as
    /// `setRoutes` does): the callbacks fire top-most first once the change is made; the routes
    /// they ask for are queued (their ids reserved at once): in the same part, right after the
    /// change; in another part (or behind one waiting there), once the operation is over — for
    /// the container's own operations over several routers, once all of it is over.
    /// Routes asked for by callbacks, waiting for the operation to be over.
    var queued: [Queued] = []

    func modelRemove(_ part: Int, from start: Int, thenPresent steps: [RouteStep<CoreScreen>] = [])
    {
      let removed = model.parts[part][start...].reversed()
      model.parts[part].removeSubrange(start...)
      for step in steps {
        model.parts[part].append(
          Entry(id: model.nextRoute, screen: step.screen, presentation: step.presentation))
        everHanded.insert(model.nextRoute)
        model.nextRoute += 1
      }
      var local: [Entry] = []
      for entry in removed {
        guard reentering, let reentry = reentries[entry.id] else { continue }
        switch reentry {
        case .route(let target):
          let reentered = Entry(id: model.nextRoute, screen: .detail(7), presentation: .push)
          model.nextRoute += 1
          // The part's own tabs applies it after this change, unless changes already wait in
          // the container's queue: then it waits behind them.
          if target == part && queued.isEmpty {
            local.append(reentered)
          } else {
            queued.append(.route(target, reentered))
          }
        case .select(let tab): queued.append(.select(tab))
        case .dismissAll: queued.append(.dismissAll)
        }
      }
      model.parts[part] += local
    }

    func lastModal(_ part: Int) -> Int? {
      model.parts[part].lastIndex { $0.presentation != .push }
    }

    func popToRootInModel(_ part: Int) {
      let start = lastModal(part).map { $0 + 1 } ?? 0
      if start < model.parts[part].count { modelRemove(part, from: start) }
    }

    func selectInModel(_ tab: Int) {
      if tab == model.selected { popToRootInModel(tab) } else { model.selected = tab }
    }

    func dismissAllInModel() {
      let order = [0, model.selected] + (1...Self.tabs.count).filter { $0 != model.selected }
      for target in order where !model.parts[target].isEmpty { modelRemove(target, from: 0) }
    }

    for step in 0..<Self.operationsPerSeed {
      // Between steps, other main-actor tests run: none waits behind a whole seed.
      await Task.yield()
      let part = Int.random(in: 0...Self.tabs.count, using: &random)
      let operation = Int.random(in: 0..<18, using: &random)
      var name = ""
      switch operation {
      case 0...4:
        let screen = screens.randomElement(using: &random)!
        let presentation = presentations.randomElement(using: &random)!
        let reentry: Reentry? =
          switch Int.random(in: 0..<20, using: &random) {
          case 0..<8: .route(Int.random(in: 0...Self.tabs.count, using: &random))
          case 8..<10: .select(Int.random(in: 1...Self.tabs.count, using: &random))
          case 10: .dismissAll
          default: nil
          }
        name =
          "route \(presentation) \(screen) in part \(part), then \(reentry.map { "\($0)" } ?? "nothing")"
        let predicted = model.nextRoute
        if let reentry { reentries[predicted] = reentry }
        let id = routerOf(part).routeTo(
          screen, as: presentation, onDismiss: callback(for: predicted))
        #expect(id.rawValue == model.nextRoute, "seed \(seed) step \(step): \(name)")
        model.nextRoute += 1
        #expect(!everHanded.contains(id.rawValue))
        everHanded.insert(id.rawValue)
        model.parts[part].append(Entry(id: id.rawValue, screen: screen, presentation: presentation))
      case 5:
        name = "pop part \(part)"
        if model.parts[part].last?.presentation == .push {
          modelRemove(part, from: model.parts[part].count - 1)
        }
        routerOf(part).pop()
      case 6:
        name = "dismiss part \(part)"
        if let index = lastModal(part) { modelRemove(part, from: index) }
        routerOf(part).dismiss()
      case 7:
        name = "popToRoot part \(part)"
        popToRootInModel(part)
        routerOf(part).popToRoot()
      case 8:
        let tab = Int.random(in: 1...Self.tabs.count, using: &random)
        name = "select part \(tab)"
        selectInModel(tab)
        tabs.select(Self.tabs[tab - 1])
      case 9:
        name = "dismissAll"
        dismissAllInModel()
        tabs.dismissAll()
      case 10:
        name = "user back"
        if tabs.visibleAlertRouter == nil {
          let target = model.parts[0].isEmpty ? model.selected : 0
          if !model.parts[target].isEmpty {
            modelRemove(target, from: model.parts[target].count - 1)
          }
        }
        tabs.userDidGoBack()
      case 11, 12:
        name = "alert in part \(part)"
        routerOf(part).presentAlert(Bool.random(using: &random) ? .delete : .info)
      case 13:
        name = "cancel the visible alert"
        tabs.visibleAlertRouter?.cancelAlert()
      case 14:
        let link = [
          "shop://home/items/1", "shop://home/edit", "shop://search/2", "shop://home",
          "shop://nowhere",
        ]
        .randomElement(using: &random)!
        name = "open \(link)"
        if let target = try? Self.links.target(for: link) {
          let tab = Self.tabs.firstIndex(of: target.tab)! + 1
          if !model.parts[0].isEmpty { modelRemove(0, from: 0) }
          var kept = 0
          let current = model.parts[tab]
          while kept < current.count, kept < target.steps.count,
            current[kept].screen == target.steps[kept].screen,
            current[kept].presentation == target.steps[kept].presentation
          {
            kept += 1
          }
          if kept < current.count || kept < target.steps.count {
            modelRemove(tab, from: kept, thenPresent: Array(target.steps[kept...]))
          }
          model.selected = tab
        }
        _ = try? tabs.open(link, using: Self.links)
      case 15:
        name = "save"
        saved = (try tabs.savedState(), model)
      case 16:
        guard let snapshot = saved else { continue }
        name = "restore"
        reentering = false
        let before = model
        let firstFresh = model.nextRoute
        for target in 0...Self.tabs.count {
          let same = before.parts[target] == snapshot.model.parts[target]
          if !same && !model.parts[target].isEmpty { modelRemove(target, from: 0) }
        }
        try tabs.restore(from: snapshot.data)
        reentering = true
        model.selected = snapshot.model.selected
        for target in 0...Self.tabs.count {
          let actual = routerOf(target).state.routes
          #expect(actual.map(\.screen) == snapshot.model.parts[target].map(\.screen))
          if before.parts[target] != snapshot.model.parts[target] {
            // A changed part arrives with fresh ids: saved ids were all handed out before.
            #expect(actual.allSatisfy { $0.id.rawValue >= firstFresh }, "seed \(seed) step \(step)")
          }
          model.parts[target] = actual.map {
            Entry(id: $0.id.rawValue, screen: $0.screen, presentation: $0.presentation)
          }
          for route in actual {
            #expect(!everHanded.contains(route.id.rawValue) || route.id.rawValue < firstFresh)
            everHanded.insert(route.id.rawValue)
            model.nextRoute = max(model.nextRoute, route.id.rawValue + 1)
          }
        }
      default:
        guard let snapshot = saved else { continue }
        let cut = Int.random(in: 0..<snapshot.data.count, using: &random)
        name = "restore a truncated save (\(cut) bytes)"
        #expect(throws: RestorationError.self) {
          try tabs.restore(from: snapshot.data.prefix(cut))
        }
      }

      // What callbacks asked for arrives once the operation is over, in order.
      // (A part's removal queues what its callbacks ask for as it fires them.)
      settleModel(
        endingEach: {}, next: { queued.isEmpty ? nil : queued.removeFirst() },
        apply: { change in
          switch change {
          case .route(let target, let entry): model.parts[target].append(entry)
          case .select(let tab): selectInModel(tab)
          case .dismissAll: dismissAllInModel()
          }
        })

      // Every part shows what the model says.
      for target in 0...Self.tabs.count {
        let actual = routerOf(target).state.routes.map {
          Entry(id: $0.id.rawValue, screen: $0.screen, presentation: $0.presentation)
        }
        #expect(actual == model.parts[target], "seed \(seed) step \(step) part \(target): \(name)")
        if actual != model.parts[target] { return }
      }
      #expect(tabs.selectedTab == Self.tabs[model.selected - 1], "seed \(seed) step \(step)")
      // Each route that left was dismissed exactly once; a present one not at all.
      let present = Set(model.parts.joined().map(\.id))
      for id in everHanded {
        let count = dismissedEvents[id, default: 0]
        if count != (present.contains(id) ? 0 : 1) {
          Issue.record(
            "seed \(seed) step \(step): route #\(id) dismissed \(count) times after \(name)")
          return
        }
      }
      // Ids are unique across the container, and the visible alert follows the rule.
      let state = tabs.state
      #expect(throws: Never.self) { try state.validate() }
      #expect(state.visibleAlert == (state.overlay.visibleAlert ?? state.selected.visibleAlert))
      for (id, count) in fired where count != 1 || present.contains(id) {
        Issue.record("seed \(seed) step \(step): the callback of #\(id) fired \(count) times")
        return
      }
    }
  }
}
