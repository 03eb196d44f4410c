import Foundation
import MVIRouterTesting
import Testing

@testable import DemoApp

@Suite @MainActor struct DemoLinksTests {
  @Test func everyDemoHasALink() throws {
    let map = DemoLinks.map
    #expect(try map.steps(for: "demo://image/description").last?.presentation == .sheet)
    #expect(
      try map.steps(for: "demo://movies/2") == [
        .push(.movies(.search)), .push(.movies(.detail(id: 2))),
      ])
    #expect(
      try map.steps(for: "demo://products/1/quantity")
        == [.push(.products), .cover(.product(id: 1)), .sheet(.quantityPicker(productID: 1))])
    #expect(try map.steps(for: "demo://dogs") == [.push(.dogSearch)])
  }

  @Test func unknownIDsAreRefused() {
    #expect(
      throws: DeepLinkError.invalidParameter(name: "id", value: "9", reason: "is not a movie")
    ) {
      try DemoLinks.map.steps(for: "demo://movies/9")
    }
  }

  @Test func openingALinkFromInsideADemoDismissesWithTheDeepLinkReason() throws {
    let environment = makeEnvironment()
    environment.routerEvents.routeTo(.image)
    environment.routerEvents.routeTo(.imageDescription("x"))
    try withRoutingRecorder(environment.routerEvents) { recorder in
      try environment.routerEvents.open("demo://products/2", using: DemoLinks.map)
      recorder.expect(
        .dismissed(.imageDescription("x"), .deepLink),
        .dismissed(.image, .deepLink),
        .routed(.products, as: .push),
        .routed(.product(id: 2), as: .fullScreenCover))
    }
  }
}

@Suite @MainActor struct DemoLinkAndRestoreRunTests {
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
    try Data("{\"version\":1,\"routes\":[".utf8).write(to: file)
    let run = try DemoProcess.run(
      ["--delay-ms", "0", "--restore", file.path], input: "key enter\nquit\n")
    #expect(run.status == 0)
    #expect(run.errors.contains("not restoring \(file.path): the saved navigation is corrupted"))
    #expect(try String(contentsOf: file, encoding: .utf8) == "{\"version\":1,\"routes\":[")
  }
}
