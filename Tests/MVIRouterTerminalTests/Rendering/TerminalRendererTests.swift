import MVIRouter
import MVIRouterTesting
import Testing

@testable import MVIRouterTerminal

@Suite @MainActor struct TerminalRendererTests {
  let router = FixtureScreenFactory()
  var events: RouterEvents<CatalogScreen, CatalogAlert> { router.routerEvents }

  func frame(width: Int = 60, height: Int = 16) -> [String] {
    let host = TerminalHost(screenFactory: router)
    host.width = width
    host.height = height
    return host.frame()
  }

  @Test func root() {
    expectGolden(frame(), named: "root")
  }

  @Test func push() {
    events.routeTo(.list)
    events.routeTo(.detail(7))
    expectGolden(frame(), named: "push")
  }

  @Test func sheetOverAPush() {
    events.routeTo(.detail(7))
    events.routeTo(.edit)
    expectGolden(frame(), named: "sheet-over-push")
  }

  @Test func twoSheetsInsetFurther() {
    events.routeTo(.detail(7))
    events.routeTo(.edit)
    events.routeTo(.search)
    expectGolden(frame(), named: "two-sheets")
  }

  /// The rows a sheet's box spans, its top and bottom borders included.
  private func boxHeight(_ lines: [String]) -> Int {
    let top = lines.firstIndex { $0.contains("┌─") }!
    let bottom = lines.lastIndex { $0.contains("└") }!
    return bottom - top + 1
  }

  @Test func aMediumSheetTakesAboutHalfTheBody() {
    events.routeTo(.detail(7))
    events.routeTo(.edit, as: .sheet, options: .medium)
    let lines = frame(height: 24)
    expectGolden(lines, named: "sheet-medium")
    // The body is 24 lines less the breadcrumbs, the rule and the keys line: 21; half is 10.5.
    #expect(boxHeight(lines) == 11)
  }

  /// A sheet rises from the bottom of the body at its detent's height: its bottom border is
  /// the body's last line, and the parent stays readable above it.
  @Test func aSheetRisesFromTheBottomAndLeavesItsParentAbove() throws {
    events.routeTo(.detail(7))
    events.routeTo(.edit, as: .sheet, options: .medium)
    let medium = frame(width: 80, height: 24)
    #expect(medium[22].hasPrefix("  └"), "\(medium.joined(separator: "\n"))")
    #expect(medium[12].hasPrefix("  ┌─ Edit"))
    #expect(medium[2] == "Item 7 costs 21.00.")
    events.dismiss()
    events.routeTo(.edit, as: .sheet, options: PresentationOptions(detents: [.large]))
    let large = frame(width: 80, height: 24)
    #expect(large[3].hasPrefix("  ┌─ Edit"))
    #expect(large[22].hasPrefix("  └"))
    #expect(large != medium)
    events.dismiss()
    // Without detents a sheet is as tall as its content, at least half the body, at the bottom.
    events.routeTo(.edit)
    let plain = frame(width: 80, height: 24)
    #expect(plain[22].hasPrefix("  └"))
    #expect(plain[2] == "Item 7 costs 21.00.")
    let top = try #require(plain.firstIndex { $0.contains("┌─ Edit") })
    #expect(top > 3)
  }

  @Test func aFractionSheetTakesThatFractionAndLargeTheWholeBody() {
    events.routeTo(.detail(7))
    events.routeTo(.edit, as: .sheet, options: PresentationOptions(detents: [.fraction(0.3)]))
    let lines = frame(height: 24)
    expectGolden(lines, named: "sheet-fraction")
    #expect(boxHeight(lines) == 6)
    events.dismiss()
    events.routeTo(.edit, as: .sheet, options: PresentationOptions(detents: [.large]))
    #expect(boxHeight(frame(height: 24)) == 20)
  }

  @Test func aLockedSheetListsNoBackKey() {
    events.routeTo(.edit, as: .sheet, options: .locked)
    #expect(frame().last?.contains("esc back") == false)
    events.dismiss()
    events.routeTo(.edit)
    #expect(frame().last?.contains("esc back") == true)
  }

  @Test func coverHidesWhatIsBelow() {
    events.routeTo(.detail(7))
    events.routeTo(.edit)
    events.routeTo(.checkout)
    let lines = frame()
    expectGolden(lines, named: "cover")
    #expect(!lines.joined().contains("Item 7 costs"))
  }

