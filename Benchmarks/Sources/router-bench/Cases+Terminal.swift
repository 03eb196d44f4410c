import MVIRouter
@_spi(Benchmarks) import MVIRouterTerminal

/// What one frame draws: the navigation, the root's content and each route's content.
struct Scene {
  var state: NavigationState<BenchScreen, BenchAlert>
  var root: TerminalScreenContent
  var screens: [RouteID: TerminalScreenContent]
}

extension Cases {
  static func content(for route: Route<BenchScreen>) -> TerminalScreenContent {
    TerminalScreenContent(
      title: "Screen \(route.id.rawValue)", body: ["Some text about \(route.screen)."],
      rows: (1...6).map { TerminalRow("Row \($0)", detail: "detail") }, selectedRow: 2)
  }

  static let rootContent = TerminalScreenContent(
    title: "Home", body: ["Welcome."], rows: (1...10).map { TerminalRow("Item \($0)") })

  /// `pushes` pushed routes, then `sheets` sheets, and an alert if asked; every route has
  /// content unless `withContent` is false.
  static func scene(pushes: Int, sheets: Int, alert: Bool, withContent: Bool = true) -> Scene {
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
          actions: [.destructive("Delete"), .cancel()]))
    }
    var screens: [RouteID: TerminalScreenContent] = [:]
    if withContent {
      for route in routes { screens[route.id] = content(for: route) }
    }
    return Scene(
      state: NavigationState(routes: routes, alerts: alerts), root: rootContent, screens: screens)
  }

  static func render(_ scene: Scene, width: Int, height: Int) -> [String] {
    TerminalRenderer.render(
      state: scene.state, root: scene.root, screens: scene.screens, alertFocus: 0, width: width,
      height: height)
  }

  func frameCost(_ scene: Scene, width: Int = 80, height: Int = 24) -> Double {
    var lines = 0
    let (nanoseconds, _) = Measure.perOperation(maxOperations: count(20_000), repeats: samples) {
      n in
      for _ in 0..<n {
        lines +=
          TerminalRenderer.render(
            state: scene.state, root: scene.root, screens: scene.screens, alertFocus: 0,
            width: width, height: height
          ).count
      }
    }
    report.check(lines > 0, "frames were rendered")
    return nanoseconds / 1000
  }

  func frames() {
    let scene = Cases.scene(pushes: 3, sheets: 2, alert: true)
    let small = frameCost(scene)
    report.add(
      BenchResult(
        name: "render one 80×24 frame (3 pushes, 2 sheets, an alert)", unit: "µs/frame",
        value: small, target: .report, targetText: "report"))
    let large = frameCost(scene, width: 200, height: 60)
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
        Cases.scene(pushes: 3, sheets: sheets, alert: false, withContent: withContent))
      let deep = frameCost(
        Cases.scene(pushes: depth, sheets: sheets, alert: false, withContent: withContent))
      report.add(
        BenchResult(
          name: "80×24 frame with \(depth) \(label)", unit: "µs/frame", value: deep,
          baselineName: "same frame at depth 3", baseline: shallow, target: .atMost(1.5),
          targetText: "≤ 1.5× depth 3"))
    }
  }

  func keyPressBytes() {
    var scene = Cases.scene(pushes: 3, sheets: 2, alert: false)
    let top = scene.state.routes.last!.id
    let before = TerminalRenderer.render(
      state: scene.state, root: scene.root, screens: scene.screens, alertFocus: 0, width: 80,
      height: 24)
    scene.screens[top]?.selectedRow += 1
    let after = TerminalRenderer.render(
      state: scene.state, root: scene.root, screens: scene.screens, alertFocus: 0, width: 80,
      height: 24)
    report.check(before != after, "a key press changes the frame")
    let keyPress = Double(TerminalFrameDiff.update(from: before, to: after).utf8.count)
    let full = Double(TerminalFrameDiff.redraw(after).utf8.count)
    report.add(
      BenchResult(
        name: "bytes one key press writes (selection moves one row)", unit: "bytes",
        value: keyPress, baselineName: "full redraw", baseline: full, target: .atMost(0.25),
        targetText: "< 25% of a full redraw"))
  }

  /// Decoding a large paste in one `feed` call, against the same bytes fed 1 KB at a time.
  func keyDecoding() {
    let pattern =
      Array("hello, wörld ".utf8) + [0x1B, 0x5B, 0x41] + Array("é→".utf8) + [0x0D]
      + [0x1B, 0x5B, 0x42] + [0x7F]
    let chunk = pattern.count * 64
    let size = quick ? 64 * 1024 : 1024 * 1024
    var bytes: [UInt8] = []
    while bytes.count < size { bytes += pattern }
    var oneCallKeys = 0
    let oneCall = Measure.seconds(repeats: min(repeats, 3)) { () -> TerminalKeyDecoder in
      TerminalKeyDecoder()
    } _: { decoder in
      oneCallKeys = decoder.feed(bytes).count + decoder.flush().count
    }
    var chunkedKeys = 0
    let chunked = Measure.seconds(repeats: repeats) { () -> TerminalKeyDecoder in
      TerminalKeyDecoder()
    } _: { decoder in
      chunkedKeys = 0
      var start = 0
      while start < bytes.count {
        let end = min(bytes.count, start + chunk)
        chunkedKeys += decoder.feed(Array(bytes[start..<end])).count
        start = end
      }
      chunkedKeys += decoder.flush().count
    }
    report.check(
      oneCallKeys == chunkedKeys && oneCallKeys > 0,
      "the decoder finds the same keys in one call (\(oneCallKeys)) as in chunks (\(chunkedKeys))")
    report.add(
      BenchResult(
        name:
          "TerminalKeyDecoder.feed of \(bytes.count / 1024) KB in one call (\(oneCallKeys) keys)",
        unit: "ms", value: oneCall * 1e3, baselineName: "same bytes in \(chunk)-byte feeds",
        baseline: chunked * 1e3, target: .atMost(2), targetText: "≤ 2× chunked (linear)"))
  }
}
