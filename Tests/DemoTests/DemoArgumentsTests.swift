import Testing

@testable import DemoApp

@Suite @MainActor struct DemoArgumentsTests {
  @Test func flagsAndHostArguments() throws {
    let options = try DemoApp.parse(["--fail", "--delay-ms", "0", "--script", "s.txt"])
    #expect(options.fail)
    #expect(options.delayMilliseconds == 0)
    #expect(options.hostArguments == ["--script", "s.txt"])
  }

  @Test(arguments: [
    (["--delay-ms"], "--delay-ms needs milliseconds from 0 to 60000"),
    (["--delay-ms", "soon"], "--delay-ms needs milliseconds from 0 to 60000"),
    (["--delay-ms", "-5"], "--delay-ms needs milliseconds from 0 to 60000"),
    (["--script"], "--script needs a value"),
    (["--colour"], "unknown argument \"--colour\""),
  ])
  func badArguments(arguments: [String], reason: String) {
    #expect(throws: DemoArgumentError(reason)) { try DemoApp.parse(arguments) }
  }
}
