import MVIRouter
import Testing

@MainActor
@Suite struct RouteContextTests {
  @Test func dismissingAPushedRouteByIdReportsDismissedWhereCloseReportsPopped() {
    let harness = CoreHarness()
    let detail = harness.routerEvents.routeTo(.detail(3))
    harness.routerEvents.dismiss(detail)
    #expect(harness.takeEvents().last == "dismissed push detail(3) (dismissed)")

    let route = harness.routerEvents.context(
      for: Route(
        id: harness.routerEvents.routeTo(.detail(4)), screen: .detail(4), presentation: .push))
    _ = harness.takeEvents()
    #expect(route.close() == .applied)
    #expect(harness.takeEvents() == ["dismissed push detail(4) (popped)"])
  }

  @Test func closingAModalDismissesItAndTheRoutesAboveIt() {
    let harness = CoreHarness()
    let edit = harness.routerEvents.routeTo(.edit)
    harness.routerEvents.routeTo(.detail(1))
    let route = harness.routerEvents.context(for: harness.routerEvents.state.route(edit)!)
    _ = harness.takeEvents()
    route.close()
    #expect(
      harness.takeEvents() == [
        "dismissed push detail(1) (ancestorDismissed)", "dismissed sheet edit (dismissed)",
      ])
    #expect(!route.isPresented)
  }

  @Test func closingARouteAlreadyGoneIsIgnoredWithAReason() {
    let harness = CoreHarness()
    let id = harness.routerEvents.routeTo(.detail(3))
    let route = harness.routerEvents.context(for: harness.routerEvents.state.route(id)!)
    harness.routerEvents.pop()
    #expect(route.close() == .ignored(.noSuchRoute(.close(id))))
    #expect("\(route.close())" == "ignored: close(\(id)): no such route is presented")
  }

  @Test func aQueuedCloseIsDecidedWhenApplied() {
    let harness = CoreHarness()
    let id = harness.routerEvents.routeTo(.detail(3), onDismiss: { _ in })
    let route = harness.routerEvents.context(for: harness.routerEvents.state.route(id)!)
    harness.routerEvents.routeTo(.edit) { _ in route.close() }
    harness.routerEvents.dismiss()
    #expect(harness.text == "root")
    #expect(harness.takeEvents().suffix(1) == ["dismissed push detail(3) (popped)"])
  }

  @Test func aContextsAlertBelongsToItsRoute() {
    let harness = CoreHarness()
    let id = harness.routerEvents.routeTo(.edit)
    harness.routerEvents.routeTo(.detail(1))
    let route = harness.routerEvents.context(for: harness.routerEvents.state.route(id)!)
    let alert = route.presentAlert(.info)
    #expect(harness.routerEvents.state.visibleAlert?.owner == id)
    #expect(route.alert(.info)?.id == alert)
    #expect(route.alert(.delete) == nil)
  }

  @Test func aTypedContextFinishesWithItsValue() {
    let harness = CoreHarness()
    var results: [RouteResult<Int>] = []
    let id = harness.routerEvents.routeTo(.picker, expecting: Int.self) { results.append($0) }
    let picker = harness.routerEvents.context(
      for: harness.routerEvents.state.route(id)!, returning: Int.self)
    #expect(
      picker.id == id && picker.route.screen == .picker && picker.route.presentation == .sheet)
    #expect(picker.finish(3) == .applied)
    #expect(results == [.value(3)])
  }

  @Test func aTypedContextThatClosesDeliversCancelled() {
    let harness = CoreHarness()
    var results: [RouteResult<Int>] = []
    let id = harness.routerEvents.routeTo(.picker, expecting: Int.self) { results.append($0) }
    harness.routerEvents.context(for: harness.routerEvents.state.route(id)!, returning: Int.self)
      .close()
    #expect(results == [.cancelled(.dismissed)])
  }
}
