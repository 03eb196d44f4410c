import Foundation
import MVIRouter
import MVIRouterTerminal
import Testing

@testable import DemoApp

/// The tabbed demo (`demo --tabs`), run in process: its tabs, deep links and restore file.
@Suite @MainActor struct DemoTabbedScreenFactoryTests {
  func host(_ arguments: [String] = []) throws -> TerminalHost<DemoTabbedScreenFactory> {
    try DemoApp.makeTabbedHost(DemoApp.parse(["--tabs", "--delay-ms", "0"] + arguments))
  }

  @Test func theFourDemosAreTabsEachAtItsFirstScreen() throws {
    let host = try host()
    let tabbed = host.screenFactory.tabbedRouterEvents
    #expect(tabbed.tabs == [.image, .dogs, .movies, .products])
    #expect("\(tabbed.state)" == "[image] root · dogs: root · movies: root · products: root")
    #expect(host.frame()[0] == "Image")
  }

  @Test func aScreenRoutesInItsOwnTab() async throws {
    let host = try host()
    let tabbed = host.screenFactory.tabbedRouterEvents
    let run = await host.run(script: "wait-idle\nkey enter\nkey 4\nkey enter\nwait-idle\nkey 1")
    #expect(run.succeeded, "\(run.failure.map(\.description) ?? "")")
    // The product's cover hides the tabs: `1` under it selects nothing.
    #expect(tabbed.selectedTab == .products)
    #expect(tabbed[tab: .products].state.routes.map(\.screen) == [.product(id: 1)])
    #expect(
      tabbed[tab: .image].state.routes.map(\.screen) == [
        .imageDescription(DemoData.image.description)
      ])
    #expect(tabbed.overlay.state.routes.isEmpty)
  }

  @Test func aDeepLinkSelectsItsTabAndBuildsItsStack() throws {
    let host = try host(["--open", "demo://movies/2"])
    let tabbed = host.screenFactory.tabbedRouterEvents
    #expect(tabbed.selectedTab == .movies)
    #expect(tabbed[tab: .movies].state.routes.map(\.screen) == [.movies(.detail(id: 2))])
    #expect(host.frame()[0].hasPrefix("Movies › "))
  }

  @Test func aLinkToNoTabIsRefusedBeforeAnythingRuns() {
    #expect(throws: DemoArgumentError.self) { try host(["--open", "demo://nowhere"]) }
    #expect(throws: DemoArgumentError.self) { try host(["--open", "demo://movies/99"]) }
  }

  @Test func theRestoreFileKeepsTheTabsAndTheirStacks() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("demo-tabs-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let first = try host(["--restore", file.path, "--open", "demo://movies/2"])
    let run = await first.run(script: "key 1\nwait-idle\nkey enter\nquit")
    #expect(run.succeeded, "\(run.failure.map(\.description) ?? "")")
    let second = try host(["--restore", file.path])
    let tabbed = second.screenFactory.tabbedRouterEvents
    #expect(tabbed.selectedTab == .image)
    #expect(tabbed[tab: .movies].state.routes.map(\.screen) == [.movies(.detail(id: 2))])
    #expect(tabbed[tab: .image].state.routes.count == 1)
    #expect(second.frame()[0] == "Image › Description")
  }

  /// A saved screen about a product the demo does not have is refused in a tab too, as its
  /// deep link is, and the file is left alone.
  @Test func aSavedScreenOfAProductTheDemoDoesNotHaveIsRefused() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("demo-tabs-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    _ = try await host(["--restore", file.path, "--open", "demo://products/1"]).run(script: "quit")
    let saved = try String(contentsOf: file, encoding: .utf8)
    let unknown = saved.replacingOccurrences(of: #"{"id":1}"#, with: #"{"id":999}"#)
    #expect(unknown != saved)
    try Data(unknown.utf8).write(to: file)
    let refused = try host(["--restore", file.path])
    #expect(refused.screenFactory.tabbedRouterEvents[tab: .products].state.routes.isEmpty)
    #expect(
      refused.frame().suffix(4).joined(separator: " ").contains(
        "product(id: 999) at routes[0] of the Products tab names product 999, which the demo "
          + "does not have"))
    #expect(try String(contentsOf: file, encoding: .utf8) == unknown)
    #expect(throws: DemoArgumentError.self) { try host(["--open", "demo://products/999"]) }
  }

  @Test func aMenuDemosFileIsNotRestoredInTabsAndIsLeftAlone() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("demo-menu-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let menu = try DemoApp.makeHost(DemoApp.parse(["--restore", file.path, "--delay-ms", "0"]))
    _ = await menu.run(script: "key enter\nquit")
    let saved = try Data(contentsOf: file)
    let tabs = try host(["--restore", file.path])
    // The demo's user is told which demo saved it, not which type an app restores it with.
    #expect(
      tabs.frame().suffix(4).joined(separator: " ").contains(
        "not restoring \(file.path): it was saved by the demo without --tabs; starting fresh"))
    _ = await tabs.run(script: "key 2\nquit")
    #expect(try Data(contentsOf: file) == saved)
    #expect(tabs.screenFactory.tabbedRouterEvents.selectedTab == .dogs)
  }
}
