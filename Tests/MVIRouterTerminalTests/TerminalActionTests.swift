@_spi(Benchmarks) import MVIRouterTerminal
import Testing

@Suite struct TerminalActionTests {
  let plain = TerminalAction.Context()
  let field = TerminalAction.Context(hasTextField: true, textIsEmpty: false)
  let emptyField = TerminalAction.Context(hasTextField: true, textIsEmpty: true)
  let alert = TerminalAction.Context(alertButtons: 2)
  let help = TerminalAction.Context(overlay: .help)
  let inspector = TerminalAction.Context(overlay: .inspector)

  func action(_ key: TerminalKey, _ context: TerminalAction.Context) -> TerminalAction {
    TerminalAction.action(for: key, in: context)
  }

  @Test func movingActivatingAndGoingBack() {
    #expect(action(.up, plain) == .move(-1))
    #expect(action(.character("j"), plain) == .move(1))
    #expect(action(.character("k"), plain) == .move(-1))
    #expect(action(.enter, plain) == .activate)
    #expect(action(.right, plain) == .activate)
    #expect(action(.escape, plain) == .back)
    #expect(action(.left, plain) == .back)
    #expect(action(.backspace, plain) == .back)
    #expect(action(.character("q"), plain) == .quit)
    #expect(action(.interrupt, plain) == .quit)
  }

  @Test func altKeysAreNeverEscape() {
    for context in [plain, field, alert] {
      #expect(action(.alt("a"), context) == TerminalAction.none)
    }
  }

  @Test func aTextFieldTakesLettersIncludingJKQAndHelpKeys() {
    #expect(action(.character("j"), field) == .insert("j"))
    #expect(action(.character("q"), field) == .insert("q"))
    #expect(action(.character("?"), field) == .insert("?"))
    #expect(action(.character("~"), field) == .insert("~"))
    #expect(action(.backspace, field) == .deleteBackward)
    #expect(action(.backspace, emptyField) == .back)
    #expect(action(.escape, field) == .back)
    #expect(action(.interrupt, field) == .quit)
    #expect(action(.function(2), field) == .toggleInspector)
  }

  @Test func editingKeysInAField() {
    #expect(action(.left, field) == .moveCursor(-1))
    #expect(action(.right, field) == .moveCursor(1))
    #expect(action(.home, field) == .cursorToStart)
    #expect(action(.control("a"), field) == .cursorToStart)
    #expect(action(.end, field) == .cursorToEnd)
    #expect(action(.control("e"), field) == .cursorToEnd)
    #expect(action(.delete, field) == .deleteForward)
    #expect(action(.control("w"), field) == .deleteWordBackward)
    #expect(action(.control("u"), field) == .deleteToStart)
    #expect(action(.paste("a b"), field) == .insert("a b"))
    #expect(action(.paste("a b"), plain) == TerminalAction.none)
    #expect(action(.up, field) == .move(-1))
    #expect(action(.enter, field) == .activate)
  }

  @Test func anAlertTakesTheKeysFirstAndQDoesNotQuitThere() {
    #expect(action(.tab, alert) == .focusButton(1))
    #expect(action(.right, alert) == .focusButton(1))
    #expect(action(.left, alert) == .focusButton(-1))
    #expect(action(.backTab, alert) == .focusButton(-1))
    #expect(action(.enter, alert) == .pressButton)
    #expect(action(.escape, alert) == .cancelAlert)
    #expect(action(.character("q"), alert) == TerminalAction.none)
    #expect(action(.interrupt, alert) == .quit)
    #expect(action(.character("?"), alert) == .toggleHelp)
    #expect(action(.down, alert) == TerminalAction.none)
  }

  @Test func helpAndInspectorToggle() {
    #expect(action(.character("?"), plain) == .toggleHelp)
    #expect(action(.character("?"), help) == .toggleHelp)
    #expect(action(.escape, help) == .toggleHelp)
    #expect(action(.character("q"), help) == TerminalAction.none)
    #expect(action(.down, help) == TerminalAction.none)
    #expect(action(.character("~"), plain) == .toggleInspector)
    #expect(action(.function(2), plain) == .toggleInspector)
    #expect(action(.function(2), inspector) == .toggleInspector)
    #expect(action(.character("~"), inspector) == .toggleInspector)
    #expect(action(.escape, inspector) == .toggleInspector)
  }

  @Test func theInspectorChoosesAndJumpsToRecentStates() {
    #expect(action(.up, inspector) == .chooseHistory(-1))
    #expect(action(.down, inspector) == .chooseHistory(1))
    #expect(action(.enter, inspector) == .jumpToHistory)
    #expect(action(.character("q"), inspector) == TerminalAction.none)
    #expect(action(.interrupt, inspector) == .quit)
    #expect(
      action(.mouse(TerminalMouse(.wheelDown, line: 1, column: 1)), inspector) == .chooseHistory(1))
  }

  @Test func mouseClicksAndWheel() {
    let click = TerminalKey.mouse(TerminalMouse(.press, line: 4, column: 7))
    #expect(action(click, plain) == .click(line: 4, column: 7))
    #expect(action(click, alert) == .click(line: 4, column: 7))
    #expect(action(click, field) == .click(line: 4, column: 7))
    #expect(action(.mouse(TerminalMouse(.wheelUp, line: 0, column: 0)), plain) == .move(-1))
    #expect(action(.mouse(TerminalMouse(.wheelDown, line: 0, column: 0)), field) == .move(1))
    #expect(
      action(.mouse(TerminalMouse(.release, line: 4, column: 7)), plain) == TerminalAction.none)
  }
}
