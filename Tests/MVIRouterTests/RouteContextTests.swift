import MVIRouter
import Testing

@MainActor
@Suite struct RouteContextTests {
  @Test func dismissingAPushedRouteByIdReportsDismissedWhereCloseReportsPopped() {
    let h = CoreHarness()
    let detail = h.routerEvents.routeTo(.detail(3))
    h.routerEvents.dismiss(detail)
    #expect(h.takeEvents().last == "dismissed push detail(3) (dismissed)")

    let route = h.routerEvents.context(
      for: Route(id: h.routerEvents.routeTo(.detail(4)), screen: .detail(4), presentation: .push))
    _ = h.takeEvents()
    #expect(route.close() == .applied)
    #expect(h.takeEvents() == ["dismissed push detail(4) (popped)"])
  }

  @Test func closingAModalDismissesItAndTheRoutesAboveIt() {
    let h = CoreHarness()
    let edit = h.routerEvents.routeTo(.edit)
    h.routerEvents.routeTo(.detail(1))
    let route = h.routerEvents.context(for: h.routerEvents.state.route(edit)!)
    _ = h.takeEvents()
    route.close()
    #expect(
      h.takeEvents() == [
        "dismissed push detail(1) (ancestorDismissed)", "dismissed sheet edit (dismissed)",
      ])
    #expect(!route.isPresented)
  }

  @Test func closingARouteAlreadyGoneIsIgnoredWithAReason() {
    let h = CoreHarness()
    let id = h.routerEvents.routeTo(.detail(3))
    let route = h.routerEvents.context(for: h.routerEvents.state.route(id)!)
    h.routerEvents.pop()
    #expect(route.close() == .ignored(.noSuchRoute(.close(id))))
    #expect("\(route.close())" == "ignored: close(\(id)): no such route is presented")
  }

  @Test func aQueuedCloseIsDecidedWhenApplied() {
    let h = CoreHarness()
    let id = h.routerEvents.routeTo(.detail(3), onDismiss: { _ in })
    let route = h.routerEvents.context(for: h.routerEvents.state.route(id)!)
    h.routerEvents.routeTo(.edit) { _ in route.close() }
    h.routerEvents.dismiss()
    #expect(h.text == "root")
    #expect(h.takeEvents().suffix(1) == ["dismissed push detail(3) (popped)"])
  }

  @Test func aContextsAlertBelongsToItsRoute() {
    let h = CoreHarness()
    let id = h.routerEvents.routeTo(.edit)
    h.routerEvents.routeTo(.detail(1))
    let route = h.routerEvents.context(for: h.routerEvents.state.route(id)!)
    let alert = route.presentAlert(.info)
    #expect(h.routerEvents.state.visibleAlert?.owner == id)
    #expect(route.alert(.info)?.id == alert)
    #expect(route.alert(.delete) == nil)
  }

  @Test func aTypedContextFinishesWithItsValue() {
    let h = CoreHarness()
    var results: [RouteResult<Int>] = []
    let id = h.routerEvents.routeTo(.picker, expecting: Int.self) { results.append($0) }
    let picker = h.routerEvents.context(for: h.routerEvents.state.route(id)!, returning: Int.self)
    #expect(picker.id == id && picker.screen == .picker && picker.presentation == .sheet)
    #expect(picker.finish(3) == .applied)
    #expect(results == [.value(3)])
  }

  @Test func aTypedContextThatClosesDeliversCancelled() {
    let h = CoreHarness()
    var results: [RouteResult<Int>] = []
    let id = h.routerEvents.routeTo(.picker, expecting: Int.self) { results.append($0) }
    h.routerEvents.context(for: h.routerEvents.state.route(id)!, returning: Int.self).close()
    #expect(results == [.cancelled(.dismissed)])
  }
}
