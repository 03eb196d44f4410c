import Foundation
import MVIRouter
import Testing

/// Applies random operations to the engine and to ``ReferenceModel`` side by side — routing,
/// every kind of dismissal, alerts, results, the user going back, deep links, saving and
/// restoring, corrupted restores, and dismiss callbacks that route again from inside the
/// delivery (queued, decided when applied) — and compares the state, the events and the ids
/// after each one.
///
/// A failure names the seed and the step; replay one seed with `MVIROUTER_SEED=<seed>`.
@MainActor
@Suite struct ModelBasedTests {
  nonisolated static let seeds = SeededGenerator.seeds(10)
  nonisolated static let operationsPerSeed = 10_000

  static let links = DeepLinkMap<CoreScreen>(
    scheme: "shop",
    [
      DeepLink("") { _ in [] },
      DeepLink("items/:id") { p in [.push(.list), .push(.detail(try p.int("id")))] },
      DeepLink("items/:id/edit") { p in
        [.push(.list), .push(.detail(try p.int("id"))), .sheet(.edit)]
      },
      DeepLink("settings") { _ in [.cover(.settings), .sheet(.picker)] },
    ])

  /// Holds the id a callback's own route got, for its counting callback.
  final class IDBox {
    var value = 0
  }

  /// Each seed runs observed (every event compared) and unobserved (where a lone departure is
  /// delivered directly: the state, the policy's dismissals and the callbacks compared).
  @Test(arguments: seeds, [true, false])
  func engineAndModelAgreeOnEveryOperation(seed: UInt64, observed: Bool) async throws {
    var random = SeededGenerator(state: seed)
    let hooks = CoreRouter()
    let routerEvents = RouterEvents<CoreScreen, CoreAlert>(router: hooks)
    var events: [String] = []
    if observed { routerEvents.observeAlways { events.append("\($0)") } }
    var model = ReferenceModel()
    var fired: [Int: Int] = [:]
    var handled: Set<Int> = []
    var saved: (data: Data, model: ReferenceModel)?
    let screens: [CoreScreen] = [.list, .detail(1), .detail(2), .edit, .picker, .settings]
    let presentations: [RouterScreenPresentationType] = [.push, .push, .sheet, .fullScreenCover]
    var reservedByCallbacks: [Int] = []

    // What a dismiss callback asks of the routerEvents while events are being delivered.
    func reenter(_ reentry: ReferenceModel.Reentry) {
      switch reentry {
      case .route(let screen, let presentation):
        let box = IDBox()
        let id = routerEvents.routeTo(screen, as: presentation) { _ in
          fired[box.value, default: 0] += 1
        }
        box.value = id.rawValue
        reservedByCallbacks.append(id.rawValue)
        handled.insert(id.rawValue)
      case .alert(let alert): routerEvents.presentAlert(alert)
      case .popTo(let screen): routerEvents.pop(to: screen)
      case .userBack: routerEvents.userDidGoBack()
      case .dismiss: routerEvents.dismiss()
      case .pop: routerEvents.pop()
      }
    }

    func randomReentry() -> ReferenceModel.Reentry? {
      switch Int.random(in: 0..<12, using: &random) {
      case 0, 1:
        .route(
          screens.randomElement(using: &random)!, presentations.randomElement(using: &random)!)
      case 2: .alert(Bool.random(using: &random) ? .delete : .info)
      case 3: .popTo(screens.randomElement(using: &random)!)
      case 4: .userBack
      case 5: .dismiss
      case 6: .pop
      default: nil
      }
    }

    for step in 0..<Self.operationsPerSeed {
      // Between steps, other main-actor tests run: none waits behind a whole seed.
      await Task.yield()
      events = []
      reservedByCallbacks = []
      let dismissedBefore = hooks.dismissed.count
      let expected: [String]
      let operation = Int.random(in: 0..<20, using: &random)
      var name = ""
      switch operation {
      case 0...3:
        let screen = screens.randomElement(using: &random)!
        let presentation = presentations.randomElement(using: &random)!
        let expectsResult = Bool.random(using: &random)
        let reentry = randomReentry()
        name = "route \(presentation) \(screen) then \(reentry.map { "\($0)" } ?? "nothing")"
        let predicted = model.nextRoute
        expected = model.route(screen, presentation, expectsResult: expectsResult, reentry: reentry)
        let count: (DismissReason) -> Void = { _ in
          fired[predicted, default: 0] += 1
          if let reentry { reenter(reentry) }
        }
        let id =
          expectsResult
          ? routerEvents.routeTo(
            screen, as: presentation, expecting: Int.self, onDismiss: count, onResult: { _ in })
          : routerEvents.routeTo(screen, as: presentation, onDismiss: count)
        #expect(id.rawValue == predicted)
        handled.insert(predicted)
      case 4:
        name = "dismiss"
        expected = model.dismiss()
        routerEvents.dismiss()
      case 5:
        name = "pop"
        expected = model.pop()
        routerEvents.pop()
      case 6:
        name = "popToRoot"
        expected = model.popToRoot()
        routerEvents.popToRoot()
      case 7:
        name = "dismissAll"
        expected = model.dismissAll()
        routerEvents.dismissAll()
      case 8:
        name = "goBack"
        expected = model.goBack(nil)
        routerEvents.goBack()
      case 9:
        name = "user back"
        expected = model.userBack()
        routerEvents.userDidGoBack()
      case 10:
        let count = Int.random(in: 0...4, using: &random)
        let steps = (0..<count).map { _ in
          RouteStep(
            screens.randomElement(using: &random)!,
            as: presentations.randomElement(using: &random)!)
        }
        name = "setRoutes \(steps)"
        expected = model.setRoutes(steps, reason: .replaced)
        routerEvents.setRoutes(steps)
      case 11, 12:
        let alert: CoreAlert = Bool.random(using: &random) ? .delete : .info
        name = "presentAlert \(alert)"
        expected = model.presentAlert(alert)
        routerEvents.presentAlert(alert)
      case 13:
        let action = ["Delete", "Cancel", "OK"].randomElement(using: &random)!
        name = "resolveAlert \(action)"
        expected = model.resolveAlert(action)
        routerEvents.resolveAlert(action)
      case 14:
        name = "cancelAlert"
        expected = model.cancelAlert()
        routerEvents.cancelAlert()
      case 15:
        guard let top = routerEvents.state.routes.last, model.routes.last?.expectsResult == true
        else {
          continue
        }
        let value = Int.random(in: 0...99, using: &random)
        name = "finish \(value)"
        expected = model.finishTop(with: value)
        routerEvents.finish(top.id, with: value)
      case 16:
        let link = [
          "shop://", "shop://items/3", "shop://items/4/edit", "shop://settings", "shop://nowhere",
          "shop://items/x", "http://items/3",
        ].randomElement(using: &random)!
        name = "open \(link)"
        do {
          let steps = try Self.links.steps(for: link)
          expected = model.setRoutes(steps, reason: .deepLink)
        } catch {
          expected = []
        }
        _ = try? routerEvents.open(link, using: Self.links)
      case 17:
        name = "save"
        saved = (try routerEvents.savedState(), model)
        expected = []
      case 18:
        guard let snapshot = saved else { continue }
        name = "restore"
        expected = model.restore(snapshot.model)
        try routerEvents.restore(from: snapshot.data)
      default:
        guard let snapshot = saved else { continue }
        let cut = Int.random(in: 0..<snapshot.data.count, using: &random)
        name = "restore a truncated save (\(cut) bytes)"
        expected = []
        #expect(throws: RestorationError.self) {
          try routerEvents.restore(from: snapshot.data.prefix(cut))
        }
      }
      let settled = model.settle(expected)
      let heard =
        observed
        ? events == settled.events
        : hooks.dismissed.count - dismissedBefore
          == settled.events.filter { $0.hasPrefix("dismissed ") }.count
      guard heard, routerEvents.state.description == model.text,
        reservedByCallbacks == settled.reserved
      else {
        Issue.record(
          """
          seed \(seed), step \(step) (\(name)); replay with MVIROUTER_SEED=\(seed)
            events expected: \(settled.events)
            events received: \(events)
            ids reserved by callbacks expected: \(settled.reserved), received: \(reservedByCallbacks)
            state expected: \(model.text)
            state actual:   \(routerEvents.state)
          """)
        return
      }
    }

    // Every route presented is dismissed exactly once by the end (callbacks may route again,
    // so clear until nothing is left).
    for _ in 0..<100 where !routerEvents.state.routes.isEmpty || !model.routes.isEmpty {
      routerEvents.setRoutes([])
      _ = model.settle(model.setRoutes([], reason: .replaced))
    }
    #expect(routerEvents.state.routes.isEmpty)
    #expect(Set(fired.keys) == handled)
    #expect(fired.values.allSatisfy { $0 == 1 })
    #expect(model.presentedCount == model.dismissedCount)
    #expect(hooks.dismissed.count == model.dismissedCount)
  }
}
