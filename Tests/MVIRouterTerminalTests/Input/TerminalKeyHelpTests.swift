import Testing

@testable import MVIRouterTerminal

@Suite struct TerminalKeyHelpTests {
  @Test func aNarrowKeysLineKeepsTheWayBackAndDropsTheObviousKeysFirst() {
    let alert = TerminalKeyHelp.Context(alertButtons: 3)
    #expect(TerminalKeyHelp.line(in: alert, width: 40) == "enter press · esc cancel · ctrl-c quit")
    #expect(TerminalKeyHelp.line(in: alert, width: 30) == "esc cancel · ctrl-c quit")
    let inspector = TerminalKeyHelp.Context(hasRows: true, canGoBack: true, overlay: .inspector)
    #expect(
      TerminalKeyHelp.line(in: inspector, width: 40) == "↑↓ history · esc close · ctrl-c quit")
    let sheet = TerminalKeyHelp.Context(hasRows: true, canGoBack: true)
    #expect(TerminalKeyHelp.line(in: sheet, width: 40) == "enter select · esc back · q quit")
    #expect(TerminalKeyHelp.line(in: sheet, width: 30) == "esc back · q quit")
    #expect(TerminalKeyHelp.line(in: sheet, width: 12) == "q quit")
  }

  @Test func aOneButtonAlertOffersNoButtonToChoose() {
    let alert = TerminalKeyHelp.Context(alertButtons: 1)
    #expect(TerminalKeyHelp.line(in: alert) == "enter press · esc cancel · ? help · ctrl-c quit")
    #expect(!TerminalKeyHelp.entries(in: alert).contains { $0.keys.contains("tab") })
    let twoButtons = TerminalKeyHelp.Context(alertButtons: 2)
    #expect(
      TerminalKeyHelp.line(in: twoButtons)
        == "tab/←→ choose · enter press · esc cancel · ? help · ctrl-c quit")
  }

  @Test func aScreenWithATextFieldListsF1ForHelp() {
    let search = TerminalKeyHelp.Context(hasTextField: true, hasRows: true, canGoBack: true)
    #expect(
      TerminalKeyHelp.line(in: search)
        == "type to edit · ↑↓ move · enter select · esc back · f1 help · ctrl-c quit")
    #expect(TerminalKeyHelp.entries(in: search).contains { $0.keys == "f1" && $0.what == "help" })
  }

  @Test func withTabsTheKeysLineAndTheHelpListTheTabKeys() {
    let tabs = TerminalKeyHelp.Context(hasRows: true, tabs: 4)
    #expect(
      TerminalKeyHelp.line(in: tabs) == "↑↓ move · enter select · 1-4 [ ] tabs · ? help · q quit")
    #expect(TerminalKeyHelp.entries(in: tabs).contains { $0.what == "back to its root" })
    let field = TerminalKeyHelp.Context(hasTextField: true, hasRows: true, tabs: 12)
    #expect(TerminalKeyHelp.line(in: field).contains("alt-1-9 tabs"))
    let noTabs = TerminalKeyHelp.Context(hasRows: true)
    #expect(!TerminalKeyHelp.line(in: noTabs).contains("tabs"))
  }

  /// Without the mouse nothing says "click" or "wheel".
  @Test func withoutTheMouseNoMouseActionIsListed() {
    for context in [
      TerminalKeyHelp.Context(hasRows: true, canGoBack: true, tabs: 3, mouse: false),
      TerminalKeyHelp.Context(alertButtons: 2, mouse: false),
      TerminalKeyHelp.Context(hasRows: true, overlay: .inspector, mouse: false),
    ] {
      let entries = TerminalKeyHelp.entries(in: context)
      #expect(!entries.contains { $0.keys.contains("click") || $0.keys.contains("wheel") })
      #expect(!entries.contains { $0.what.contains("click") })
    }
    let mouse = TerminalKeyHelp.Context(hasRows: true, tabs: 3)
    #expect(TerminalKeyHelp.entries(in: mouse).contains { $0.keys.contains("click") })
  }

  @Test func theInspectorListsRForRecording() {
    let inspector = TerminalKeyHelp.Context(hasRows: true, overlay: .inspector)
    #expect(TerminalKeyHelp.line(in: inspector).contains("r record"))
    #expect(TerminalKeyHelp.entries(in: inspector).contains { $0.keys == "r" })
  }

  /// The help closes with `q` as well, and the inspector opens over an alert.
  @Test func helpClosesWithQAndAnAlertListsTheInspector() {
    let help = TerminalKeyHelp.Context(overlay: .help)
    #expect(
      TerminalKeyHelp.entries(in: help).contains {
        $0.keys.contains("q") && $0.what == "close help"
      })
    let alert = TerminalKeyHelp.Context(alertButtons: 2)
    #expect(TerminalKeyHelp.entries(in: alert).contains { $0.what == "navigation inspector" })
  }
}
