import Foundation
import MVIRouter
import Testing

/// Options a router chooses per screen: the quantity picker at half height, the editor locked.
@MainActor
final class OptionsRouter: RouterPolicy {
  typealias Alert = RouterDefaultAlert
  func getScreenPresentationType(for type: CoreScreen) -> RouterScreenPresentationType {
    type == .list ? .push : .sheet
  }

  func getPresentationOptions(for type: CoreScreen) -> PresentationOptions {
    switch type {
    case .picker: .medium
    case .edit: PresentationOptions(interactiveDismissDisabled: true)
    default: .standard
    }
  }
}

@Suite @MainActor struct PresentationOptionsTests {
  let harness = CoreHarness()

  /// Options are twelve bytes: a route carrying them stays small.
  @Test func optionsTakeTwelveBytes() {
    #expect(MemoryLayout<PresentationOptions>.size <= 12)
    #expect(MemoryLayout<PresentationOptions>.stride == 12)
  }

  @Test func standardOptionsLeaveTheOneLineTextAsItWas() {
    harness.routerEvents.routeTo(.list)
    harness.routerEvents.routeTo(.edit)
    #expect(harness.text == "root > push list > sheet edit")
    #expect(harness.routerEvents.state.routes.allSatisfy { $0.options == .standard })
  }

