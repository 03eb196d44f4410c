import Testing

@testable import DemoApp

@Suite @MainActor struct DemoArgumentsTests {
  @Test func flagsAndHostArguments() throws {
    let options = try DemoApp.parse([
      "--fail", "--delay-ms", "0", "--script", "s.txt", "--size", "40x12", "--no-mouse",
    ])
    #expect(options.fail)
    #expect(options.delayMilliseconds == 0)
    #expect(options.host.scriptPath == "s.txt")
    #expect(options.host.width == 40 && options.host.height == 12)
    #expect(!options.host.mouse)
    #expect(options.host.unparsed == ["--fail", "--delay-ms", "0"])
    #expect(try DemoApp.parse([]).host.mouse)
    #expect(try DemoApp.parse(["--tabs"]).tabs)
    #expect(try !DemoApp.parse([]).tabs)
  }

  @Test(arguments: [
    (["--delay-ms"], "--delay-ms needs milliseconds from 0 to 60000"),
    (["--delay-ms", "soon"], "--delay-ms needs milliseconds from 0 to 60000"),
    (["--delay-ms", "-5"], "--delay-ms needs milliseconds from 0 to 60000"),
    (["--script"], "--script needs a value"),
    (["--size"], "--size needs WIDTHxHEIGHT from 1x1 to 1000x1000, e.g. 80x24"),
    (["--size", "80"], "--size needs WIDTHxHEIGHT from 1x1 to 1000x1000, e.g. 80x24"),
    (["--size", "0x24"], "--size needs WIDTHxHEIGHT from 1x1 to 1000x1000, e.g. 80x24"),
    (["--size", "axb"], "--size needs WIDTHxHEIGHT from 1x1 to 1000x1000, e.g. 80x24"),
    (["--colour"], "unknown argument \"--colour\""),
  ])
  func badArguments(arguments: [String], reason: String) {
    #expect(throws: DemoArgumentError(reason)) { try DemoApp.parse(arguments) }
  }
}

extension DemoArgumentsTests {
  /// A refused argument is worded as the terminal host words its errors: after the program's
  /// name (it read `error: …` beside the host's `demo: …`), then the usage.
  @Test func aRefusedArgumentIsNamedAfterTheProgramAsTheHostsErrorsAre() throws {
    do throws(DemoArgumentError) {
      _ = try DemoApp.parse(["--bogus"])
      Issue.record("--bogus was accepted")
    } catch {
      let text = DemoApp.usageText(for: error)
      #expect(text.hasPrefix("demo: unknown argument \"--bogus\"\nusage: demo "))
    }
    #expect(DemoApp.usageText(for: DemoArgumentError("")).hasPrefix("usage: demo "))
  }
}