  @Test func alertOverASheet() {
    events.routeTo(.detail(7))
    events.routeTo(.edit)
    events.presentAlert(.deleteFailed)
    events.presentAlert(.info)
    let lines = frame()
    expectGolden(lines, named: "alert-over-sheet")
    #expect(lines.joined().contains("[ Cancel] [▸Delete]") == false)
    #expect(lines.joined().contains("[▸Cancel] [ Delete]"))
    #expect(lines.joined().contains("+1 queued"))
  }

  @Test func longBreadcrumbIsCutFromTheLeft() {
    for name in ["Groceries", "Vegetables", "Roots", "Carrots", "Orange carrots", "Organic"] {
      events.routeTo(.named(name))
    }
    let lines = frame(width: 40)
    expectGolden(lines, named: "long-breadcrumb")
    #expect(lines[0].hasPrefix("…"))
    #expect(lines[0].hasSuffix("Organic"))
  }

  @Test func narrowTerminal() {
    events.routeTo(.detail(7))
    events.routeTo(.edit)
    events.presentAlert(.deleteFailed)
    expectGolden(frame(width: 30, height: 14), named: "narrow")
  }

  @Test func tinyTerminalSaysSo() {
    let lines = frame(width: 16, height: 4)
    expectGolden(lines, named: "tiny")
    #expect(lines.joined(separator: " ").contains("too small"))
  }

  /// Whatever the size, the too-small screen's last line says how to leave.
  @Test(arguments: [(16, 4), (23, 20), (80, 5), (8, 2), (30, 1)])
  func theTooSmallScreenSaysThatQQuits(width: Int, height: Int) {
    let lines = frame(width: width, height: height)
    #expect(lines.count == height)
    #expect(lines.last?.contains("q quits") == true)
  }

