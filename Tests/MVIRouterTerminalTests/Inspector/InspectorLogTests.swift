import MVIRouter
import Testing

@testable import MVIRouterTerminal

@Suite @MainActor struct InspectorLogTests {
  typealias Log = InspectorLog<NavigationState<CatalogScreen, CatalogAlert>>
  typealias State = NavigationState<CatalogScreen, CatalogAlert>

  func state(depth: Int) -> State {
    State(
      routes: (0..<depth).map {
        Route(id: RouteID(rawValue: $0 + 1), screen: .named("\($0)"), presentation: .push)
      })
  }

  @Test func keepsEachDifferentStateOnceNewestLastAndBounded() {
    var log = Log(state: state(depth: 0))
    log.record(state(depth: 0))
    log.record(state(depth: 1))
    #expect(log.history.map(\.routes.count) == [0, 1])
    for depth in 2...30 { log.record(state(depth: depth)) }
    #expect(log.history.count == Log.historyLimit)
    #expect(log.history.last?.routes.count == 30)
  }

  @Test func statesTooLargeToKeepAreLeftOut() {
    var log = Log(state: state(depth: Log.keptSizeLimit + 1))
    #expect(log.history.isEmpty)
    log.choose(-1)
    #expect(log.selected == nil)
    log.record(state(depth: 2))
    #expect(log.history.count == 1)
  }

  @Test func eventsAreBoundedNewestLast() {
    var log = Log(state: state(depth: 0))
    for index in 0..<20 { log.note("event \(index)") }
    #expect(log.events.count == Log.eventLimit)
    #expect(log.events.last == "event 19")
  }

  @Test func theChoiceStaysOnTheSameStateAsOldOnesLeave() {
    var log = Log(state: state(depth: 0))
    for depth in 1..<Log.historyLimit { log.record(state(depth: depth)) }
    log.choose(-3)
    #expect(log.chosenState?.routes.count == Log.historyLimit - 4)
    log.record(state(depth: 100))
    #expect(log.chosenState?.routes.count == Log.historyLimit - 4)
    log.choose(-100)
    #expect(log.selected == 0)
  }

  /// A narrow pane cuts an event's end: the reason comes before the screen, so it shows.
  @Test func aDismissalNamesItsReasonBeforeTheScreen() {
    var log = Log(state: state(depth: 0))
    let route = Route(
      id: RouteID(rawValue: 1), screen: CatalogScreen.named("long"), presentation: .push)
    log.record(RouterEvent<CatalogScreen, CatalogAlert>.routed(route))
    log.record(RouterEvent<CatalogScreen, CatalogAlert>.dismissed(route, .userBack))
    #expect(
      log.events == ["routed push named(\"long\")", "dismissed (userBack) push named(\"long\")"])
  }

  @Test func aCoverReadsWithoutDetentsWhichOnlySheetsUse() {
    let cover = Route<CatalogScreen>(
      id: RouteID(rawValue: 1), screen: .edit, presentation: .fullScreenCover, options: .medium)
    let sheet = Route<CatalogScreen>(
      id: RouteID(rawValue: 2), screen: .list, presentation: .sheet, options: .medium)
    var log = Log(state: State())
    log.record(RouterEvent<CatalogScreen, CatalogAlert>.routed(cover))
    log.record(State(routes: [cover]))
    log.record(State(routes: [cover, sheet]))
    #expect(log.events == ["routed fullScreenCover edit"])
    #expect(log.changes == ["root", "+ fullScreenCover edit", "+ sheet[medium] list"])
  }

  /// The open inspector always shows where its focus is: on the live state until another is
  /// chosen (never on an older one standing in for a state too large to keep).
  @Test func theLiveStateIsMarkedUntilAnotherIsChosen() {
    var log = Log(state: state(depth: 0))
    log.record(state(depth: 1))
    #expect(log.content(live: state(depth: 1)).selectedHistory == 1)
    log.choose(-1)
    #expect(log.content(live: state(depth: 1)).selectedHistory == 0)
    log.resetChoice()
    #expect(log.content(live: state(depth: Log.keptSizeLimit + 1)).selectedHistory == nil)
  }

  @Test func eachEntrySaysWhatChangedFromTheOneBefore() {
    let list = Route<CatalogScreen>(id: RouteID(rawValue: 1), screen: .list, presentation: .push)
    let edit = Route<CatalogScreen>(id: RouteID(rawValue: 2), screen: .edit, presentation: .sheet)
    let detail = Route<CatalogScreen>(
      id: RouteID(rawValue: 3), screen: .detail(2), presentation: .push)
    var log = Log(state: State())
    log.record(State(routes: [list]))
    log.record(State(routes: [list, edit]))
    log.record(State(routes: [list, detail]))
    log.record(State(routes: []))
    #expect(
      log.changes == [
        "root", "+ push list", "+ sheet edit", "− sheet edit + push detail(2)",
        "− push list > push detail(2)",
      ])
    #expect(log.content(live: State()).history == log.changes)
  }

  @Test func enterOpensTheChosenEntryThenJumpsAndEscClosesIt() {
    var log = Log(state: state(depth: 0))
    log.record(state(depth: 1))
    log.record(state(depth: 2))
    let answer1 = log.activate()
    #expect(!answer1)
    #expect(log.content(live: state(depth: 2)).openedEntry?.hasPrefix("Entry 3 of 3 (now)") == true)
    log.choose(-1)
    let opened = log.content(live: state(depth: 2)).openedEntry ?? ""
    #expect(opened.hasPrefix("Entry 2 of 3\nroot > push named(\"0\")"), "\(opened)")
    #expect(opened.hasSuffix("Changed: + push named(\"0\")"), "\(opened)")
    let answer2 = log.activate()
    #expect(answer2)
    let answer3 = log.closeEntry()
    #expect(answer3)
    let answer4 = log.closeEntry()
    #expect(!answer4)
    #expect(log.content(live: state(depth: 2)).openedEntry == nil)
    let answer5 = log.click(entry: 0)
    #expect(!answer5)
    #expect(log.selected == 0)
    let answer6 = log.click(entry: 0)
    #expect(answer6)
  }
}
