import Testing

@testable import MVIRouterTerminal

@Suite struct ScriptCommandTests {
  @Test func everyCommandParses() throws {
    #expect(try ScriptCommand.parse("key down") == .key(.down))
    #expect(try ScriptCommand.parse("  key esc  ") == .key(.escape))
    #expect(try ScriptCommand.parse("key x") == .key(.character("x")))
    #expect(try ScriptCommand.parse("key ctrl-c") == .key(.interrupt))
    #expect(try ScriptCommand.parse("key home") == .key(.home))
    #expect(try ScriptCommand.parse("key delete") == .key(.delete))
    #expect(try ScriptCommand.parse("key f2") == .key(.function(2)))
    #expect(try ScriptCommand.parse("key ctrl-w") == .key(.control("w")))
    #expect(try ScriptCommand.parse("key ctrl-m") == .key(.enter))
    #expect(try ScriptCommand.parse("key alt-a") == .key(.alt("a")))
    #expect(try ScriptCommand.parse("key ~") == .key(.character("~")))
    #expect(try ScriptCommand.parse("type dog food") == .type("dog food"))
    #expect(try ScriptCommand.parse("paste  a\tb ") == .key(.paste("a\tb")))
    #expect(
      try ScriptCommand.parse("click 3 10")
        == .key(.mouse(TerminalMouse(.press, line: 3, column: 10))))
    #expect(
      try ScriptCommand.parse("wheel down")
        == .key(.mouse(TerminalMouse(.wheelDown, line: 0, column: 0))))
    #expect(try ScriptCommand.parse("resize 60 20") == .resize(width: 60, height: 20))
    #expect(try ScriptCommand.parse("snapshot menu") == .snapshot("menu"))
    #expect(try ScriptCommand.parse("expect \"Results\"") == .expect("Results"))
    #expect(try ScriptCommand.parse("wait-idle") == .waitIdle)
    #expect(try ScriptCommand.parse("quit") == .quit)
    #expect(try ScriptCommand.parse("") == .nothing)
    #expect(try ScriptCommand.parse("# a comment") == .nothing)
    #expect(
      try ScriptCommand.parse("open demo://x", customNames: ["open"]) == .custom("open", "demo://x")
    )
  }

  @Test(arguments: [
    (
      "jump 3",
      "unknown command \"jump\"; commands: key, type, paste, click, wheel, resize, snapshot, expect, wait-idle, tab, quit"
    ),
    ("key", "key needs a key name, e.g. key down"),
    (
      "key sideways",
      "unknown key \"sideways\"; keys: up, down, left, right, home, end, pageup, pagedown, enter, esc, backspace, delete, tab, backtab, space, f1-f12, ctrl-a-ctrl-z, ctrl-left, ctrl-right, alt-<character>, or one character"
    ),
    ("type", "type needs text, e.g. type dog"),
    (
      "key f13",
      "unknown key \"f13\"; keys: up, down, left, right, home, end, pageup, pagedown, enter, esc, backspace, delete, tab, backtab, space, f1-f12, ctrl-a-ctrl-z, ctrl-left, ctrl-right, alt-<character>, or one character"
    ),
    ("paste", "paste needs text, e.g. paste a dog"),
    ("click 3", "click needs a line and a column from 0 to 999, e.g. click 5 12"),
    ("click -1 2", "click needs a line and a column from 0 to 999, e.g. click 5 12"),
    ("wheel left", "wheel needs up or down, e.g. wheel down"),
    ("resize 60", "resize needs a width and a height from 1 to 1000, e.g. resize 60 20"),
    ("resize -1 20", "resize needs a width and a height from 1 to 1000, e.g. resize 60 20"),
    ("snapshot two words", "snapshot needs one name without spaces, e.g. snapshot menu"),
    ("expect Results", "expect needs quoted text, e.g. expect \"Results\""),
    ("quit now", "quit takes no arguments"),
  ])
  func badLinesSayWhatIsWrong(line: String, message: String) {
    #expect(throws: TerminalHostError(message)) { try ScriptCommand.parse(line) }
  }
}
