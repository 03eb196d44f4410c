import MVIRouterTerminal
import Testing

@Suite struct ScriptCommandTests {
  @Test func everyCommandParses() throws {
    #expect(try ScriptCommand.parse("key down") == .key(.down))
    #expect(try ScriptCommand.parse("  key esc  ") == .key(.escape))
    #expect(try ScriptCommand.parse("key x") == .key(.character("x")))
    #expect(try ScriptCommand.parse("key ctrl-c") == .key(.interrupt))
    #expect(try ScriptCommand.parse("type dog food") == .type("dog food"))
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
      "unknown command \"jump\"; commands: key, type, resize, snapshot, expect, wait-idle, quit"
    ),
    ("key", "key needs a key name, e.g. key down"),
    (
      "key sideways",
      "unknown key \"sideways\"; keys: up, down, left, right, enter, esc, backspace, tab, backtab, ctrl-c, space, or one character"
    ),
    ("type", "type needs text, e.g. type dog"),
    ("resize 60", "resize needs a width and a height from 1 to 1000, e.g. resize 60 20"),
    ("resize -1 20", "resize needs a width and a height from 1 to 1000, e.g. resize 60 20"),
    ("snapshot two words", "snapshot needs one name without spaces, e.g. snapshot menu"),
    ("expect Results", "expect needs quoted text, e.g. expect \"Results\""),
    ("quit now", "quit takes no arguments"),
  ])
  func badLinesSayWhatIsWrong(line: String, message: String) {
    #expect(throws: ScriptError(message)) { try ScriptCommand.parse(line) }
  }
}
