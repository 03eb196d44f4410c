import Foundation
import MVIRouterTerminal
import Testing

@testable import DemoApp

/// The demo's entry point, run in process: its host, its restore file and what it says about
/// the mode it runs in.
@Suite @MainActor struct DemoAppTests {
  @Test func redirectedOutputWithAKeyboardSaysItReadsAScriptAndHowToEnd() throws {
    let options = try DemoApp.parse([])
    let notice = try #require(
      DemoApp.scriptModeNotice(options, inputIsTerminal: true, outputIsTerminal: false))
    #expect(notice.contains("standard output is not a terminal"))
    #expect(notice.contains("Ctrl-D"))
    let piped = DemoApp.scriptModeNotice(options, inputIsTerminal: false, outputIsTerminal: false)
    #expect(piped == nil)
    let file = try DemoApp.parse(["--script", "walk.script"])
    #expect(DemoApp.scriptModeNotice(file, inputIsTerminal: true, outputIsTerminal: false) == nil)
  }

  @Test func qInsideAnAlertDoesNotQuitSoItDoesNotSaveTheAlert() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("demo-alert-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let options = try DemoApp.parse(["--delay-ms", "0", "--restore", file.path])
    let host = try DemoApp.makeHost(options)
    let run = await host.run(
      script: """
        key enter
        wait-idle
        key down
        key down
        key enter
        wait-idle
        expect "[▸OK]"
        key q
        snapshot after-q
        expect "[▸OK]"
        key esc
        quit
        """)
    #expect(run.succeeded, "\(run.failure.map(\.description) ?? "")")
    #expect(run.frame(named: "after-q") != nil)
    let saved = try String(contentsOf: file, encoding: .utf8)
    #expect(!saved.contains("upload a image"))
  }

  @Test func aBadStartingLinkIsRefusedBeforeAnythingRuns() throws {
    let options = try DemoApp.parse(["--open", "demo://nowhere"])
    #expect(throws: DemoArgumentError.self) { try DemoApp.makeHost(options) }
  }
}
