import Foundation
import MVIRouter
import Testing

@MainActor
@Suite struct RouterProtocolTests {
  @Test func theResultHookHearsALiveResultWithItsPresenter() {
    let h = MailHarness()
    h.routerEvents.routeTo(.detail(1))
    var results: [RouteResult<Int>] = []
    let id = h.routerEvents.routeTo(.picker, expecting: Int.self) { results.append($0) }
    h.routerEvents.finish(id, with: 3)
    #expect(h.hooks.results == ["picker: 3 from detail(1)"])
    #expect(results == [.value(3)])
  }

  @Test func aRestoredRouteFinishesIntoTheHookAndLeavesFinished() throws {
    let h = MailHarness()
    let saved = NavigationState<CoreScreen, MailAlert>(routes: [
      Route(id: RouteID(rawValue: 7), screen: .picker, presentation: .sheet)
    ])
    try h.routerEvents.restore(saved)
    _ = h.takeEvents()
    #expect(h.routerEvents.finish(RouteID(rawValue: 7), with: 4) == .applied)
    #expect(h.hooks.results == ["picker: 4 from root"])
    #expect(h.takeEvents() == ["dismissed sheet picker (finished)", "result sheet picker: 4"])
  }

  @Test func aDeepLinkedRouteFinishesIntoTheHook() {
    let h = MailHarness()
    h.routerEvents.setRoutes([.push(.detail(2)), .sheet(.picker)])
    let picker = h.routerEvents.state.topRoute!
    h.routerEvents.context(for: picker, returning: Int.self).finish(5)
    #expect(h.hooks.results == ["picker: 5 from detail(2)"])
  }

  @Test func aPresenterExpectingAnotherTypeStillRefusesTheValue() {
    let h = MailHarness()
    let id = h.routerEvents.routeTo(.picker, expecting: Int.self) { _ in }
    #expect(
      h.routerEvents.finish(id, with: "three")
        == .ignored(
          .wrongResultType(.finish(id, value: "three"), expected: "Int", actual: "String")))
    #expect(h.hooks.results.isEmpty)
  }

  @Test func theResultHookHearsTheCancellationOfARouteThatExpectsAResult() {
    let h = MailHarness()
    h.routerEvents.routeTo(.picker, expecting: Int.self) { _ in }
    h.routerEvents.routeTo(.edit)
    h.routerEvents.dismissAll()
    #expect(h.hooks.results == ["picker: cancelled (dismissedAll) from root"])
  }

  @Test func theAlertHookHearsAnswersWithTheActionAndTheOwnerRoute() {
    let h = MailHarness()
    h.routerEvents.routeTo(.edit)
    h.routerEvents.presentAlert(.discardDraft)
    h.routerEvents.presentAlert(.loginFailed, owner: .root)
    h.routerEvents.resolveAlert(.discard)
    h.routerEvents.resolveAlert(.retry)
    #expect(
      h.hooks.answers == ["discardDraft: discard owner edit", "loginFailed: retry owner root"])
  }

  @Test func aRestoredAlertIsAnsweredThroughTheHook() throws {
    let h = MailHarness()
    h.routerEvents.routeTo(.edit)
    h.routerEvents.presentAlert(.discardDraft)
    let data = try h.routerEvents.savedState()

    let restored = MailHarness()
    try restored.routerEvents.restore(from: data)
    restored.routerEvents.resolveAlert(.discard)
    #expect(restored.hooks.answers == ["discardDraft: discard owner edit"])
  }

  @Test func hooksHearResultsAndAnswersBeforeTheClosures() {
    let h = MailHarness()
    var order: [String] = []
    let id = h.routerEvents.routeTo(.picker, expecting: Int.self) { _ in
      order.append("handler after \(h.hooks.results.count) hook call")
    }
    h.routerEvents.finish(id, with: 1)
    h.routerEvents.presentAlert(.loginFailed) { _ in
      order.append("onAction after \(h.hooks.answers.count) hook call")
    }
    h.routerEvents.resolveAlert(.retry)
    #expect(order == ["handler after 1 hook call", "onAction after 1 hook call"])
  }

  @Test func aRouterThatOnlyShowsAlertsNeedsNoTypealias() {
    enum Notice: RouterAlertScreenProtocol { case offline }
    struct NoticeRouter: RouterProtocol {
      func getAlertTitle(for type: Notice) -> String? { "You are offline" }
    }
    let routerEvents = RouterEvents(router: NoticeRouter())
    routerEvents.presentAlert(.offline)
    #expect(routerEvents.state.description == "root | alert offline[OK]")
    #expect(RouterEvents<RouterEmptyScreen, Notice>.self == type(of: routerEvents))
  }

  @Test func theDefaultButtonsOfASeedAlertStandForThemselves() {
    let router = CoreRouter()
    #expect(
      router.getAlertButtons(for: .delete) == [
        RouterAlertButton(.destructive("Delete")), RouterAlertButton(.cancel()),
      ])
    #expect(
      MailRouter().getAlertActions(for: .discardDraft) == [
        RouterAlertAction(title: "OK", role: .cancel)
      ])
  }
}
