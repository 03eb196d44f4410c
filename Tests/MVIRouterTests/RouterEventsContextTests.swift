import MVIRouter
import Testing

@MainActor
@Suite struct RouterEventsContextTests {
  @Test func aRestoredRouteGetsItsDismissCallbackBack() throws {
    let h = CoreHarness()
    try h.router.restore(
      NavigationState(routes: [Route(id: RouteID(rawValue: 5), screen: .edit, presentation: .sheet)]
      ))
    var reasons: [DismissReason] = []
    #expect(h.router.reattach(route: RouteID(rawValue: 5)) { reasons.append($0) })
    h.router.dismiss()
    #expect(reasons == [.dismissed])
  }

  @Test func aRestoredRouteReattachedExpectingAResultDeliversItTyped() throws {
    let h = CoreHarness()
    try h.router.restore(
      NavigationState(routes: [
        Route(id: RouteID(rawValue: 5), screen: .picker, presentation: .sheet)
      ]))
    var results: [RouteResult<Int>] = []
    let id = RouteID(rawValue: 5)
    h.router.reattach(route: id, expecting: Int.self) { results.append($0) }
    #expect(
      h.router.finish(id, with: "x")
        == .ignored(.wrongResultType(.finish(id, value: "x"), expected: "Int", actual: "String")))
    h.router.finish(id, with: 2)
    #expect(results == [.value(2)])
  }

  @Test func reattachingARouteThatIsNotPresentedChangesNothing() {
    let h = CoreHarness()
    #expect(!h.router.reattach(route: RouteID(rawValue: 9), onDismiss: nil))
    #expect(!h.router.reattach(route: RouteID(rawValue: 9), expecting: Int.self) { _ in })
    #expect(!h.router.reattach(alert: AlertID(rawValue: 9)) { _ in })
  }

  @Test func aRestoredAlertFoundByItsOwnerGetsItsHandlerBackOnce() throws {
    let h = MailHarness()
    let edit = h.router.routeTo(.edit)
    h.router.presentAlert(.loginFailed, owner: .root)
    h.router.presentAlert(.discardDraft)
    let data = try h.router.savedState()

    let restored = MailHarness()
    try restored.router.restore(from: data)
    let found = try #require(restored.router.state.alert(.discardDraft, ownedBy: edit))
    #expect(restored.router.state.alert(.loginFailed, ownedBy: nil) != nil)
    #expect(restored.router.state.alert(.loginFailed, ownedBy: edit) == nil)
    #expect(restored.router.state.alerts(ownedBy: edit).map(\.alert) == [.discardDraft])
    var chosen: [MailAlert.Action] = []
    #expect(restored.router.reattach(alert: found.id) { chosen.append($0) })
    restored.router.reattach(alert: found.id) { chosen.append($0) }
    restored.router.resolveAlert(.retry)
    restored.router.resolveAlert(.discard)
    #expect(chosen == [.discard])
  }
}
