import Foundation
import MVIRouter
import Testing

/// The same random operations on three routers that deliver by different paths — with nothing
/// listening (where removals are quiet and the most common transactions skip the effect list),
/// with an observer, and with a policy whose hooks hear everything — must call the same
/// callbacks, with the same reasons and results, in the same order, and leave the same state.
///
/// The observed and the hooked routers take the general delivery, which the model-based tests
/// compare with their models event by event; this test holds the quiet one to them. Callbacks
/// route again, pop and present alerts from inside deliveries, closures are released in the
/// same order (some releases route again), and some operations run in batches, so the queued
/// paths are taken too. Replay one seed with `MVIROUTER_SEED=<seed>`.
@MainActor
@Suite struct DeliveryPathsAgreeTests {
  nonisolated static let seeds = SeededGenerator.seeds(6)

  /// A policy with every default: its presence alone turns the router's hooks on.
  struct HookedPolicy: RouterPolicy {
    typealias Screen = CoreScreen
    typealias Alert = CoreAlert
  }

  /// One router and what its callbacks heard.
  @MainActor final class Driver {
    let router: RouterEvents<CoreScreen, CoreAlert>
    var log: [String] = []
    var label = 0
    var subscription: RouterSubscription?

    init(_ router: RouterEvents<CoreScreen, CoreAlert>) { self.router = router }

    /// Routes `screen`; its callback logs its reason and, for some, acts again (`reentry`). It
    /// holds an object whose release the log records too, so the three routers must release
    /// their closures in the same order (and some releases route again).
    func route(_ screen: CoreScreen, as presentation: RouterScreenPresentationType, reentry: Int) {
      label += 1
      let name = "#\(label)"
      let probe = ReleaseProbe { [weak self] in
        guard let self else { return }
        log.append("\(name) released")
        if reentry == 5 { route(.detail(label), as: .push, reentry: 0) }
      }
      router.routeTo(screen, as: presentation) { [unowned self] reason in
        withExtendedLifetime(probe) { log.append("\(name) \(reason)") }
        act(reentry, from: name)
      }
    }

    /// Routes `screen` expecting an `Int`: its result handler logs what it got.
    func routeExpecting(_ screen: CoreScreen, as presentation: RouterScreenPresentationType) {
      label += 1
      let name = "#\(label)"
      router.routeTo(screen, as: presentation, expecting: Int.self) { [unowned self] reason in
        log.append("\(name) \(reason)")
      } onResult: { [unowned self] result in
        log.append("\(name) result \(result)")
      }
    }

    /// What a callback does again while the delivery is under way.
    func act(_ reentry: Int, from name: String) {
      switch reentry {
      case 1: route(.detail(label), as: .push, reentry: 0)
      case 2: router.pop()
      case 3: router.presentAlert(.info) { [unowned self] in log.append("\(name) alert \($0)") }
      case 4: router.popToRoot()
      default: break
      }
    }
  }

  @Test(arguments: seeds)
  func quietObservedAndHookedDeliveriesAgree(seed: UInt64) throws {
    var random = SeededGenerator(state: seed)
    let quiet = Driver(RouterEvents())
    let observed = Driver(RouterEvents())
    observed.subscription = observed.router.observe { _ in }
    let hooked = Driver(RouterEvents(router: HookedPolicy()))
    let drivers = [quiet, observed, hooked]
    let screens: [CoreScreen] = [.list, .detail(1), .edit, .picker, .settings]
    let presentations: [RouterScreenPresentationType] = [.push, .push, .sheet, .fullScreenCover]
    var saved: [Data?] = [nil, nil, nil]

    for step in 0..<3_000 {
      let operation = Int.random(in: 0..<18, using: &random)
      let screen = screens.randomElement(using: &random)!
      let presentation = presentations.randomElement(using: &random)!
      let reentry = Int.random(in: 0..<8, using: &random)
      let steps = (0..<Int.random(in: 0...3, using: &random)).map { _ in
        RouteStep(
          screens.randomElement(using: &random)!, as: presentations.randomElement(using: &random)!)
      }
      let pick = Int.random(in: 0..<100, using: &random)
      let value = Int.random(in: 0..<100, using: &random)
      for (index, driver) in drivers.enumerated() {
        let router = driver.router
        let routes = router.state.routes
        switch operation {
        case 0, 1, 2: driver.route(screen, as: presentation, reentry: reentry)
        case 3: driver.routeExpecting(screen, as: presentation)
        case 4: router.dismiss()
        case 5: router.pop()
        case 6: router.popToRoot()
        case 7: router.dismissAll()
        case 8: if !routes.isEmpty { router.pop(to: routes[pick % routes.count].id) }
        case 9: if !routes.isEmpty { router.close(routes[pick % routes.count].id) }
        case 10: if let top = routes.last { router.finish(top.id, with: value) }
        case 11: router.setRoutes(steps)
        case 12: router.userDidGoBack()
        case 13:
          router.presentAlert(pick.isMultiple(of: 2) ? .delete : .info) {
            driver.log.append("alert \($0)")
          }
        case 14: router.cancelAlert()
        case 15:
          router.perform {
            driver.route(screen, as: presentation, reentry: reentry)
            router.popToRoot()
          }
        case 16: saved[index] = try router.savedState()
        default: if let data = saved[index] { try router.restore(from: data) }
        }
      }
      for driver in drivers.dropFirst() {
        guard driver.log == quiet.log, driver.router.state == quiet.router.state else {
          Issue.record(
            """
            seed \(seed), step \(step) (operation \(operation)); replay with MVIROUTER_SEED=\(seed)
              quiet:    \(quiet.log.suffix(8)) \(quiet.router.state)
              compared: \(driver.log.suffix(8)) \(driver.router.state)
            """)
          return
        }
      }
    }
    // Every callback fired, and the runs were long enough to take the quiet paths.
    #expect(quiet.log.count > 1_000)
  }
}
