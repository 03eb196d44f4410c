import Testing

@testable import MVIRouterTerminal

/// Which steps must leave something, decided from what the host showed before the step — so a
/// step replayed while shrinking is checked as it acts then, not as it acted in the walk.
@Suite struct ExplorationStepTests {
  func view(
    rows: [TerminalRow] = [TerminalRow("Buy"), TerminalRow("Close")], selection: Int = 1,
    alert: [String] = [], overlay: Bool = false, route: String? = "help",
    tooSmall: Bool = false, scrolled: Bool = false
  ) -> ExplorationView {
    ExplorationView(
      title: "Help", rows: rows, selection: selection, field: nil, alertButtons: alert,
      overlayIsOpen: overlay, topRoute: route, isTooSmall: tooSmall, isScrolled: scrolled,
      tab: nil)
  }

  @Test func escLeavesAPresentedScreenOrAnAlertButNotARoot() {
    #expect(ExplorationStep.shouldLeave(["key esc"], from: view(), targets: []))
    #expect(
      ExplorationStep.shouldLeave(["key esc"], from: view(alert: ["OK"], route: nil), targets: []))
    // At a root (met when shrinking removed what presented the screen) Esc leaves nothing.
    #expect(!ExplorationStep.shouldLeave(["key esc"], from: view(route: nil), targets: []))
    // The help or the inspector takes Esc; too small, keys do nothing.
    #expect(!ExplorationStep.shouldLeave(["key esc"], from: view(overlay: true), targets: []))
    #expect(!ExplorationStep.shouldLeave(["key esc"], from: view(tooSmall: true), targets: []))
  }

  @Test func enterLeavesOnAnEnabledCloseRowOfAPresentedScreenInView() {
    #expect(ExplorationStep.shouldLeave(["key enter"], from: view(), targets: []))
    #expect(!ExplorationStep.shouldLeave(["key enter"], from: view(selection: 0), targets: []))
    #expect(!ExplorationStep.shouldLeave(["key enter"], from: view(route: nil), targets: []))
    #expect(!ExplorationStep.shouldLeave(["key enter"], from: view(alert: ["OK"]), targets: []))
    let disabled = [TerminalRow("Buy"), TerminalRow("Close", isEnabled: false)]
    #expect(!ExplorationStep.shouldLeave(["key enter"], from: view(rows: disabled), targets: []))
    // Scrolled away from the selection, Enter only shows it (nothing unseen is activated).
    #expect(!ExplorationStep.shouldLeave(["key enter"], from: view(scrolled: true), targets: []))
    for title in ["Cancel", "Done", "Back to the list", "dismiss"] {
      let rows = [TerminalRow(title)]
      #expect(
        ExplorationStep.shouldLeave(
          ["key enter"], from: view(rows: rows, selection: 0), targets: []))
    }
    let closet = [TerminalRow("Closet")]
    #expect(
      !ExplorationStep.shouldLeave(
        ["key enter"], from: view(rows: closet, selection: 0), targets: []))
  }

  @Test func aClickLeavesWhenItHitsACloseRow() {
    let targets = [
      TerminalHitTarget(line: 4, columns: 0..<10, target: .row(0)),
      TerminalHitTarget(line: 5, columns: 0..<10, target: .row(1)),
    ]
    #expect(ExplorationStep.shouldLeave(["click 5 3"], from: view(selection: 0), targets: targets))
    #expect(!ExplorationStep.shouldLeave(["click 4 3"], from: view(), targets: targets))
    #expect(!ExplorationStep.shouldLeave(["click 9 3"], from: view(), targets: targets))
  }

  @Test func theSameSeedChoosesTheSameSteps() {
    var first = ExplorationRandom(seed: 7)
    var again = ExplorationRandom(seed: 7)
    let steps = (0..<50).map { _ in
      ExplorationStep.choose(
        view: view(), targets: [], tabs: 2, links: ["a://"], canRestore: true, using: &first)
    }
    let replayed = (0..<50).map { _ in
      ExplorationStep.choose(
        view: view(), targets: [], tabs: 2, links: ["a://"], canRestore: true, using: &again)
    }
    #expect(steps == replayed)
    #expect(Set(steps.map(\.label)).count > 5)
  }
}
