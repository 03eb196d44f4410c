import MVIRouter

extension Cases {
  /// Runs `cycles` iterations of one case's loop and nothing else, for a profiler.
  /// - Returns: `false` for an unknown case name, or when a callback count comes out wrong.
  static func profile(_ name: String, cycles: Int) -> Bool {
    let router = Router()
    var calls = 0
    switch name {
    case "cycle":
      for i in 0..<cycles {
        router.routeTo(.sheet(i), as: .sheet) { _ in calls += 1 }
        router.dismiss()
      }
    case "scoped":
      let (app, feature) = scopedRouter()
      for i in 0..<cycles {
        feature.routeTo(.sheet(i), as: .sheet) { _ in calls += 1 }
        feature.dismiss()
      }
      blackHole(app.state.routes.count)
    case "alert":
      for _ in 0..<cycles {
        router.presentAlert(.info) { _ in calls += 1 }
        router.cancelAlert()
      }
    case "popToRoot":
      for _ in 0..<max(1, cycles / 10_000) {
        router.perform {
          for i in 0..<10_000 { router.routeTo(.detail(i), as: .push) { _ in calls += 1 } }
        }
        router.popToRoot()
      }
      return calls == max(1, cycles / 10_000) * 10_000
    case "drain":
      router.perform {
        for _ in 0..<cycles { router.presentAlert(.info, owner: .root) { _ in calls += 1 } }
      }
      let button = router.state.visibleAlert!.buttons[0].action!
      for _ in 0..<cycles { router.resolveAlert(button) }
    case "observed":
      let subscription = router.observe { _ in calls += 0 }
      for i in 0..<cycles {
        router.routeTo(.sheet(i), as: .sheet) { _ in calls += 1 }
        router.dismiss()
      }
      subscription.cancel()
    case "reroute":
      // popToRoot of 10,000 routes whose dismiss callbacks each route again, repeated.
      for _ in 0..<max(1, cycles / 10_000) {
        router.perform {
          for i in 0..<10_000 {
            router.routeTo(.detail(i), as: .push) { [unowned router] _ in
              calls += 1
              router.routeTo(.list, as: .push)
            }
          }
        }
        router.popToRoot()
        router.popToRoot()
      }
      return calls == max(1, cycles / 10_000) * 10_000
    case "frame":
      // An 80×24 frame over 10,000 pushes without screen content.
      let scene = Cases.scene(pushes: 10_000, sheets: 0, alert: false, withContent: false)
      var lines = 0
      for _ in 0..<cycles {
        lines += Cases.render(scene, width: 80, height: 24).count
      }
      return lines == 24 * cycles
    case "pop":
      for i in 0..<cycles {
        router.routeTo(.detail(i), as: .push) { _ in calls += 1 }
        router.pop()
      }
    default:
      return false
    }
    blackHole(calls)
    return calls == cycles
  }
}
