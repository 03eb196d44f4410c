import MVIRouterTerminal
import Testing

@Suite struct TerminalActionTests {
  let plain = TerminalAction.Context(alertButtons: 0, hasTextField: false, textIsEmpty: true)
  let field = TerminalAction.Context(alertButtons: 0, hasTextField: true, textIsEmpty: false)
  let emptyField = TerminalAction.Context(alertButtons: 0, hasTextField: true, textIsEmpty: true)
  let alert = TerminalAction.Context(alertButtons: 2, hasTextField: false, textIsEmpty: true)

  @Test func movingActivatingAndGoingBack() {
    #expect(TerminalAction.action(for: .up, in: plain) == .move(-1))
    #expect(TerminalAction.action(for: .character("j"), in: plain) == .move(1))
    #expect(TerminalAction.action(for: .character("k"), in: plain) == .move(-1))
    #expect(TerminalAction.action(for: .enter, in: plain) == .activate)
    #expect(TerminalAction.action(for: .right, in: plain) == .activate)
    #expect(TerminalAction.action(for: .escape, in: plain) == .back)
    #expect(TerminalAction.action(for: .left, in: plain) == .back)
    #expect(TerminalAction.action(for: .backspace, in: plain) == .back)
    #expect(TerminalAction.action(for: .character("q"), in: plain) == .quit)
    #expect(TerminalAction.action(for: .interrupt, in: plain) == .quit)
  }

  @Test func aTextFieldTakesLettersIncludingJKAndQ() {
    #expect(TerminalAction.action(for: .character("j"), in: field) == .type("j"))
    #expect(TerminalAction.action(for: .character("q"), in: field) == .type("q"))
    #expect(TerminalAction.action(for: .backspace, in: field) == .deleteBackward)
    #expect(TerminalAction.action(for: .backspace, in: emptyField) == .back)
    #expect(TerminalAction.action(for: .interrupt, in: field) == .quit)
  }

  @Test func anAlertTakesTheKeysFirst() {
    #expect(TerminalAction.action(for: .tab, in: alert) == .focusButton(1))
    #expect(TerminalAction.action(for: .right, in: alert) == .focusButton(1))
    #expect(TerminalAction.action(for: .left, in: alert) == .focusButton(-1))
    #expect(TerminalAction.action(for: .backTab, in: alert) == .focusButton(-1))
    #expect(TerminalAction.action(for: .enter, in: alert) == .pressButton)
    #expect(TerminalAction.action(for: .escape, in: alert) == .cancelAlert)
    #expect(TerminalAction.action(for: .down, in: alert) == TerminalAction.none)
  }
}
