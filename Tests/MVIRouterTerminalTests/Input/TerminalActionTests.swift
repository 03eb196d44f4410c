import Testing

@testable import MVIRouterTerminal

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
    #expect(action(.backspace, emptyField) == TerminalAction.none)
    #expect(action(.escape, field) == .back)
    #expect(action(.interrupt, field) == .quit)
    #expect(action(.function(2), field) == .toggleInspector)
  }

  @Test func wordAndKillKeysInAField() {
    #expect(action(.controlLeft, field) == .moveWord(-1))
    #expect(action(.controlRight, field) == .moveWord(1))
    #expect(action(.alt("b"), field) == .moveWord(-1))
    #expect(action(.alt("f"), field) == .moveWord(1))
    #expect(action(.control("k"), field) == .deleteToEnd)
    #expect(action(.control("d"), field) == .deleteForward)
    #expect(action(.controlLeft, plain) == TerminalAction.none)
  }

  @Test func ctrlLRepaintsAndCtrlZSuspendsWhereverTheKeysGo() {
    let tooSmall = TerminalAction.Context(tooSmall: true)
    for context in [plain, field, alert, help, inspector, tooSmall] {
      #expect(action(.control("l"), context) == .repaint)
      #expect(action(.control("z"), context) == .suspend)
    }
  }

  @Test func whileTooSmallOnlyQuitActs() {
    let tooSmall = TerminalAction.Context(tooSmall: true)
    for key in [TerminalKey.down, .enter, .escape, .backspace, .character("?"), .function(2)] {
      #expect(action(key, tooSmall) == TerminalAction.none)
    }
    #expect(action(.character("q"), tooSmall) == .quit)
    #expect(action(.interrupt, tooSmall) == .quit)
  }

  @Test func pagingKeysInListsTheHelpAndTheInspector() {
    for context in [plain, help, inspector] {
      #expect(action(.pageUp, context) == .page(-1))
      #expect(action(.pageDown, context) == .page(1))
      #expect(action(.home, context) == .moveToFirst)
      #expect(action(.character("g"), context) == .moveToFirst)
      #expect(action(.end, context) == .moveToLast)
      #expect(action(.character("G"), context) == .moveToLast)
    }
    #expect(action(.character("g"), field) == .insert("g"))
    #expect(action(.home, field) == .cursorToStart)
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
    // The inspector opens over an alert, to see how it came.
    #expect(action(.function(2), alert) == .toggleInspector)
    #expect(action(.character("~"), alert) == .toggleInspector)
  }

  @Test func helpAndInspectorToggle() {
    #expect(action(.character("?"), plain) == .toggleHelp)
    #expect(action(.character("?"), help) == .toggleHelp)
    #expect(action(.escape, help) == .toggleHelp)
    #expect(action(.character("q"), help) == .toggleHelp)
    #expect(action(.down, help) == .move(1))
    #expect(action(.enter, help) == TerminalAction.none)
    #expect(action(.character("~"), plain) == .toggleInspector)
    #expect(action(.function(2), plain) == .toggleInspector)
    #expect(action(.function(2), inspector) == .toggleInspector)
    #expect(action(.character("~"), inspector) == .toggleInspector)
    #expect(action(.escape, inspector) == .back)  // closes an open entry first
  }

  /// `?` is typed in a text field, so F1 opens the help there (and everywhere else).
  @Test func f1OpensAndClosesTheHelpEvenInATextField() {
    for context in [plain, field, emptyField, alert, help] {
      #expect(action(.function(1), context) == .toggleHelp, "\(context)")
    }
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

  /// The keys a help entry names, as the decoder delivers them.
  func keys(named names: String) throws -> [TerminalKey] {
    try names.split(separator: " ").flatMap { name -> [TerminalKey] in
      switch name {
      case "↑↓": [.up, .down]
      case "←→": [.left, .right]
      case "↑": [.up]
      case "↓": [.down]
      case "←": [.left]
      case "→": [.right]
      case "type": [.character("x")]
      case "click": [.mouse(TerminalMouse(.press, line: 3, column: 3))]
      case "wheel": [.mouse(TerminalMouse(.wheelDown, line: 3, column: 3))]
      case "pgup": [.pageUp]
      case "pgdn": [.pageDown]
      case "ctrl-←→": [.controlLeft, .controlRight]
      default: [try ScriptCommand.key(named: String(name))]
      }
    }
  }

  @Test func everyKeyTheHelpListsDoesSomethingThere() throws {
    let overlays: [(TerminalKeyHelp.Context.Overlay?, TerminalAction.Context.Overlay?)] = [
      (nil, nil), (.help, .help), (.inspector, .inspector),
    ]
    for (helpOverlay, overlay) in overlays {
      for alertButtons in [0, 2] {
        for hasTextField in [false, true] {
          let help = TerminalKeyHelp.Context(
            alertButtons: alertButtons, hasTextField: hasTextField, hasRows: true,
            canGoBack: true, overlay: helpOverlay)
          var context = TerminalAction.Context(
            alertButtons: alertButtons, hasTextField: hasTextField, textIsEmpty: false,
            overlay: overlay)
          context.canFilter = !hasTextField
          for entry in TerminalKeyHelp.entries(in: help) {
            for key in try keys(named: entry.keys) {
              #expect(
                action(key, context) != TerminalAction.none,
                "\(key) is listed as \"\(entry.what)\" but does nothing in \(context)")
            }
          }
        }
      }
    }
  }

  @Test func numberKeysSelectATabAndBracketsStepThroughTheTabs() {
    let tabs = TerminalAction.Context(tabs: 4)
    #expect(action(.character("1"), tabs) == .selectTab(0))
    #expect(action(.character("4"), tabs) == .selectTab(3))
    #expect(action(.character("5"), tabs) == TerminalAction.none)
    #expect(action(.character("0"), tabs) == TerminalAction.none)
    #expect(action(.character("["), tabs) == .switchTab(-1))
    #expect(action(.character("]"), tabs) == .switchTab(1))
    #expect(action(.alt("2"), tabs) == .selectTab(1))
    // Without tabs the same keys do nothing.
    #expect(action(.character("1"), plain) == TerminalAction.none)
    #expect(action(.character("]"), plain) == TerminalAction.none)
  }

  @Test func insideATextFieldDigitsAndBracketsAreTypedAndAltDigitSwitchesTabs() {
    let tabsAndField = TerminalAction.Context(hasTextField: true, textIsEmpty: false, tabs: 4)
    #expect(action(.character("1"), tabsAndField) == .insert("1"))
    #expect(action(.character("]"), tabsAndField) == .insert("]"))
    #expect(action(.character("["), tabsAndField) == .insert("["))
    #expect(action(.alt("3"), tabsAndField) == .selectTab(2))
  }

  @Test func anAlertOrAnOverlayTakesTheTabKeys() {
    let alertOverTabs = TerminalAction.Context(alertButtons: 2, tabs: 4)
    #expect(action(.character("2"), alertOverTabs) == TerminalAction.none)
    #expect(action(.character("]"), alertOverTabs) == TerminalAction.none)
    let helpOverTabs = TerminalAction.Context(overlay: .help, tabs: 4)
    #expect(action(.character("2"), helpOverTabs) == TerminalAction.none)
  }
}
