import MVIRouter
import MVIRouterTerminal
import Testing

/// When the host tells a screen that it appeared: once, right after the host made it for its
/// route or as a root, so an intent starts its work from an appear hook, not from an init.
@Suite @MainActor struct TerminalScreenAppearTests {
  enum Place: RouterScreenProtocol {
    case room(Int)
  }

  struct PlaceRouter: RouterPolicy {
    typealias Alert = RouterDefaultAlert
    func getScreenPresentationType(for type: Place) -> RouterScreenPresentationType { .push }
  }

  /// Records, in one shared log, when it was made, appeared and disappeared.
  final class RecordingScreen: TerminalScreen {
    let name: String
    let log: Log
    init(_ name: String, log: Log) {
      self.name = name
      self.log = log
      log.lines.append("made \(name)")
    }
    var title: String { name }
    func didAppear() { log.lines.append("appeared \(name)") }
    func didDisappear() { log.lines.append("disappeared \(name)") }
  }

  final class Log {
    var lines: [String] = []
  }

  struct Factory: TerminalScreenFactory {
    let routerEvents = RouterEvents<Place, RouterDefaultAlert>(router: PlaceRouter())
    let log: Log
    func makeRootScreen() -> any TerminalScreen { RecordingScreen("root", log: log) }
    func makeScreen(for route: Route<Place>) -> any TerminalScreen {
      switch route.screen {
      case .room(let number): RecordingScreen("room \(number)", log: log)
      }
    }
  }

  enum Tab: Hashable, Sendable {
    case first, second
  }

  final class TabbedFactory: TabbedTerminalScreenFactory {
    typealias Screen = Place
    typealias Alert = RouterDefaultAlert
    let tabbedRouterEvents = TabbedRouterEvents<Tab, Place, RouterDefaultAlert>(
      tabs: [.first, .second], selected: .first, router: PlaceRouter())
    let log: Log
    init(log: Log) { self.log = log }
    func title(for tab: Tab) -> String { "\(tab)" }
    func makeRootScreen(for tab: Tab) -> any TerminalScreen { RecordingScreen("\(tab)", log: log) }
    func makeScreen(for route: Route<Place>, in tab: Tab?) -> any TerminalScreen {
      switch route.screen {
      case .room(let number): RecordingScreen("room \(number)", log: log)
      }
    }
  }

  @Test func everyScreenAppearsOnceRightAfterItIsMadeAndBeforeItDisappears() {
    let log = Log()
    let factory = Factory(log: log)
    factory.routerEvents.routeTo(.room(1))
    let host = TerminalHost(screenFactory: factory)
    #expect(log.lines == ["made root", "appeared root", "made room 1", "appeared room 1"])
    log.lines = []
    factory.routerEvents.routeTo(.room(2))
    _ = host.frame()
    host.handle(.escape)
    #expect(log.lines == ["made room 2", "appeared room 2", "disappeared room 2"])
  }

  @Test func eachTabsRootAppearsOnceWhenTheHostMakesIt() {
    let log = Log()
    let factory = TabbedFactory(log: log)
    let host = TerminalHost(screenFactory: factory)
    factory.tabbedRouterEvents[tab: .second].routeTo(.room(3))
    host.handle(.character("2"))
    host.handle(.character("1"))
    #expect(
      log.lines == [
        "made first", "appeared first", "made second", "appeared second", "made room 3",
        "appeared room 3",
      ])
  }
}