  @Test func optionsShowInBracketsAfterThePresentation() {
    harness.routerEvents.routeTo(.picker, options: .medium)
    harness.routerEvents.routeTo(
      .edit, as: .sheet,
      options: PresentationOptions(detents: [.medium, .large], interactiveDismissDisabled: true))
    harness.routerEvents.routeTo(
      .settings, options: PresentationOptions(interactiveDismissDisabled: true))
    harness.routerEvents.routeTo(
      .detail(1), as: .sheet, options: PresentationOptions(detents: [.fraction(0.3)]))
    #expect(
      harness.text
        == "root > sheet[medium] picker > sheet[medium,large; locked] edit"
        + " > fullScreenCover[locked] settings > sheet[0.3] detail(1)")
  }

  @Test func theRouterChoosesOptionsPerScreenAndAnExplicitArgumentWins() {
    let routerEvents = RouterEvents(router: OptionsRouter())
    routerEvents.routeTo(.picker)
    routerEvents.routeTo(.edit, as: .fullScreenCover)
    routerEvents.routeTo(.list)
    routerEvents.routeTo(.picker, options: .standard)
    routerEvents.routeTo(.picker, expecting: Int.self) { _ in }
    #expect(
      routerEvents.state.description
        == "root > sheet[medium] picker > fullScreenCover[locked] edit > push list > sheet picker"
        + " > sheet[medium] picker")
  }

  @Test func coversAndPushesPrintWithoutDetentsWhichOnlySheetsUse() throws {
    let routerEvents = RouterEvents(router: OptionsRouter())
    routerEvents.routeTo(.picker, as: .fullScreenCover)
    routerEvents.routeTo(.picker, as: .push)
    routerEvents.routeTo(
      .edit, as: .fullScreenCover,
      options: PresentationOptions(detents: [.medium], interactiveDismissDisabled: true))
    #expect(
      routerEvents.state.description
        == "root > fullScreenCover picker > push picker > fullScreenCover[locked] edit")
    let cover = try #require(routerEvents.state.routes.first)
    #expect("\(cover.step)" == "fullScreenCover picker")
    #expect(cover.options == .medium)
  }

  @Test func theExpectingVariantTakesOptionsAndStillDeliversOnce() {
    var results: [String] = []
    let id = harness.routerEvents.routeTo(
      .picker, options: .medium, expecting: Int.self
    ) { results.append("\($0)") }
    #expect(harness.text == "root > sheet[medium] picker")
    harness.routerEvents.finish(id, with: 3)
    #expect(results == ["3"])
  }

  @Test func userBackOnALockedRouteIsIgnoredButTheAppMayStillDismissIt() {
    var reasons: [DismissReason] = []
    let locked = PresentationOptions(interactiveDismissDisabled: true)
    let id = harness.routerEvents.routeTo(.edit, options: locked) { reasons.append($0) }
    #expect(
      harness.routerEvents.userDidGoBack()
        == .ignored(.interactiveDismissDisabled(.userBack)))
    #expect(harness.text == "root > sheet[locked] edit")
    #expect(reasons.isEmpty)
    #expect(
      "\(harness.routerEvents.userDidGoBack())"
        == "ignored: userDidGoBack(): the route does not let the user dismiss it")
    #expect(harness.routerEvents.close(id) == .applied)
    #expect(reasons == [.dismissed])
  }

  @Test func userBackOnALockedRouteStillCancelsTheVisibleAlertFirst() {
    harness.routerEvents.routeTo(
      .edit, options: PresentationOptions(interactiveDismissDisabled: true))
    harness.routerEvents.presentAlert(.delete)
    #expect(harness.routerEvents.userDidGoBack() == .applied)
    #expect(harness.text == "root > sheet[locked] edit")
  }

  @Test func theContextAndTheStepKeepTheOptions() throws {
    harness.routerEvents.routeTo(.picker, options: .medium)
    let route = try #require(harness.routerEvents.state.routes.last)
    #expect(harness.routerEvents.context(for: route).route == route)
    #expect(route.step == .sheet(.picker, options: .medium))
    #expect("\(route.step)" == "sheet[medium] picker")
  }

  @Test func setRoutesReplacesARouteWhoseOptionsDiffer() {
    harness.routerEvents.setRoutes([.push(.list), .sheet(.picker)])
    _ = harness.takeEvents()
    harness.routerEvents.setRoutes([.push(.list), .sheet(.picker, options: .medium)])
    #expect(
      harness.takeEvents() == [
        "dismissed sheet picker (replaced)", "routed sheet[medium] picker",
      ])
    #expect(
      harness.routerEvents.setRoutes([.push(.list), .sheet(.picker, options: .medium)])
        == .ignored(.unchanged(.setRoutes)))
  }

  @Test func aDeepLinkTakesTheRoutersOptionsForStepsThatGiveNone() throws {
    let routerEvents = RouterEvents(router: OptionsRouter())
    let links = DeepLinkMap<CoreScreen>(
      scheme: "shop",
      [
        DeepLink("pick") { _ in [.push(.list), .sheet(.picker)] },
        DeepLink("pick/large") { _ in [.push(.list), .sheet(.picker, options: .locked)] },
      ])
    try routerEvents.open("shop://pick", using: links)
    #expect(routerEvents.state.description == "root > push list > sheet[medium] picker")
    #expect(try routerEvents.open("shop://pick", using: links) == .ignored(.unchanged(.openLink)))
    try routerEvents.open("shop://pick/large", using: links)
    #expect(routerEvents.state.description == "root > push list > sheet[locked] picker")
  }

  @Test func aFeatureRoutesWithOptionsThroughItsScopeOrAnyRouterEventsProtocol() {
    let app = RouterEvents<HostScreen, HostAlert>(router: HostRouter())
    let shop: any RouterEventsProtocol<ShopScreen, ShopAlert> = app.shop
    var results: [String] = []
    shop.routeTo(.catalog, as: .push, options: .locked, onDismiss: nil)
    let basket = shop.routeTo(
      .basket, as: nil, options: .medium, expecting: Int.self, onDismiss: nil
    ) { results.append("\($0)") }
    #expect("\(app.state)" == "root > push[locked] shop(catalog) > sheet[medium] shop(basket)")
    shop.finish(basket, with: 2)
    #expect(results == ["2"])
  }

  @Test func detentsReportTheHeightTheyTakeClamped() {
    #expect(SheetDetent.medium.heightFraction == 0.5)
    #expect(SheetDetent.large.heightFraction == 1)
    #expect(SheetDetent.fraction(0.3).heightFraction == 0.3)
    #expect(SheetDetent.fraction(7).heightFraction == 1)
    #expect(SheetDetent.fraction(-1).heightFraction == SheetDetent.smallestFraction)
    #expect(SheetDetent.fraction(.nan).heightFraction == 1)
    #expect(!SheetDetent.fraction(0).isValid && SheetDetent.fraction(1).isValid)
    #expect(PresentationOptions.standard.initialDetent == .large)
    #expect(PresentationOptions(detents: [.fraction(0.4), .large]).initialDetent == .fraction(0.4))
  }

  @Test func optionsAreSavedAndRestoredWithTheRoute() throws {
    let source = CoreHarness()
    source.routerEvents.routeTo(.list)
    source.routerEvents.routeTo(
      .edit,
      options: PresentationOptions(
        detents: [.fraction(0.25), .large], interactiveDismissDisabled: true))
    let data = try source.routerEvents.savedState()
    let text = String(decoding: data, as: UTF8.self)
    #expect(
      text.contains(#""options":{"detents":[0.25,"large"],"interactiveDismissDisabled":true}"#))
    try harness.routerEvents.restore(from: data)
    #expect(harness.text == "root > push list > sheet[0.25,large; locked] edit")
    #expect(harness.routerEvents.state == source.routerEvents.state)
    let decoded = try JSONDecoder().decode(NavigationState<CoreScreen, CoreAlert>.self, from: data)
    #expect(decoded == source.routerEvents.state)
  }

  @Test(arguments: 0..<8)
  func randomOptionsSurviveASaveAndARestore(seed: UInt64) throws {
    var random = SeededGenerator(state: seed)
    let source = CoreHarness()
    let detents: [SheetDetent] = [.medium, .large, .fraction(0.3), .fraction(0.0001), .fraction(1)]
    for _ in 0..<20 {
      let options = PresentationOptions(
        detents: (0..<Int.random(in: 0...4, using: &random)).map { _ in
          detents.randomElement(using: &random)!
        },
        interactiveDismissDisabled: Bool.random(using: &random))
      source.routerEvents.routeTo(
        .detail(Int.random(in: 0...9, using: &random)),
        as: RouterScreenPresentationType.allCases.randomElement(using: &random)!, options: options)
    }
    let restored = CoreHarness()
    try restored.routerEvents.restore(from: try source.routerEvents.savedState())
    #expect(restored.routerEvents.state == source.routerEvents.state)
    #expect(restored.text == source.text)
  }

  @Test func aTabsSavedStateKeepsItsRoutesOptions() throws {
    let saved = TabHarness()
    saved.tabs[tab: .search].routeTo(.picker, options: .medium)
    saved.tabs.overlay.routeTo(.edit, options: .locked)
    let fresh = TabHarness()
    try fresh.tabs.restore(from: try saved.tabs.savedState())
    #expect(fresh.tabs.state == saved.tabs.state)
    #expect(
      fresh.text.contains("sheet[medium] picker") && fresh.text.contains("sheet[locked] edit"))
  }

  @Test func standardOptionsAreNotWrittenSoSavedFilesStayAsTheyWere() throws {
    harness.routerEvents.routeTo(.edit)
    let text = String(decoding: try harness.routerEvents.savedState(), as: UTF8.self)
    #expect(!text.contains("options"))
  }

  @Test func aFileWithoutOptionsReadsWithStandardOptions() throws {
    let data = Data(
      #"{"version":2,"routes":[{"id":1,"screen":{"edit":{}},"presentation":"sheet"}],"alerts":[]}"#
        .utf8)
    try harness.routerEvents.restore(from: data)
    #expect(harness.routerEvents.state.routes.last?.options == .standard)
  }

  @Test(arguments: [
    (#"[1.5]"#, "sheet detent fraction 1.5 is outside (0, 1]"),
    (#"[0]"#, "sheet detent fraction 0.0 is outside (0, 1]"),
    (
      #"["tall"]"#,
      #"unknown sheet detent "tall"; expected "medium", "large" or a fraction in (0, 1]"#
    ),
    (#"[true]"#, "expected Double"),
  ])
  func anInvalidDetentInAFileIsAClearErrorThatChangesNothing(detents: String, reason: String)
    throws
  {
    harness.routerEvents.routeTo(.list)
    _ = harness.takeEvents()
    let data = Data(
      (#"{"version":2,"routes":[{"id":1,"screen":{"edit":{}},"presentation":"sheet","options":{"detents":"#
        + detents + #"}}],"alerts":[]}"#).utf8)
    let error = try #require(throws: RestorationError.self) {
      try harness.routerEvents.restore(from: data)
    }
    #expect("\(error)".contains(reason))
    #expect("\(error)".contains("routes[0].options.detents[0]"))
    #expect(harness.text == "root > push list")
    #expect(harness.takeEvents().isEmpty)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NavigationState<CoreScreen, CoreAlert>.self, from: data)
    }
  }

  @Test func optionsHoldAtMostFourDetentsAndAFileWithMoreIsRefused() throws {
    var options = PresentationOptions(detents: [.medium, .large, .fraction(0.2), .medium, .large])
    #expect(options.detents == [.medium, .large, .fraction(0.2), .medium])
    options.detents.removeFirst()
    #expect(options.detents == [.large, .fraction(0.2), .medium])
    #expect(options == PresentationOptions(detents: [.large, .fraction(0.2), .medium]))
    #expect(options != PresentationOptions(detents: [.large, .fraction(0.3), .medium]))
    #expect(Set([options, options]).count == 1)
    let data = Data(
      (#"{"version":2,"routes":[{"id":1,"screen":{"edit":{}},"presentation":"sheet","options":"#
        + #"{"detents":["medium","large",0.5,0.25,0.75]}}],"alerts":[]}"#).utf8)
    let error = try #require(throws: RestorationError.self) {
      try harness.routerEvents.restore(from: data)
    }
    #expect("\(error)".contains("5 sheet detents; at most 4 are supported"))
    #expect(harness.text == "root")
  }

  @Test func optionsKeepAFractionClampedToTheNearestTenThousandth() throws {
    let options = PresentationOptions(
      detents: [.fraction(2), .fraction(-1), .fraction(0.123456), .fraction(.nan)])
    #expect(options.detents == [.fraction(1), .fraction(0.05), .fraction(0.1235), .fraction(1)])
    let saved = RouterEvents<CoreScreen, CoreAlert>()
    saved.routeTo(.picker, as: .sheet, options: options)
    let restored = RouterEvents<CoreScreen, CoreAlert>()
    try restored.restore(from: try saved.savedState())
    #expect(restored.state.routes.first?.options == options)
  }

}
