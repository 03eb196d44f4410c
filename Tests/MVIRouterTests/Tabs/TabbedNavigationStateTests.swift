import Foundation
import MVIRouter
import Testing

@Suite struct TabbedNavigationStateTests {
  typealias State = TabbedNavigationState<CoreTab, CoreScreen, CoreAlert>

  static func route(_ id: Int, _ screen: CoreScreen, _ presentation: RouterScreenPresentationType)
    -> Route<CoreScreen>
  {
    Route(id: RouteID(rawValue: id), screen: screen, presentation: presentation)
  }

  static func alert(_ id: Int, _ alert: CoreAlert, owner: Int?) -> PresentedAlert<CoreAlert> {
    PresentedAlert(
      id: AlertID(rawValue: id), alert: alert, owner: owner.map { RouteID(rawValue: $0) },
      title: "\(alert)", message: nil, buttons: [.cancel("OK")])
  }

  static let sample = State(
    tabs: [.home, .search], selected: .home,
    stacks: [.home: NavigationState(routes: [route(1, .detail(1), .push)])],
    overlay: NavigationState(routes: [route(2, .edit, .sheet)], alerts: [alert(1, .info, owner: 2)])
  )

  @Test func theTextFormBracketsTheSelectedTabAndShowsTheOverlay() {
    #expect(
      Self.sample.description
        == "[home] root > push detail(1) · search: root | over tabs: sheet edit | alert info[OK]")
    var state = Self.sample
    state.overlay = NavigationState()
    state.selectedTab = .search
    #expect(state.description == "home: root > push detail(1) · [search] root")
    state.overlay = NavigationState(alerts: [Self.alert(3, .delete, owner: nil)])
    #expect(
      state.description
        == "home: root > push detail(1) · [search] root | over tabs: alert delete[OK]")
  }

  @Test func aTabWithNoEntryEqualsATabAtItsRoot() {
    var other = Self.sample
    other[tab: .search] = NavigationState()
    #expect(other == Self.sample)
    other.selectedTab = .search
    #expect(other != Self.sample)
  }

  @Test func theVisibleAlertIsTheOverlaysElseTheSelectedTabs() {
    var state = Self.sample
    state[tab: .search] = NavigationState(alerts: [Self.alert(5, .delete, owner: nil)])
    #expect(state.visibleAlert?.alert == .info)
    state.overlay = NavigationState()
    #expect(state.visibleAlert == nil)
    state.selectedTab = .search
    #expect(state.visibleAlert?.alert == .delete)
    #expect(state.visibleAlertTab == .search)
  }

  @Test(arguments: [
    (State(tabs: [], selected: .home), "invalid navigation state: there are no tabs"),
    (
      State(tabs: [.home, .home], selected: .home),
      "invalid navigation state: tab home appears twice"
    ),
    (
      State(tabs: [.home], selected: .search),
      "invalid navigation state: the selected tab search is not one of the tabs"
    ),
    (
      State(tabs: [.home], selected: .home, stacks: [.search: NavigationState()]),
      "invalid navigation state: there is a stack for tab search, which is not one of the tabs"
    ),
    (
      State(
        tabs: [.home, .search], selected: .home,
        stacks: [
          .home: NavigationState(routes: [route(1, .list, .push)]),
          .search: NavigationState(routes: [route(1, .list, .push)]),
        ]),
      "invalid navigation state: route id #1 is used by tab home and by tab search"
    ),
    (
      State(
        tabs: [.home], selected: .home,
        stacks: [.home: NavigationState(alerts: [alert(2, .info, owner: nil)])],
        overlay: NavigationState(alerts: [alert(2, .info, owner: nil)])),
      "invalid navigation state: alert id !2 is used by tab home and by the overlay"
    ),
    (
      State(
        tabs: [.home], selected: .home,
        stacks: [.home: NavigationState(routes: [route(0, .list, .push)])]),
      "invalid navigation state: tab home: route id #0 is out of range"
    ),
  ])
  func validationNamesTheFirstProblem(state: State, message: String) {
    #expect(throws: NavigationStateError.self) { try state.validate() }
    do {
      try state.validate()
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func aValidStateRoundTripsThroughJSON() throws {
    let data = try JSONEncoder().encode(Self.sample)
    let decoded = try JSONDecoder().decode(State.self, from: data)
    #expect(decoded == Self.sample)
  }

  @Test func decodingRefusesAnInvalidState() throws {
    var state = Self.sample
    state.selectedTab = .profile
    let data = try JSONEncoder().encode(state)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(State.self, from: data) }
  }

  @Test func tabsWithOptionalValuesPrintPlainly() {
    enum FolderTab: Hashable, Sendable {
      case folder(Int?)
    }
    let state = TabbedNavigationState<FolderTab, CoreScreen, CoreAlert>(
      tabs: [.folder(1), .folder(nil)], selected: .folder(1), stacks: [:],
      overlay: NavigationState())
    #expect(state.description == "[folder(1)] root · folder(nil): root")
  }
}
