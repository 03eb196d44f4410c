import Foundation
import MVIRouter
import MVIRouterTerminal
import Testing

@testable import DemoApp

/// The demo's entry point, run in process: its host, its restore file and what it says about
/// the mode it runs in.
@Suite @MainActor struct DemoAppTests {
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

  /// Holding Backspace to clear a field never leaves the screen: not the movie search, not
  /// the note sheet.
  @Test func backspaceInAnEmptyFieldStaysOnItsScreen() async throws {
    let host = try DemoApp.makeHost(DemoApp.parse(["--delay-ms", "0"]))
    let run = await host.run(
      script: """
        key down
        key down
        key enter
        type ali
        key backspace
        key backspace
        key backspace
        key backspace
        expect "Movies"
        open demo://products/1
        wait-idle
        key down
        key down
        key enter
        type ab
        key backspace
        key backspace
        key backspace
        expect "Note: _"
        snapshot note
        """)
    #expect(run.succeeded, "\(run.failure.map(\.description) ?? "")")
    #expect(run.frame(named: "note")?.lines.first?.hasSuffix("Note") == true)
  }

  /// Products › Tea pot while it loads: the focus waits for the product's first action (Close
  /// is not focused, and an Enter at once does nothing); when it has loaded, it is there, so
  /// the first Enter does not leave the product.
  @Test func focusMovesToTheFirstActionWhenTheProductFinishesLoading() async throws {
    let host = try DemoApp.makeHost(DemoApp.parse(["--delay-ms", "0"]))
    let run = await host.run(
      script: """
        key G
        key enter
        key enter
        expect "  Close"
        key enter
        expect "Loading"
        wait-idle
        expect "▸ Choose quantity"
        key enter
        """)
    #expect(run.succeeded, "\(run.failure.map(\.description) ?? "")")
    #expect(
      host.screenFactory.routerEvents.state.description
        == "root > push products > fullScreenCover product(id: 1) > sheet[medium] quantityPicker(productID: 1)"
    )
  }

  @Test func aBadStartingLinkIsRefusedBeforeAnythingRuns() throws {
    let options = try DemoApp.parse(["--open", "demo://nowhere"])
    #expect(throws: DemoArgumentError.self) { try DemoApp.makeHost(options) }
  }
}

