import MVIRouter
import MVIRouterTerminal

/// A screen with fixed content: the benchmark measures the host's frame, not a model.
@MainActor
final class BenchTerminalScreen: TerminalScreen {
  let title: String
  let body: [String]
  let rows: [TerminalRow]

  init(title: String, body: [String] = [], rows: [TerminalRow] = []) {
    self.title = title
    self.body = body
    self.rows = rows
  }
}

/// The screens of a benchmark scene: every route with a title, a line and six rows, or (without
/// content) empty ones.
@MainActor
struct BenchScreenFactory: TerminalScreenFactory {
  let routerEvents: RouterEvents<BenchScreen, BenchAlert>
  var withContent = true

  func makeRootScreen() -> any TerminalScreen {
    BenchTerminalScreen(
      title: "Home", body: ["Welcome."], rows: (1...10).map { TerminalRow("Item \($0)") })
  }

  func makeScreen(for route: Route<BenchScreen>) -> any TerminalScreen {
    guard withContent else { return BenchTerminalScreen(title: "") }
    return BenchTerminalScreen(
      title: "Screen \(route.id.rawValue)", body: ["Some text about \(route.screen)."],
      rows: (1...6).map { TerminalRow("Row \($0)", detail: "detail") })
  }
}

/// What one frame draws: the navigation, and the host that shows it with its screens.
@MainActor
struct Scene {
  var state: NavigationState<BenchScreen, BenchAlert>
  var host: TerminalHost<BenchScreenFactory>
}

extension Cases {
  /// The scene of ``host(pushes:sheets:alert:withContent:width:height:)``.
  static func scene(pushes: Int, sheets: Int, alert: Bool, withContent: Bool = true) -> Scene {
    let host = host(pushes: pushes, sheets: sheets, alert: alert, withContent: withContent)
    return Scene(state: host.screenFactory.routerEvents.state, host: host)
  }

  /// The scene's frame at a size, through `TerminalHost.frame()`.
  static func render(_ scene: Scene, width: Int, height: Int) -> [String] {
    scene.host.width = width
    scene.host.height = height
    return scene.host.frame()
  }

  /// A terminal host showing `pushes` pushed routes, then `sheets` sheets, and an alert if
  /// asked — built through the public API, as an app would.
  static func host(
    pushes: Int, sheets: Int, alert: Bool, withContent: Bool = true, width: Int = 80,
    height: Int = 24
  ) -> TerminalHost<BenchScreenFactory> {
    var routes: [Route<BenchScreen>] = []
    for i in 0..<pushes {
      routes.append(Route(id: RouteID(rawValue: i + 1), screen: .detail(i), presentation: .push))
    }
    for i in 0..<sheets {
      routes.append(
        Route(id: RouteID(rawValue: pushes + i + 1), screen: .sheet(i), presentation: .sheet))
    }
    var alerts: [PresentedAlert<BenchAlert>] = []
    if alert {
      alerts.append(
        PresentedAlert(
          id: AlertID(rawValue: 1), alert: .info, owner: routes.last?.id, title: "Delete?",
          message: "This cannot be undone.",
          buttons: [.destructive("Delete"), .cancel()]))
    }
    let routerEvents = RouterEvents<BenchScreen, BenchAlert>(
      state: NavigationState(routes: routes, alerts: alerts))
    let host = TerminalHost(
      screenFactory: BenchScreenFactory(routerEvents: routerEvents, withContent: withContent))
    host.width = width
    host.height = height
    return host
  }

  /// One frame of `host`, as `TerminalHost.frame()` draws it.
  func frameCost(_ host: TerminalHost<BenchScreenFactory>) -> Double {
    var lines = 0
    let (nanoseconds, _) = Measure.perOperation(maxOperations: count(20_000), repeats: samples) {
      n in
      for _ in 0..<n { lines += host.frame().count }
    }
    report.check(lines > 0, "frames were rendered")
    return nanoseconds / 1000
  }

  /// Frames through the public API (`TerminalHost.frame()`): how the size and the stack's depth
  /// change a frame's cost. What a key press writes, and the key decoder's linear cost, are
  /// checked by the library's tests (`KeyPressBytesTests`, `TerminalKeyDecoderTests`): the
  /// diff and the decoder are the host's own, not public.
  func frames() {
    let small = frameCost(Cases.host(pushes: 3, sheets: 2, alert: true))
    report.add(
      BenchResult(
        name: "render one 80×24 frame (3 pushes, 2 sheets, an alert)", unit: "µs/frame",
        value: small, target: .report, targetText: "report"))
    let large = frameCost(Cases.host(pushes: 3, sheets: 2, alert: true, width: 200, height: 60))
    report.add(
      BenchResult(
        name: "render the same frame at 200×60", unit: "µs/frame", value: large,
        baselineName: "80×24 frame", baseline: small, target: .atMost(3),
        targetText: "≤ 3× the 80×24 frame"))

    let depth = 10_000
    let shapes: [(String, Int, Bool)] = [
      ("pushes in the top layer", 0, true),
      ("pushes under two sheets", 2, true),
      ("pushes in the top layer, no screen content", 0, false),
    ]
    for (label, sheets, withContent) in shapes {
      let shallow = frameCost(
        Cases.host(pushes: 3, sheets: sheets, alert: false, withContent: withContent))
      let deep = frameCost(
        Cases.host(pushes: depth, sheets: sheets, alert: false, withContent: withContent))
      report.add(
        BenchResult(
          name: "80×24 frame with \(depth) \(label)", unit: "µs/frame", value: deep,
          baselineName: "same frame at depth 3", baseline: shallow, target: .atMost(1.5),
          targetText: "≤ 1.5× depth 3"))
    }
  }
}
