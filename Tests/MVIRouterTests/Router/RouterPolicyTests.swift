import Foundation
import MVIRouter
import Testing

@MainActor
@Suite struct RouterProtocolTests {
  @Test func theResultHookHearsALiveResultWithItsPresenter() {
    let harness = MailHarness()
    harness.routerEvents.routeTo(.detail(1))
    var results: [RouteResult<Int>] = []
    let id = harness.routerEvents.routeTo(.picker, expecting: Int.self) { results.append($0) }
    harness.routerEvents.finish(id, with: 3)
    #expect(harness.hooks.results == ["picker: 3 from detail(1)"])
    #expect(results == [.value(3)])
  }

  @Test func aRestoredRouteFinishesIntoTheHookAndLeavesFinished() throws {
    let harness = MailHarness()
    let saved = NavigationState<CoreScreen, MailAlert>(routes: [
      Route(id: RouteID(rawValue: 7), screen: .picker, presentation: .sheet)
    ])
    try harness.routerEvents.restore(saved)
    _ = harness.takeEvents()
    #expect(harness.routerEvents.finish(RouteID(rawValue: 7), with: 4) == .applied)
    #expect(harness.hooks.results == ["picker: 4 from root"])
    #expect(
      harness.takeEvents() == ["dismissed sheet picker (finished)", "result sheet picker: 4"])
  }

  @Test func aDeepLinkedRouteFinishesIntoTheHook() {
    let harness = MailHarness()
    harness.routerEvents.setRoutes([.push(.detail(2)), .sheet(.picker)])
    let picker = harness.routerEvents.state.routes.last!
    harness.routerEvents.context(for: picker, returning: Int.self).finish(5)
    #expect(harness.hooks.results == ["picker: 5 from detail(2)"])
  }

  @Test func aPresenterExpectingAnotherTypeStillRefusesTheValue() {
    let harness = MailHarness()
    let id = harness.routerEvents.routeTo(.picker, expecting: Int.self) { _ in }
    #expect(
      harness.routerEvents.finish(id, with: "three")
        == .ignored(
          .wrongResultType(.finish(id, value: "three"), expected: "Int", actual: "String")))
    #expect(harness.hooks.results.isEmpty)
  }

  @Test func theResultHookHearsTheCancellationOfARouteThatExpectsAResult() {
    let harness = MailHarness()
    harness.routerEvents.routeTo(.picker, expecting: Int.self) { _ in }
    harness.routerEvents.routeTo(.edit)
    harness.routerEvents.dismissAll()
    #expect(harness.hooks.results == ["picker: cancelled (dismissedAll) from root"])
  }

  @Test func theAlertHookHearsAnswersWithTheActionAndTheOwnerRoute() {
    let harness = MailHarness()
    harness.routerEvents.routeTo(.edit)
    harness.routerEvents.presentAlert(.discardDraft)
    harness.routerEvents.presentAlert(.loginFailed, owner: .root)
    harness.routerEvents.resolveAlert(.discard)
    harness.routerEvents.resolveAlert(.retry)
    #expect(
      harness.hooks.answers == [
        "discardDraft: discard owner edit", "loginFailed: retry owner root",
      ])
  }

  @Test func aRestoredAlertIsAnsweredThroughTheHook() throws {
    let harness = MailHarness()
    harness.routerEvents.routeTo(.edit)
    harness.routerEvents.presentAlert(.discardDraft)
    let data = try harness.routerEvents.savedState()

    let restored = MailHarness()
    try restored.routerEvents.restore(from: data)
    restored.routerEvents.resolveAlert(.discard)
    #expect(restored.hooks.answers == ["discardDraft: discard owner edit"])
  }

  @Test func hooksHearResultsAndAnswersBeforeTheClosures() {
    let harness = MailHarness()
    var order: [String] = []
    let id = harness.routerEvents.routeTo(.picker, expecting: Int.self) { _ in
      order.append("handler after \(harness.hooks.results.count) hook call")
    }
    harness.routerEvents.finish(id, with: 1)
    harness.routerEvents.presentAlert(.loginFailed) { _ in
      order.append("onAction after \(harness.hooks.answers.count) hook call")
    }
    harness.routerEvents.resolveAlert(.retry)
    #expect(order == ["handler after 1 hook call", "onAction after 1 hook call"])
  }

  /// Neither type has a default, so a router is never fixed to a type by accident: one that
  /// only shows alerts names its screen type.
  @Test func aRouterThatOnlyShowsAlertsNamesItsScreenType() {
    enum Notice: RouterAlertScreenProtocol { case offline }
    struct NoticeRouter: RouterPolicy {
      typealias Screen = RouterEmptyScreen
      func getAlertTitle(for type: Notice) -> String? { "You are offline" }
    }
    let routerEvents = RouterEvents(router: NoticeRouter())
    routerEvents.presentAlert(.offline)
    #expect(routerEvents.state.description == "root | alert offline[OK]")
    #expect(RouterEvents<RouterEmptyScreen, Notice>.self == type(of: routerEvents))
  }

  @Test func theDefaultButtonsAreOneOKThatCancelsStandingForOKWhereActionsAreTitles() {
    struct Titled: RouterPolicy {
      typealias Screen = CoreScreen
      typealias Alert = CoreAlert
    }
    struct Typed: RouterPolicy {
      typealias Screen = CoreScreen
      typealias Alert = MailAlert
    }
    #expect(
      Titled().getAlertActions(for: .delete) == [
        RouterAlertButton(title: "OK", role: .cancel, action: "OK")
      ])
    #expect(
      Typed().getAlertActions(for: .discardDraft) == [
        RouterAlertButton(title: "OK", role: .cancel, action: nil)
      ])
  }

  /// A policy whose alert hook has an outdated name compiles (the protocol's default answers),
  /// so a debug build says, once, which alert got the lone "OK" and why.
  @Test func anOutdatedAlertHookIsReportedOnceNamingTheAlertAndTheHook() {
    struct LegacyMailRouter: RouterPolicy {
      typealias Screen = CoreScreen
      typealias Alert = MailAlert
      func getAlertButtons(for type: MailAlert) -> [RouterAlertButton<MailAlert.Action>] {
        [.default("Retry", action: .retry), .cancel(action: .cancel)]
      }
    }
    let notes = RouterPolicyDiagnostics.notes {
      let routerEvents = RouterEvents(router: LegacyMailRouter())
      routerEvents.presentAlert(.loginFailed)
      routerEvents.presentAlert(.discardDraft)
      #expect(
        routerEvents.state.description == "root | alert loginFailed[OK] | queued discardDraft[OK]")
    }
    #expect(
      notes == [
        """
        MVIRouter: LegacyMailRouter gives alert loginFailed no buttons, so it shows one "OK": \
        LegacyMailRouter does not implement getAlertActions(for:), the hook that gives an \
        alert's buttons (a method with an outdated or misspelt name, such as \
        getAlertButtons(for:), is never called). Said once per router and alert type, in \
        debug builds.
        """
      ])
  }

  @Test func aFeaturesRouterWithoutAlertButtonsIsReportedThroughItsScope() {
    enum Notice: RouterAlertScreenProtocol { case offline }
    struct NoticeFeatureRouter: RouterPolicy {
      typealias Screen = CoreScreen
      func getAlertTitle(for type: Notice) -> String? { "You are offline" }
    }
    let notes = RouterPolicyDiagnostics.notes {
      let app = RouterEvents<CoreScreen, RouterDefaultAlert>()
      let feature = app.scope(
        screen: { $0 }, extract: { $0 },
        alert: { _ in .defaultAlert(title: "offline", message: nil) },
        extract: { _ in Notice.offline }, router: NoticeFeatureRouter())
      feature.presentAlert(.offline)
    }
    #expect(notes.count == 1)
    #expect(notes.first?.hasPrefix("MVIRouter: NoticeFeatureRouter gives alert offline") == true)
  }

  @Test func aPolicyThatGivesButtonsOrTheReadyMadeAlertIsNotReported() {
    struct ReadyMadeRouter: RouterPolicy {
      typealias Screen = CoreScreen
      typealias Alert = RouterDefaultAlert
    }
    let notes = RouterPolicyDiagnostics.notes {
      let mail = MailHarness()
      mail.routerEvents.presentAlert(.loginFailed)
      let readyMade = RouterEvents(router: ReadyMadeRouter())
      readyMade.presentAlert(.defaultAlert(title: "Saved", message: nil))
      // No policy attached: the router's defaults are the documented choice, not a slip.
      let bare = RouterEvents<CoreScreen, MailAlert>()
      bare.presentAlert(.loginFailed)
      #expect(bare.state.description == "root | alert loginFailed[OK]")
    }
    #expect(notes == [])
  }
}