/// The demo run with `--open` and `--restore`.
extension DemoAppTests {
  func temporaryFile() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(UUID().uuidString).json")
  }

  @Test func openStartsAtTheLink() async throws {
    let host = try DemoApp.makeHost(
      DemoApp.parse(["--delay-ms", "0", "--open", "demo://movies/2"]))
    let run = await host.run(script: "wait-idle")
    #expect(run.succeeded)
    #expect(run.frame(named: "end")?.lines.first == "MVIRouter demo › Movies › Aliens")
  }

  @Test func aBadLinkExitsWithoutRunning() throws {
    let run = try DemoProcess.run(["--open", "demo://movies/x"], input: "")
    #expect(run.status == 2)
    #expect(
      run.errors == "demo: cannot open demo://movies/x: parameter \"id\" is not a number: \"x\"\n")
    #expect(run.output.isEmpty)
  }

  @Test func theScriptCanOpenLinks() async throws {
    let host = try DemoApp.makeHost(DemoApp.parse(["--delay-ms", "0"]))
    let run = await host.run(
      script: "open demo://products/1/quantity\nexpect \"How many?\"\nopen bad\n")
    #expect(run.failure?.line == 3)
    #expect(run.failure?.reason == "not a link of the form scheme://path: \"bad\"")
  }

  @Test func navigationIsKeptAcrossRuns() async throws {
    let file = temporaryFile()
    defer { try? FileManager.default.removeItem(at: file) }
    let options = try DemoApp.parse(["--delay-ms", "0", "--restore", file.path])
    let first = try await DemoApp.makeHost(options).run(
      script: "open demo://image/description\nquit\n")
    #expect(first.succeeded)
    let second = try await DemoApp.makeHost(options).run(
      script: "expect \"Mountains over a lake\"\nkey esc\nkey esc\n")
    #expect(second.succeeded, "\(second.failure.map(\.description) ?? "")")
    let saved = try String(contentsOf: file, encoding: .utf8)
    #expect(saved == #"{"alerts":[],"routes":[],"version":2}"#)
  }

  @Test func aCorruptFileIsReportedAndLeftAlone() throws {
    let file = temporaryFile()
    defer { try? FileManager.default.removeItem(at: file) }
    try Data("{\"version\":2,\"routes\":[".utf8).write(to: file)
    let run = try DemoProcess.run(
      ["--delay-ms", "0", "--restore", file.path], input: "key enter\nquit\n")
    #expect(run.status == 0)
    #expect(run.errors.contains("not restoring \(file.path): the saved navigation is corrupted"))
    #expect(try String(contentsOf: file, encoding: .utf8) == "{\"version\":2,\"routes\":[")
  }

  /// Standard error is hidden behind the session's frame: the session says it too.
  @Test func aCorruptFileIsReportedInTheSession() async throws {
    let file = temporaryFile()
    defer { try? FileManager.default.removeItem(at: file) }
    try Data("{\"version\":2,\"routes\":[".utf8).write(to: file)
    let host = try DemoApp.makeHost(DemoApp.parse(["--delay-ms", "0", "--restore", file.path]))
    // Wrapped above the bottom line: all of it can be read.
    let notice = host.frame().suffix(4).joined(separator: " ")
    #expect(notice.contains("not restoring \(file.path)"))
    #expect(notice.hasSuffix("fresh and leaving the file alone"))
    // It stays until a key is pressed; then the keys are back.
    host.handle(.down)
    #expect(host.frame().last?.contains("q quit") == true)
  }

  /// A folder given as the file (a slip of the shell's completion) says so in plain words,
  /// not as a Foundation error's dump, and the folder is left as it was.
  @Test func aFolderGivenAsTheRestoreFileIsReportedInPlainWords() throws {
    let folder = temporaryFile()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try DemoProcess.run(
      ["--delay-ms", "0", "--restore", folder.path], input: "key enter\nquit\n")
    #expect(run.status == 0)
    #expect(
      run.errors
        == "demo: not restoring \(folder.path): it is a folder, not a file; starting fresh and "
        + "leaving the file alone\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  /// A saved screen about a product the demo does not have is refused, as its deep link is
  /// (`demo://products/999`): one rule for both. The file is left alone; a product it has
  /// is restored.
  @Test func aSavedScreenOfAProductTheDemoDoesNotHaveIsRefusedAsItsLinkIs() async throws {
    let file = temporaryFile()
    defer { try? FileManager.default.removeItem(at: file) }
    let options = try DemoApp.parse(["--delay-ms", "0", "--restore", file.path])
    _ = try await DemoApp.makeHost(options).run(script: "open demo://products/2/quantity\nquit\n")
    let saved = try String(contentsOf: file, encoding: .utf8)
    #expect(saved.contains(#"{"id":2}"#) && saved.contains(#"{"productID":2}"#))
    for id in [999, 0, -1] {
      let unknown = saved.replacingOccurrences(of: #"{"id":2}"#, with: #"{"id":\#(id)}"#)
      try Data(unknown.utf8).write(to: file)
      let host = try DemoApp.makeHost(options)
      #expect(host.screenFactory.routerEvents.state.routes.isEmpty)
      let notice = host.frame().suffix(4).joined(separator: " ")
      #expect(
        notice.contains(
          "not restoring \(file.path): product(id: \(id)) at routes[1] names product \(id), "
            + "which the demo does not have"), "\(notice)")
      #expect(try String(contentsOf: file, encoding: .utf8) == unknown)
      #expect(throws: DeepLinkError.self) {
        try host.screenFactory.routerEvents.open("demo://products/\(id)", using: DemoLinks.map)
      }
    }
    // Only the quantity picker names it: the error names that screen.
    let picker = saved.replacingOccurrences(of: #"{"productID":2}"#, with: #"{"productID":7}"#)
    try Data(picker.utf8).write(to: file)
    let refused = try DemoApp.makeHost(options)
    #expect(refused.screenFactory.routerEvents.state.routes.isEmpty)
    #expect(
      refused.frame().suffix(4).joined(separator: " ").contains(
        "quantityPicker(productID: 7) at routes[2] names product 7"))
    // An alert about it, too.
    try FileManager.default.removeItem(at: file)
    _ = try await DemoApp.makeHost(options).run(script: "open demo://products/3\nwait-idle\nquit")
    let failed = try String(contentsOf: file, encoding: .utf8)
    let alert = failed.replacingOccurrences(
      of: #"{"productLoadFailed":{"id":3}}"#, with: #"{"productLoadFailed":{"id":8}}"#)
    #expect(alert != failed)
    try Data(alert.utf8).write(to: file)
    #expect(
      try DemoApp.makeHost(options).frame().suffix(4).joined(separator: " ").contains(
        "alert productLoadFailed(id: 8) at alerts[0] names product 8"))
    try Data(saved.utf8).write(to: file)
    let restored = try DemoApp.makeHost(options)
    #expect(
      restored.screenFactory.routerEvents.state.routes.map(\.screen) == [
        .products, .product(id: 2), .quantityPicker(productID: 2),
      ])
  }

  /// The tabbed demo's file given to the menu demo says which demo saved it.
  @Test func aTabbedDemosFileIsNotRestoredInTheMenuDemo() async throws {
    let file = temporaryFile()
    defer { try? FileManager.default.removeItem(at: file) }
    _ = try await DemoApp.makeTabbedHost(DemoApp.parse(["--tabs", "--restore", file.path]))
      .run(script: "quit")
    let saved = try Data(contentsOf: file)
    let menu = try DemoApp.makeHost(DemoApp.parse(["--delay-ms", "0", "--restore", file.path]))
    #expect(
      menu.frame().suffix(4).joined(separator: " ").contains(
        "not restoring \(file.path): it was saved by the demo with --tabs; starting fresh"))
    _ = await menu.run(script: "quit")
    #expect(try Data(contentsOf: file) == saved)
  }

  @Test func aPlaceTheNavigationCannotBeSavedToIsReportedAtStart() throws {
    let missing = "/nonexistent-\(UUID().uuidString)/nav.json"
    let host = try DemoApp.makeHost(DemoApp.parse(["--delay-ms", "0", "--restore", missing]))
    #expect(
      host.frame().suffix(4).joined(separator: " ").contains(
        "the navigation will not be saved: the folder"))
    #expect(DemoApp.saveProblem(temporaryFile().path) == nil)
    #expect(
      DemoApp.saveProblem(FileManager.default.temporaryDirectory.path)?.hasSuffix("is a folder")
        == true)
  }
}
