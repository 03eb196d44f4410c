import Foundation
import Testing

@testable import MVIRouter

/// Alerts with two buttons and no cancel button, so the user's back cannot cancel them.
@MainActor
private final class NoCancelRouter: RouterPolicy {
  func getScreenPresentationType(for type: CoreScreen) -> RouterScreenPresentationType { .sheet }

  func getAlertActions(for type: CoreAlert) -> [RouterAlertButton<String>] {
    [.default("Keep"), .destructive("Delete")]
  }
}

/// The operation a reason names prints as the call the app (or its host) made, as the docs
/// write it: these are the texts an app's log shows and a test compares with.
@MainActor
@Suite struct RouterOperationTextTests {
  @Test func theUsersBackIsNamedUserDidGoBackWhateverItMeets() {
    let routerEvents = RouterEvents<CoreScreen, CoreAlert>(router: NoCancelRouter())
    #expect(
      "\(routerEvents.userDidGoBack())" == "ignored: userDidGoBack(): nothing is presented")
    routerEvents.presentAlert(.delete)
    #expect(
      "\(routerEvents.userDidGoBack())"
        == "ignored: userDidGoBack(): alert delete has no cancel button")
    routerEvents.resolveAlert("Keep")
    let locked = PresentationOptions(interactiveDismissDisabled: true)
    let edit = routerEvents.routeTo(.edit, options: locked)
    #expect(
      "\(routerEvents.userDidGoBack())"
        == "ignored: userDidGoBack(): the route does not let the user dismiss it")
    routerEvents.close(edit)
    let picker = routerEvents.routeTo(.picker)
    var heard: [GuardedChange] = []
    routerEvents.guardDismissal(of: picker, .defer) { heard.append($0) }
    #expect(
      "\(routerEvents.userDidGoBack())"
        == "ignored: userDidGoBack(): deferred by the guard of route \(picker) until confirmed")
    #expect(heard.map { "\($0)" } == ["userDidGoBack() deferred by the guard of route \(picker)"])
    // An app's own `goBack()` keeps its own name.
    #expect(
      "\(routerEvents.goBack())"
        == "ignored: goBack(): deferred by the guard of route \(picker) until confirmed")
  }

  @Test func aRestoreIsNamedRestoreFrom() throws {
    let routerEvents = RouterEvents<CoreScreen, CoreAlert>(router: CoreRouter())
    routerEvents.routeTo(.list)
    #expect(
      "\(try routerEvents.restore(from: try routerEvents.savedState()))"
        == "ignored: restore(from:): the navigation is already the saved one")
    let harness = TabHarness()
    #expect(
      "\(try harness.tabs.restore(harness.tabs.state))"
        == "ignored: restore(from:): the navigation is already the saved one")
  }

  @Test func aLinkStoppedByARoutesGuardOrAlreadyShownIsNamedOpen() throws {
    let routerEvents = RouterEvents<CoreScreen, CoreAlert>(router: CoreRouter())
    try routerEvents.open("shop://items/3/edit", using: coreLinks)
    let edit = try #require(routerEvents.state.topRoute).id
    routerEvents.guardDismissal(of: edit, .defer)
    #expect(
      "\(try routerEvents.open("shop://items/4", using: coreLinks))"
        == "ignored: open(_:using:): deferred by the guard of route \(edit) until confirmed")
    #expect("\(try #require(routerEvents.deferredChange).operation)" == "open(_:using:)")
    #expect(
      "\(try routerEvents.open("shop://items/3/edit", using: coreLinks))"
        == "ignored: open(_:using:): the routes are already these")
    // A `setRoutes(_:)` stopped by the same guard keeps its own name.
    #expect(
      "\(routerEvents.setRoutes([]))"
        == "ignored: setRoutes(_:): deferred by the guard of route \(edit) until confirmed")
  }

  @Test func aTabbedLinkAlreadyShownOrStoppedOverTheTabsIsNamedOpen() throws {
    let harness = TabHarness()
    try harness.tabs.open("shop://search/4", using: TabbedDeepLinkMapTests.links)
    #expect(
      "\(try harness.tabs.open("shop://search/4", using: TabbedDeepLinkMapTests.links))"
        == "ignored: open(_:using:): the routes are already these")
    let picker = harness.tabs.overlay.routeTo(.picker)
    harness.tabs.overlay.guardDismissal(of: picker, .defer)
    #expect(
      "\(try harness.tabs.open("shop://home/items/2", using: TabbedDeepLinkMapTests.links))"
        == "ignored: open(_:using:): deferred by the guard of route \(picker) until confirmed")
  }

  @Test func reattachingOrGuardingWhatIsNotPresentedNamesTheCallAndWhatItNamed() {
    let routerEvents = RouterEvents<CoreScreen, CoreAlert>(router: CoreRouter())
    let missingAlert = AlertID(rawValue: 9)
    let missingRoute = RouteID(rawValue: 7)
    let handler: AlertHandler<String> = .button { _ in }
    let requests = [
      RouterRequest(.reattachAlert(missingAlert), onAction: handler),
      RouterRequest(.reattachAlert(missingAlert)),
      RouterRequest(.guardRoute(missingRoute, .veto)),
      RouterRequest(.reattachRoute(missingRoute, nil)),
    ]
    #expect(
      requests.map { "\(routerEvents.submit($0))" } == [
        "ignored: reattach(alert: !9): no such alert is presented",
        "ignored: reattach(alert: !9): no such alert is presented",
        "ignored: guardDismissal(of: #7): no such route is presented",
        "ignored: reattach(route: #7): no such route is presented",
      ])
  }

  @Test func aScopedRouterNamesWhatItWasAskedWhenItIsNotTheFeatures() {
    let app = RouterEvents<HostScreen, HostAlert>(router: HostRouter())
    let shop = app.shop
    let home = app.routeTo(.home)
    let offline = app.presentAlert(.offline)
    #expect(
      [
        RouterRequest(.reattachAlert(offline)), RouterRequest(.guardRoute(home, .veto)),
        RouterRequest(.reattachRoute(home, nil)),
      ].map { "\(shop.submit($0))" } == [
        "ignored: reattach(alert: \(offline)): no such alert is presented",
        "ignored: guardDismissal(of: \(home)): no such route is presented",
        "ignored: reattach(route: \(home)): no such route is presented",
      ])
    // A request built for other types than the router's names what it asks, not `restore`.
    let foreign = RouterRequest(
      .route(RouteID(rawValue: 5), .sheet, nil, nil), payload: CoreScreen.edit)
    let expected = "ignored: routeTo(sheet edit): what it would act on is not in this scope"
    #expect("\(shop.submit(foreign))" == expected)
    #expect("\(app.submit(foreign))" == expected)
    let steps: [RouteStep<CoreScreen>] = [.push(.list)]
    #expect(
      "\(shop.submit(RouterRequest(.setRoutes(.replaced), payload: steps)))"
        == "ignored: setRoutes(_:): what it would act on is not in this scope")
  }
}
