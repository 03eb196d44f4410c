import Foundation
import MVIRouter
import Testing

/// A save is written a part of the routes at a time, and is still byte for byte what
/// `JSONEncoder` with sorted keys writes for the whole state, whatever the part size and
/// wherever the parts end.
@Suite struct SavedDataPartsTests {
  typealias State = NavigationState<CoreScreen, CoreAlert>

  /// The oracle: Foundation's encoding of the whole state at once.
  static func wholeEncoding(_ state: State) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(state)
  }

  /// A state of `count` routes (pushes, sheets with options, covers) and alerts, some owned.
  static func state(routes count: Int) -> State {
    let screens: [CoreScreen] = [.list, .detail(7), .edit, .picker, .settings]
    let routes = (0..<count).map { index in
      Route(
        id: RouteID(rawValue: index + 1), screen: screens[index % screens.count],
        presentation: [.push, .sheet, .fullScreenCover][index % 3],
        options: index % 4 == 1
          ? PresentationOptions(detents: [.medium, .fraction(0.25)]) : .standard)
    }
    var alerts = [
      PresentedAlert(
        id: AlertID(rawValue: 1), alert: CoreAlert.info, owner: nil, title: "Saved ✓ / \"ok\"",
        message: nil, buttons: [RouterAlertButton(title: "OK", role: .cancel, action: "OK")])
    ]
    if count > 0 {
      alerts.append(
        PresentedAlert(
          id: AlertID(rawValue: 2), alert: CoreAlert.delete, owner: RouteID(rawValue: count),
          title: "Delete?", message: "Gone for good",
          buttons: [RouterAlertButton(title: "Delete", role: .destructive, action: "Delete")]))
    }
    return State(routes: routes, alerts: alerts)
  }

  @Test(arguments: [0, 1, 2, 3, 4, 7, 9, 10])
  func everyPartSizeWritesTheWholeEncodingsBytes(routes: Int) throws {
    let state = Self.state(routes: routes)
    let whole = try Self.wholeEncoding(state)
    for partSize in [1, 2, 3, 4, 1024] {
      #expect(try state.savedData(partSize: partSize) == whole, "part size \(partSize)")
    }
  }

  @MainActor @Test func aSaveOfManyPartsRestoresAsItWas() throws {
    let state = Self.state(routes: 2_500)
    let data = try state.savedData()
    #expect(data == (try Self.wholeEncoding(state)))
    let routerEvents = RouterEvents<CoreScreen, CoreAlert>()
    try routerEvents.restore(from: data)
    #expect(routerEvents.state == state)
  }

  enum Measured: RouterScreenProtocol, Codable {
    case length(Double)
  }

  /// A screen that cannot be saved in a later part is an error at its place in the whole state.
  @Test func aValueThatCannotBeSavedIsAnErrorAtItsPlaceInTheWholeState() {
    let routes = (1...7).map {
      Route(
        id: RouteID(rawValue: $0), screen: Measured.length($0 == 6 ? .nan : 1), presentation: .push)
    }
    let state = NavigationState<Measured, RouterDefaultAlert>(routes: routes)
    do {
      _ = try state.savedData(partSize: 2)
      Issue.record("saved a screen holding NaN")
    } catch let EncodingError.invalidValue(_, context) {
      let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
      #expect(path.starts(with: ["routes", "5", "screen"]))
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  /// A tab container's save: each router's navigation written as a router's save is, the
  /// whole still the bytes of `JSONEncoder`'s encoding of the whole tabbed state.
  @Test func aTabContainersSaveIsTheWholeEncodingsBytes() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let tabs = TabbedNavigationState<CoreTab, CoreScreen, CoreAlert>(
      tabs: [.home, .search, .profile], selected: .search,
      stacks: [
        .home: Self.state(routes: 3),
        .profile: NavigationState(
          routes: Self.state(routes: 5).routes.map {
            Route(
              id: RouteID(rawValue: $0.id.rawValue + 10), screen: $0.screen,
              presentation: $0.presentation)
          }),
      ],
      overlay: NavigationState(routes: [
        Route(id: RouteID(rawValue: 40), screen: .edit, presentation: .sheet)
      ]))
    #expect(try tabs.savedData() == encoder.encode(tabs))
    let empty = TabbedNavigationState<CoreTab, CoreScreen, CoreAlert>(
      tabs: [.home], selected: .home)
    #expect(try empty.savedData() == encoder.encode(empty))
  }

  /// A screen that cannot be saved in a tab is an error at its place in the whole tabbed state.
  @Test func aValueThatCannotBeSavedInATabIsAnErrorAtItsPlace() {
    let state = TabbedNavigationState<CoreTab, Measured, RouterDefaultAlert>(
      tabs: [.home, .search], selected: .home,
      stacks: [
        .search: NavigationState(routes: [
          Route(id: RouteID(rawValue: 1), screen: .length(1), presentation: .push),
          Route(id: RouteID(rawValue: 2), screen: .length(.infinity), presentation: .push),
        ])
      ])
    do {
      _ = try state.savedData()
      Issue.record("saved a screen holding infinity")
    } catch let EncodingError.invalidValue(_, context) {
      let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
      #expect(path.starts(with: ["tabs", "1", "state", "routes", "1", "screen"]))
    } catch {
      Issue.record("unexpected \(error)")
    }
  }
}