  /// At 10×5 the message wrapped to five lines and the fifth, the size it needs, was cut: the
  /// frame said the terminal was too small but not what would do. At every size the needed
  /// size fits in (five columns for `≥24×6`), one line shows it whole; the last line says how
  /// to leave whenever `q quits` fits; the current size shows too when there is room.
  @Test func theTooSmallScreenShowsTheSizeItNeedsAtAnySizeItFits() {
    #expect(
      frame(width: 10, height: 5) == ["Too small:", "10×5,", "needs", "24×6.", "q quits"])
    #expect(frame(width: 23, height: 2) == ["Too small, needs 24×6", "q quits"])
    #expect(frame(width: 30, height: 1) == ["needs 24×6 · q quits"])
    #expect(frame(width: 7, height: 2) == ["≥24×6", "q quits"])
    for width in 1..<TerminalRenderer.minimumWidth {
      for height in 1...12 {
        let lines = frame(width: width, height: height)
        #expect(lines.count == height)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(width)×\(height)")
        if width >= 5 {
          #expect(lines.contains { $0.contains("24×6") }, "\(width)×\(height): \(lines)")
        }
        if height >= 2, width >= 7 {
          #expect(lines.last == "q quits", "\(width)×\(height)")
        }
      }
    }
    for height in 1..<TerminalRenderer.minimumHeight {
      #expect(frame(width: 80, height: height).contains { $0.contains("needs 24×6") })
    }
    #expect(frame(width: 80, height: 5).first == "Terminal too small: 80×5, needs 24×6.")
  }

  /// A notice longer than the frame is wide wraps upwards from the bottom line: all of it
  /// can be read.
  @Test func aLongNoticeWrapsSoAllOfItShows() {
    let host = TerminalHost(screenFactory: router)
    let notice =
      "not restoring /home/someone/.local/state/demo/navigation.json: the data couldn't be read "
      + "because it isn't in the correct format; starting fresh"
    host.showNotice(notice)
    let lines = host.frame()
    #expect(lines.count == 24)
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 80 })
    let shown = lines.suffix(3).joined(separator: " ")
    #expect(shown.hasSuffix(notice))
    // The next key takes it away.
    host.handle(.down)
    #expect(!host.frame().joined().contains("starting fresh"))
  }

  /// Text from an app's data keeps its words apart: a tab shows as a space, and a Windows
  /// line break (`\r\n`, one Swift character) breaks the line as `\n` does. Other control
  /// characters never reach the terminal.
  @Test func tabsAndWindowsLineBreaksInTextKeepWordsApart() {
    router.root.title = "Shop\tnow"
    router.root.body = ["Price:\t24.00", "one\r\ntwo", "esc\u{1B}[31m"]
    router.root.rows = [TerminalRow("a\tb"), TerminalRow("c\r\nd")]
    let lines = frame(width: 40, height: 12)
    #expect(lines[0] == "Shop now")
    #expect(Array(lines[2...7]) == ["Price: 24.00", "one", "two", "esc[31m", "", "▸ a b"])
    #expect(lines[8] == "  c d")
    #expect(!lines.joined().contains { $0.asciiValue.map { $0 < 0x20 } == true })
  }

  @Test func everyFrameHasExactlyHeightLinesNoneWiderThanWidth() {
    events.routeTo(.named("日本語のタイトル 🎬"))
    events.routeTo(.edit)
    events.routeTo(.search)
    events.presentAlert(.deleteFailed)
    for width in [1, 2, 10, 23, 24, 25, 31, 40, 80, 133] {
      for height in [1, 2, 5, 6, 7, 12, 24, 50] {
        let lines = frame(width: width, height: height)
        #expect(lines.count == height, "\(width)×\(height)")
        for line in lines {
          #expect(DisplayWidth.of(line) <= width, "\(width)×\(height): \(line)")
        }
      }
    }
  }

  @Test func overlaysFitEverySizeToo() {
    events.routeTo(.named("日本語のタイトル 🎬"))
    events.routeTo(.search)
    events.presentAlert(.deleteFailed)
    let host = TerminalHost(screenFactory: router)
    let overlays: [TerminalOverlay?] = [nil, .help, .inspector(Self.inspector)]
    for overlay in overlays {
      for (width, height) in [
        (1, 1), (23, 5), (24, 6), (30, 8), (40, 13), (80, 14), (99, 30), (133, 50),
      ] {
        host.width = width
        host.height = height
        let frame = host.renderedFrame(
          view: TerminalViewState(alertFocus: 1, fieldCursor: 2, overlay: overlay, colour: true))
        #expect(frame.lines.count == height)
        #expect(frame.styledLines.count == height)
        for line in frame.lines {
          #expect(DisplayWidth.of(line) <= width, "\(width)×\(height): \(line)")
        }
        for target in frame.hitTargets {
          #expect((0..<height).contains(target.line))
          #expect(target.columns.lowerBound >= 0 && target.columns.upperBound <= width)
        }
      }
    }
  }

  @Test func zeroHeightIsNoLines() {
    #expect(frame(width: 80, height: 0).isEmpty)
  }

  @Test func selectedRowStaysInViewWhenRowsDoNotFit() {
    let content = TerminalScreenContent(
      title: "Long", rows: (1...30).map { TerminalRow("Row \($0)") })
    let lines = render(root: content, view: TerminalViewState(selection: 27), width: 30, height: 10)
    #expect(lines.lines.contains("▸ Row 28"))
  }

  @Test func keysLineFollowsWhatIsOnScreen() {
    #expect(frame(width: 80).last == "↑↓ move · enter select · ? help · q quit")
    events.routeTo(.search)
    #expect(
      frame(width: 80).last
        == "type to edit · ↑↓ move · enter select · esc back · f1 help · ctrl-c quit")
    events.presentAlert(.info)
    // One button: nothing to choose; the help works over an alert and says so.
    #expect(frame(width: 80).last == "enter press · esc cancel · ? help · ctrl-c quit")
  }

  // MARK: Scrolling

  /// Ten results above two action rows, as the dog search shows them.
  static let dogs = TerminalScreenContent(
    title: "Dogs", body: (1...10).map { "\($0). breed \($0)" },
    rows: [TerminalRow("Search again"), TerminalRow("Search with a bad connection")])

  func render(
    state: NavigationState<CatalogScreen, CatalogAlert> = NavigationState(),
    root: TerminalScreenContent, screens: [RouteID: TerminalScreenContent] = [:],
    view: TerminalViewState = TerminalViewState(), width: Int, height: Int
  ) -> TerminalFrame {
    TerminalRenderer.render(
      state: state, root: root, screens: screens, view: view, width: width, height: height)
  }

  @Test func longBodyScrollsSoTheSelectedRowShowsWithAMarkerAbove() {
    let frame = render(root: Self.dogs, width: 80, height: 14)
    expectGolden(frame.lines, named: "scrolled-80x14")
    #expect(frame.lines.contains("▸ Search again"))
    #expect(frame.lines.contains("  Search with a bad connection"))
    #expect(frame.lines.contains("↑ 3 more"))
  }

  @Test func narrowShortTerminalKeepsTheActionRowsReachable() {
    let frame = render(
      root: Self.dogs, view: TerminalViewState(selection: 1), width: 40, height: 12)
    expectGolden(frame.lines, named: "scrolled-40x12")
    #expect(frame.lines.contains("▸ Search with a bad connection"))
    #expect(frame.lines.contains("  Search again"))
    #expect(frame.lines.contains("10. breed 10"))
  }

  @Test func bodyCutAtTheBottomSaysHowMuchIsBelow() {
    let content = TerminalScreenContent(title: "Text", body: (1...20).map { "Line \($0)" })
    let frame = render(root: content, width: 40, height: 10)
    #expect(frame.lines[2] == "Line 1")
    #expect(frame.lines[8] == "↓ 14 more")
  }

  @Test func windowKeepsTheFocusClearOfTheMarkers() {
    for total in 1...12 {
      for available in 3...8 {
        for focus in 0..<total {
          let (offset, above, below) = FrameComposer.window(
            total: total, available: available, focus: focus)
          let first = offset + (above ? 1 : 0)
          let last = offset + available - (below ? 1 : 0) - 1
          #expect((first...last).contains(focus), "\(total) \(available) \(focus)")
          #expect(!below || offset + available < total)
        }
      }
    }
  }

  /// Two lines show the focus and a marker for what they hide, when the marker stands for
  /// more than the one line it takes.
  @Test func aTwoLineViewMarksWhatItHides() {
    for total in 3...9 {
      for focus in 0..<total {
        let (offset, above, below) = FrameComposer.window(total: total, available: 2, focus: focus)
        let first = offset + (above ? 1 : 0)
        let last = offset + 1 - (below ? 1 : 0)
        #expect((first...last).contains(focus), "\(total) \(focus)")
        let hiddenBelow = total - 1 - focus
        #expect(below == (hiddenBelow >= 2), "\(total) \(focus)")
        #expect(above == (hiddenBelow == 0), "\(total) \(focus)")
      }
    }
  }

  @Test func aShortSheetSaysWhatIsAboveAndBelowItsSelection() {
    let sheet = TerminalScreenContent(
      title: "Quantity", body: ["How many?"], rows: (1...5).map { TerminalRow("\($0)") })
    let state = NavigationState<CatalogScreen, CatalogAlert>(routes: [
      Route(id: RouteID(rawValue: 1), screen: .edit, presentation: .sheet)
    ])
    let root = TerminalScreenContent(title: "Shop")
    let first = render(
      state: state, root: root, screens: [RouteID(rawValue: 1): sheet], width: 30, height: 8)
    #expect(first.lines[4] == "  │ ▸ 1                    │")
    #expect(first.lines[5] == "  │ ↓ 4 more               │")
    let last = render(
      state: state, root: root, screens: [RouteID(rawValue: 1): sheet],
      view: TerminalViewState(selection: 4), width: 30, height: 8)
    #expect(last.lines[4] == "  │ ↑ 6 more               │")
    #expect(last.lines[5] == "  │ ▸ 5                    │")
  }

  // MARK: Alerts

  func alertState(buttons: [RouterAlertButton<String>]) -> NavigationState<
    CatalogScreen, CatalogAlert
  > {
    NavigationState(alerts: [
      PresentedAlert(
        id: AlertID(rawValue: 1), alert: .deleteFailed, owner: nil, title: "Couldn't load",
        message: nil, buttons: buttons)
    ])
  }

  /// An alert that arrives while the inspector is open waits for the keys without a focus mark.
  @Test func anAlertUnderTheOpenInspectorMarksNoButton() {
    let state = alertState(buttons: [.default("Retry"), .cancel()])
    let root = TerminalScreenContent(title: "Product", body: ["Not loaded."])
    let view = TerminalViewState(overlay: .inspector(Self.inspector))
    let frame = render(state: state, root: root, view: view, width: 120, height: 24)
    #expect(frame.lines.joined().filter { $0 == "▸" }.count == 1)
    #expect(frame.lines.contains { $0.contains("[ Retry] [ Cancel]") })
  }

  @Test func alertButtonsWrapOntoMoreLinesWhenNarrow() {
    let state = alertState(buttons: [.destructive("Delete"), .default("Retry"), .cancel()])
    let root = TerminalScreenContent(title: "Product", body: ["The product could not be loaded."])
    let frame = render(
      state: state, root: root, view: TerminalViewState(alertFocus: 1), width: 30, height: 8)
    expectGolden(frame.lines, named: "alert-buttons-wrap")
    let text = frame.lines.joined(separator: "\n")
    #expect(text.contains("[ Delete] [▸Retry]"))
    #expect(text.contains("[ Cancel]"))
    let focusedCancel = render(
      state: state, root: root, view: TerminalViewState(alertFocus: 2), width: 30, height: 8)
    #expect(focusedCancel.lines.joined().contains("[▸Cancel]"))
  }

  @Test func focusedButtonShowsEvenWhenTheButtonsDoNotFit() {
    let buttons = (1...12).map { RouterAlertButton<String>.default("Choice \($0)") }
    let frame = render(
      state: alertState(buttons: buttons), root: TerminalScreenContent(title: "Root"),
      view: TerminalViewState(alertFocus: 11), width: 24, height: 6)
    #expect(frame.lines.joined().contains("[▸Choice 12]"))
  }

  @Test func textBesideAnAlertIsCleared() {
    let root = TerminalScreenContent(
      title: "Root", body: Array(repeating: String(repeating: "x", count: 60), count: 12))
    let frame = render(
      state: alertState(buttons: [.cancel("OK")]), root: root, width: 60, height: 16)
    let boxLines = frame.lines.filter { $0.contains("│") }
    #expect(!boxLines.isEmpty)
    for line in boxLines {
      #expect(line.contains("  │"), "\(line)")
      #expect(!line.contains("x│"), "\(line)")
    }
  }

  // MARK: Boxes

  @Test func nothingOfTheScreenBelowShowsBesideASheet() {
    events.routeTo(.edit)
    let lines = frame(width: 60, height: 16)
    let top = lines.firstIndex { $0.contains("┌") } ?? 0
    let bottom = lines.lastIndex { $0.contains("└") } ?? 0
    #expect(bottom - top >= 6)
    for line in lines[top...bottom] {
      #expect(line.hasPrefix("  ┌") || line.hasPrefix("  │") || line.hasPrefix("  └"), "\(lines)")
    }
    #expect(!lines.joined().contains("▸ Lists"))
  }

  // MARK: Text field

  @Test func textFieldScrollsToKeepTheCursorAndTheEndInView() {
    let field = TerminalTextField(label: "Search", text: "a very long query")
    let content = TerminalScreenContent(title: "Movies", textField: field)
    let atEnd = render(root: content, width: 24, height: 6)
    #expect(atEnd.lines[2] == "Search: …ery long query_")
    let atStart = render(
      root: content, view: TerminalViewState(fieldCursor: 0), width: 24, height: 6)
    #expect(atStart.lines[2] == "Search: ▏a very long qu…")
    let inside = render(
      root: content, view: TerminalViewState(fieldCursor: 12), width: 24, height: 6)
    #expect(inside.lines[2] == "Search: a very long ▏qu…")
    #expect(DisplayWidth.of(inside.lines[2]) <= 24)
  }

  /// The cursor shows in an empty field too, before the dimmed placeholder.
  @Test func anEmptyFieldShowsItsCursorBeforeThePlaceholder() {
    let field = TerminalTextField(label: "Search", text: "", placeholder: "movie title")
    let content = TerminalScreenContent(title: "Movies", textField: field)
    #expect(render(root: content, width: 40, height: 6).lines[2] == "Search: _ (movie title)")
    let long = TerminalScreenContent(
      title: "Movies",
      textField: TerminalTextField(label: "Search", text: "", placeholder: "a movie title"))
    #expect(render(root: long, width: 24, height: 6).lines[2] == "Search: _ (a movie titl…")
    let bare = TerminalScreenContent(
      title: "Movies", textField: TerminalTextField(label: "Find", text: ""))
    #expect(render(root: bare, width: 40, height: 6).lines[2] == "Find: _")
  }

  // MARK: Rows

  @Test func disabledRowIsMarkedAndNotClickable() {
    let content = TerminalScreenContent(
      title: "Product", rows: [TerminalRow("Retry", isEnabled: false), TerminalRow("Close")])
    let frame = render(root: content, view: TerminalViewState(selection: 1), width: 40, height: 8)
    #expect(frame.lines.contains("  Retry (unavailable)"))
    #expect(frame.hitTargets == [TerminalHitTarget(line: 3, columns: 0..<40, target: .row(1))])
  }

  @Test func rowsAndAlertButtonsAreHitTargets() {
    let frame = render(root: Self.dogs, width: 80, height: 24)
    #expect(frame.target(line: 13, column: 5) == .row(0))
    #expect(frame.target(line: 14, column: 79) == .row(1))
    #expect(frame.target(line: 2, column: 0) == nil)
    let alert = render(
      state: alertState(buttons: [.cancel(), .destructive("Delete")]), root: Self.dogs,
      width: 80, height: 24)
    let buttons = alert.hitTargets.map(\.target)
    #expect(buttons == [.alertButton(0), .alertButton(1)])
    let delete = alert.hitTargets[1]
    let line = alert.lines[delete.line]
    #expect(line.contains("[ Delete]"))
  }

  @Test func aLoneDisabledRowIsNeverMarked() {
    let content = TerminalScreenContent(
      title: "Alone", rows: [TerminalRow("Lonely", isEnabled: false)])
    let frame = render(root: content, view: TerminalViewState(colour: true), width: 40, height: 8)
    #expect(frame.lines.contains("  Lonely (unavailable)"))
    #expect(!frame.lines.joined().contains("▸"))
    #expect(!frame.styledLines.joined().contains(";7"))
    #expect(frame.hitTargets.isEmpty)
  }

  @Test func theFocusHighlightSpansTheWholeRow() throws {
    let content = TerminalScreenContent(
      title: "Menu", rows: [TerminalRow("Images"), TerminalRow("Movies", detail: "search")])
    for selection in [0, 1] {
      let frame = render(
        root: content, view: TerminalViewState(selection: selection, colour: true), width: 40,
        height: 8)
      let row = try #require(frame.lines.firstIndex { $0.hasPrefix("▸ ") })
      let styled = frame.styledLines[row]
      let plain = styled.replacing(/\x1B\[[0-9;]*m/, with: "")
      #expect(plain.count == 40, "\(styled.debugDescription)")
      #expect(styled.hasSuffix(" \u{1B}[0m"), "\(styled.debugDescription)")
    }
  }

  // MARK: Colour

  @Test func withoutColourStyledLinesArePlain() {
    events.routeTo(.edit)
    events.presentAlert(.deleteFailed)
    let host = TerminalHost(screenFactory: router)
    let frame = host.renderedFrame(view: TerminalViewState())
    #expect(frame.styledLines == frame.lines)
    #expect(!frame.styledLines.joined().contains("\u{1B}"))
  }

  @Test func withColourFocusIsReversedDestructiveRedAndTheBackgroundDim() throws {
    events.routeTo(.edit)
    let host = TerminalHost(screenFactory: router)
    let sheet = host.renderedFrame(view: TerminalViewState(colour: true))
    let focusRow = try #require(sheet.lines.firstIndex { $0.contains("▸ Save") })
    #expect(sheet.styledLines[focusRow].contains("\u{1B}[0;7m▸ Save"))
    let behind = try #require(sheet.lines.firstIndex { $0.contains("Welcome") })
    // Dimmed with a grey that reads on dark and light backgrounds alike, never SGR 2 alone.
    #expect(sheet.styledLines[behind].hasPrefix("\u{1B}[0;38;5;243mWelcome"))
    #expect(!sheet.styledLines.joined().contains("[0;2m"))
    #expect(sheet.styledLines.last?.hasPrefix("\u{1B}[0;38;5;243m") == true)
    for line in sheet.styledLines {
      // Every styled line ends with its styles reset.
      if let last = line.range(of: "\u{1B}[", options: .backwards) {
        #expect(line[last.lowerBound...].hasPrefix("\u{1B}[0m"), "\(line.debugDescription)")
      }
    }
    for (plain, styled) in zip(sheet.lines, sheet.styledLines) {
      #expect(styled.replacing(/\x1B\[[0-9;]*m/, with: "") == plain)
    }

    events.presentAlert(.deleteFailed)
    let alert = host.renderedFrame(view: TerminalViewState(alertFocus: 1, colour: true))
    #expect(alert.styledLines.joined().contains("\u{1B}[0;7;31m[▸Delete]"))
    #expect(!alert.styledLines.joined().contains("\u{1B}[0;7m▸ Save"))
  }

  // MARK: Breadcrumbs

  @Test func breadcrumbsKeepThePathThroughModals() {
    events.routeTo(.detail(7))
    events.routeTo(.edit)
    #expect(frame(width: 60).first == "Shop › Item 7 › Edit")
    events.routeTo(.search)
    let cut = frame(width: 28).first ?? ""
    #expect(cut.hasPrefix("…"))
    #expect(cut.hasSuffix("Item 7 › Edit › Search"))
  }

  @Test func aDeepStackReadsOnlyWhatTheFrameShows() {
    var routes: [Route<CatalogScreen>] = (0..<10_000).map {
      Route(id: RouteID(rawValue: $0 + 1), screen: .detail($0), presentation: .push)
    }
    routes.append(Route(id: RouteID(rawValue: 20_000), screen: .edit, presentation: .sheet))
    var asked = 0
    let frame = TerminalRenderer.render(
      state: NavigationState<CatalogScreen, CatalogAlert>(routes: routes),
      root: TerminalScreenContent(title: "Shop"),
      content: { route in
        asked += 1
        return TerminalScreenContent(title: "Screen \(route.id.rawValue)")
      }, view: TerminalViewState(), width: 80, height: 24)
    #expect(asked <= 8)
    #expect(frame.lines[0].hasPrefix("…"))
    #expect(frame.lines[0].hasSuffix("Screen 10000 › Screen 20000"))
  }

  @Test func layersStartAtTheTopMostCover() {
    let kinds: [RouterScreenPresentationType] = [.push, .sheet, .push, .fullScreenCover, .sheet]
    let routes = kinds.enumerated().map {
      Route<CatalogScreen>(
        id: RouteID(rawValue: $0.offset + 1), screen: .named("S\($0.offset)"),
        presentation: $0.element)
    }
    let state = NavigationState<CatalogScreen, CatalogAlert>(routes: routes)
    #expect(state.modalRouteIndices == [1, 3, 4])
    let scene = Scene(
      state: state, root: TerminalScreenContent(title: "Root"), content: { _ in nil },
      crumbWidth: 80)
    #expect(scene.layers.map(\.content.title) == ["named(\"S3\")", "named(\"S4\")"])
    #expect(scene.layers.map(\.isCover) == [true, false])
  }

  // MARK: Overlays

  @Test func helpOverlayListsEveryKeyOfTheScreen() {
    events.routeTo(.search)
    let host = TerminalHost(screenFactory: router)
    let frame = host.renderedFrame(view: TerminalViewState(overlay: .help))
    expectGolden(frame.lines, named: "help")
    let text = frame.lines.joined(separator: "\n")
    let context = TerminalKeyHelp.Context(hasTextField: true, hasRows: true, canGoBack: true)
    for entry in TerminalKeyHelp.entries(in: context) {
      #expect(text.contains(entry.what), "\(entry.what)")
    }
    #expect(frame.hitTargets.isEmpty)
    #expect(frame.lines.last == "esc close · ctrl-c quit")
  }

  @Test func withoutTheMouseTheHelpListsNoClicks() {
    let host = TerminalHost(screenFactory: router)
    host.height = 30
    host.mouse = false
    host.handle(.character("?"))
    #expect(!host.frame().joined().contains("click"))
    var view = TerminalViewState(overlay: .help)
    view.mouse = false
    let text = TerminalHost(screenFactory: router).renderedFrame(view: view).lines.joined()
    #expect(!text.contains("click") && !text.contains("wheel"))
    #expect(
      TerminalHost(screenFactory: router).renderedFrame(view: TerminalViewState(overlay: .help))
        .lines
        .joined().contains("click"))
  }

  static let inspector = TerminalInspectorContent(
    state: "root > push detail(7) > sheet edit",
    events: ["routed push detail(7)", "routed sheet edit"],
    history: ["root", "root > push detail(7)", "root > push detail(7) > sheet edit"],
    selectedHistory: 1)

  @Test func inspectorIsASidePaneWhenWide() throws {
    events.routeTo(.detail(7))
    let host = TerminalHost(screenFactory: router)
    host.width = 120
    let frame = host.renderedFrame(view: TerminalViewState(overlay: .inspector(Self.inspector)))
    expectGolden(frame.lines, named: "inspector-side")
    #expect(frame.lines[0].hasPrefix("Shop › Item 7"))
    #expect(frame.lines[0].contains("│ Navigation inspector"))
    let history = try #require(frame.lines.firstIndex { $0.contains("▸ root > push detail(7)") })
    #expect(frame.target(line: history, column: 100) == .history(1))
  }

  /// The inspector takes the keys while it is open, so the screen beside it shows no focus.
  @Test func theOpenInspectorHoldsTheOnlyFocusMark() {
    events.routeTo(.detail(7))
    let host = TerminalHost(screenFactory: router)
    for (width, height) in [(120, 24), (60, 16)] {
      host.width = width
      host.height = height
      let frame = host.renderedFrame(
        view: TerminalViewState(overlay: .inspector(Self.inspector), colour: true))
      #expect(frame.lines.joined().filter { $0 == "▸" }.count == 1, "\(width)×\(height)")
      #expect(frame.lines.contains { $0.hasPrefix("  Edit") }, "\(width)×\(height)")
      #expect(
        frame.styledLines.filter { $0.contains("\u{1B}[0;7m") }.count == 1, "\(width)×\(height)")
    }
  }

  @Test func inspectorIsABottomPaneWhenNarrow() {
    events.routeTo(.detail(7))
    let host = TerminalHost(screenFactory: router)
    let frame = host.renderedFrame(view: TerminalViewState(overlay: .inspector(Self.inspector)))
    expectGolden(frame.lines, named: "inspector-bottom")
    #expect(frame.lines.contains { $0.hasPrefix("── Navigation inspector ─") })
    #expect(frame.lines.contains { $0.hasSuffix("  root > push detail(7) > sheet edit") })
    #expect(frame.hitTargets.contains { $0.target == .history(2) })
    #expect(frame.hitTargets.contains { $0.target == .row(0) })
  }

  /// At 200×60 the inspector takes half the width, meets the top rule in a junction, and wraps
  /// long events and entries instead of cutting them.
  @Test func aWideInspectorUsesTheWidthAndCutsNothing() throws {
    events.routeTo(.detail(7))
    let long = (1...6).map { "tab\($0): root > push detail(\($0))" }.joined(separator: " · ")
    let reason = "routeTo(sheet edit) deferred by the guard of route #3 while the note was edited"
    let content = TerminalInspectorContent(
      state: long, events: [reason], history: ["root", long], selectedHistory: 1)
    let host = TerminalHost(screenFactory: router)
    host.width = 200
    host.height = 60
    let frame = host.renderedFrame(view: TerminalViewState(overlay: .inspector(content)))
    let border = try #require(frame.lines[0].firstIndex(of: "│"))
    #expect(frame.lines[0].distance(from: frame.lines[0].startIndex, to: border) == 100)
    #expect(frame.lines[1].contains("─┼─"))
    let pane = frame.lines.map { line in
      line.count > 102 ? String(line.dropFirst(102)) : ""
    }
    #expect(!pane.joined().contains("…"))
    #expect(pane.contains { $0.hasSuffix("edited") })
    // The history entry wraps: every tab shows, and the entry's lines are all clickable.
    let joined = pane.joined(separator: " ")
    #expect(joined.contains("tab6: root > push detail(6)"))
    let entryLines = frame.hitTargets.filter { $0.target == .history(1) }
    #expect(entryLines.count >= 2)
  }

  /// Details (prices, counts) start in one column, after the longest title.
  @Test func rowDetailsAreAlignedInAColumn() {
    let content = TerminalScreenContent(
      title: "Products",
      rows: [
        TerminalRow("Tea pot", detail: "24.00"), TerminalRow("Cups, set of 4", detail: "18.50"),
        TerminalRow("Broken product", detail: "—"),
      ])
    let lines = render(root: content, width: 40, height: 8).lines
    #expect(lines[2] == "▸ Tea pot         24.00")
    #expect(lines[3] == "  Cups, set of 4  18.50")
    #expect(lines[4] == "  Broken product  —")
    // When the column does not fit, a detail follows its title.
    let narrow = render(root: content, width: 24, height: 8).lines
    #expect(narrow[2] == "▸ Tea pot         24.00")
  }

  /// In a narrow terminal long details keep their column and are cut at the right, rather
  /// than each following its title.
  @Test func longDetailsKeepTheirColumnWhenNarrow() {
    let content = TerminalScreenContent(
      title: "MVIRouter demo",
      rows: [
        TerminalRow("Image", detail: "loading, a description sheet, error alerts"),
        TerminalRow("Movie search", detail: "a query field, pushes to details"),
      ])
    let lines = render(root: content, width: 24, height: 8).lines
    #expect(lines[2] == "▸ Image         loading…")
    #expect(lines[3] == "  Movie search  a query…")
  }
}
