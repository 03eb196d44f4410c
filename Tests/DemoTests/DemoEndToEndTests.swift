import Foundation
import MVIRouterTesting
import Testing

/// Runs the built `demo` executable with a script and compares what it prints with a golden
/// file exactly. `swift test` builds the executable with the tests. Re-record the golden file
/// with `RECORD_SNAPSHOTS=1 swift test --filter DemoEndToEndTests`.
@Suite struct DemoEndToEndTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  /// Runs a script of `Scripts/` and compares the frames with the golden file of the same name
  /// in `__Snapshots__` (`RECORD_SNAPSHOTS=1` writes it), naming the first line that differs.
  private static func runGolden(
    _ name: String, arguments: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> DemoProcess.Run {
    let script = directory.appendingPathComponent("Scripts/\(name).script").path
    let run = try DemoProcess.run(arguments + ["--delay-ms", "0", "--script", script])
    #expect(run.status == 0, "stderr: \(run.errors)", sourceLocation: sourceLocation)
    expectGolden(run.output, named: name, sourceLocation: sourceLocation)
    return run
  }

  @Test func walkingEveryDemoPrintsTheGoldenFrames() throws {
    _ = try Self.runGolden("walk")
  }

  /// The seed's details: the image's placeholder and "Error" alerts, ten dog images under a
  /// title that follows the state, a movie search that queries on Enter ("Querying for ali…"),
  /// and the product alert's `Delete <product name>`.
  @Test func theSeedsDetailsPrintTheGoldenFrames() throws {
    _ = try Self.runGolden("seed-details")
  }

  /// Long lists at 80×14 and 40×12, alert buttons at 30×8, the text field at 24 columns, the
  /// band around the quantity sheet and the disabled Retry row while a product loads.
  @Test func smallTerminalsPrintTheGoldenFrames() throws {
    let run = try Self.runGolden("small-terminals")
    #expect(run.output.contains("▸ Search again"))
    #expect(run.output.contains("[▸Cancel]"))
    #expect(run.output.contains("Search: …ery long query_"))
    #expect(
      run.output.contains("▸ Retry (unavailable)") || run.output.contains("  Retry (unavailable)"))
  }

  /// While a product loads, Close is its only enabled row, yet the focus waits for the
  /// product's first action: an Enter at once does nothing; once loaded, the first action has
  /// the focus, also when the product was restored.
  @Test func aLoadedProductFocusesItsFirstActionNotClose() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("product-focus-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let script = """
      key enter
      expect "  Close"
      wait-idle
      expect "▸ Choose quantity"
      quit
      """
    let opened = try DemoProcess.run(
      ["--delay-ms", "0", "--open", "demo://products/1", "--restore", file.path], input: script)
    #expect(opened.status == 0, "stderr: \(opened.errors) \(opened.output)")
    let restored = try DemoProcess.run(
      ["--delay-ms", "0", "--restore", file.path], input: script)
    #expect(restored.status == 0, "stderr: \(restored.errors) \(restored.output)")
  }

  @Test func aDeepLinkedQuantityPickerDeliversTheQuantityToTheCover() throws {
    let script = """
      wait-idle
      expect "How many?"
      key down
      key down
      key enter
      wait-idle
      expect "Quantity: 3"
      quit
      """
    let run = try DemoProcess.run(
      ["--delay-ms", "0", "--open", "demo://products/1/quantity"], input: script)
    #expect(run.status == 0, "stderr: \(run.errors)")
  }

  @Test func aRestoredAlertShowsOnceAndDeleteWorks() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("demo-restore-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let first = """
      wait-idle
      expect "The product could not be loaded"
      quit
      """
    let opened = try DemoProcess.run(
      ["--delay-ms", "0", "--restore", file.path, "--open", "demo://products/3"], input: first)
    #expect(opened.status == 0, "stderr: \(opened.errors)")

    let second = """
      wait-idle
      expect "The product could not be loaded"
      snapshot restored
      key left
      key enter
      wait-idle
      snapshot deleted
      quit
      """
    let restored = try DemoProcess.run(["--delay-ms", "0", "--restore", file.path], input: second)
    #expect(restored.status == 0, "stderr: \(restored.errors)")
    let frames = restored.output.components(separatedBy: "--- deleted")
    #expect(frames.count == 2)
    #expect(!frames[0].contains("queued"), "the restored alert shows once: \(frames[0])")
    let deleted = frames.last ?? ""
    #expect(deleted.contains("Products"))
    #expect(!deleted.contains("Broken product"), "Delete removed the product: \(deleted)")
    #expect(!deleted.contains("could not be loaded"))
  }

  /// The tabbed demo: switching tabs keeps each tab's stack, the selected tab's key again goes
  /// back to its root, a narrow tab bar, a deep link selecting its tab.
  @Test func theTabbedDemoPrintsTheGoldenFrames() throws {
    let run = try Self.runGolden("tabs", arguments: ["--tabs"])
    #expect(run.output.contains("[ 1 Image] [ 2 Dogs] [▸3 Movies] [ 4 Products]"))
    #expect(run.output.contains("--- image-kept-its-sheet (80x24) ---\nImage › Description"))
  }

  @Test func aScriptOnStandardInputWorksToo() throws {
    let run = try DemoProcess.run(["--delay-ms", "0"], input: "expect \"Pick a demo.\"\nquit\n")
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("--- end (80x24) ---\nMVIRouter demo\n"))
  }

  @Test func aBadScriptLineExitsNonZeroNamingTheLine() throws {
    let run = try DemoProcess.run(["--delay-ms", "0"], input: "key down\nfly away\nquit\n")
    #expect(run.status == 1)
    #expect(run.errors.hasPrefix("script line 2: unknown command \"fly\""))
    #expect(run.errors.contains("--- frame (80x24) ---"))
  }

  @Test func aFailedExpectationShowsTheFrame() throws {
    let run = try DemoProcess.run(["--delay-ms", "0"], input: "expect \"Dragons\"\n")
    #expect(run.status == 1)
    #expect(
      run.errors.contains("script line 1: expected \"Dragons\", which the frame does not show"))
    #expect(run.errors.contains("Pick a demo."))
  }

  @Test func badFlagsExitWithUsage() throws {
    let run = try DemoProcess.run(["--delay-ms", "soon"])
    #expect(run.status == 2)
    #expect(run.errors.contains("usage: demo"))
  }
}

extension DemoEndToEndTests {
  /// A note with unsaved changes asks before it is discarded: Keep editing stays, Discard
  /// leaves; the inspector shows the quantity sheet at half height.
  @Test func anUnsavedNoteAsksBeforeItIsDiscarded() throws {
    let script = """
      wait-idle
      key down
      key down
      key enter
      type gift
      key esc
      wait-idle
      expect "Discard changes?"
      key esc
      wait-idle
      expect "Note: gift_"
      key esc
      wait-idle
      key left
      key enter
      wait-idle
      expect "Choose quantity"
      key up
      key up
      key enter
      wait-idle
      key ~
      expect "sheet[medium]"
      quit
      """
    let run = try DemoProcess.run(
      ["--delay-ms", "0", "--open", "demo://products/1"], input: script)
    #expect(run.status == 0, "stderr: \(run.errors)")
  }
}
