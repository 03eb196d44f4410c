import MVIRouter
import MVIRouterTesting
import Testing

/// The rules of a feature's scoped routerEvents inside an app's routerEvents.
@MainActor
@Suite struct ScopedRouterEventsTests {
  let app = RouterEvents<HostScreen, HostAlert>(router: HostRouter())

  @Test func routingThroughTheScopeEmbedsTheFeatureScreensInTheAppState() {
    let shop = app.shop
    app.routeTo(.home)
    let catalog = shop.routeTo(.catalog)
    shop.routeTo(.basket)
    #expect(
      "\(app.state)"
        == "root > push home > push shop(catalog) > sheet shop(basket)")
    #expect("\(shop.state)" == "root > push catalog > sheet basket")
    #expect(shop.state.routes.first?.id == catalog)
    #expect(shop.state.routes.map(\.id) == Array(app.state.routes.dropFirst()).map(\.id))
  }

  @Test func scopedStateShowsOnlyTheFeatureAlertsWithTheirContent() {
    let shop = app.shop
    shop.routeTo(.catalog)
    app.presentAlert(.offline)
    shop.presentAlert(.outOfStock)
    #expect("\(shop.state)" == "root > push catalog | alert outOfStock[Notify me, Cancel]")
    let alert = shop.state.visibleAlert
    #expect(alert?.title == "Out of stock")
    #expect(alert?.owner == shop.state.routes.first?.id)
    #expect(alert?.id == app.state.alerts.last?.id)
  }

  @Test func popIsIgnoredWhenTheAppScreenIsOnTop() {
    let shop = app.shop
    shop.routeTo(.catalog)
    app.routeTo(.home)
    #expect(shop.pop() == .ignored(.notInScope(.pop)))
    #expect("\(app.state)" == "root > push shop(catalog) > push home")
    #expect(app.pop() == .applied)
    #expect(shop.pop() == .applied)
    #expect(shop.pop() == .ignored(.nothingPushed(.pop)))
  }

  @Test func popToRootPopsOnlyTheFeaturePushesAtTheTop() {
    let shop = app.shop
    var reasons: [String] = []
    shop.routeTo(.catalog)
    app.routeTo(.home) { reasons.append("home \($0)") }
    shop.routeTo(.item(1)) { reasons.append("item 1 \($0)") }
    shop.routeTo(.item(2)) { reasons.append("item 2 \($0)") }
    #expect(shop.popToRoot() == .applied)
    #expect(reasons == ["item 2 poppedToRoot", "item 1 poppedToRoot"])
    #expect("\(shop.state)" == "root > push catalog")
    #expect(shop.popToRoot() == .ignored(.notInScope(.popToRoot)))
  }

  @Test func dismissActsOnlyOnTheFeatureTopModal() {
    let shop = app.shop
    shop.routeTo(.basket)
    app.routeTo(.settings)
    #expect(shop.dismiss() == .ignored(.notInScope(.dismiss)))
    app.dismiss()
    var left: [String] = []
    let observation = app.observe {
      if case .dismissed(let route, let reason) = $0 { left.append("\(route.screen) \(reason)") }
    }
    app.routeTo(.home)
    #expect(shop.dismiss() == .applied)
    #expect(left == ["home ancestorDismissed", "shop(basket) dismissed"])
    #expect(shop.dismiss() == .ignored(.noModal(.dismiss)))
    observation.cancel()
  }

  @Test func dismissAllDismissesTheModalsOfTheFeatureRunAtTheTop() {
    let shop = app.shop
    app.routeTo(.settings)
    shop.routeTo(.catalog)
    shop.routeTo(.basket)
    shop.routeTo(.item(3))
    #expect(shop.dismissAll() == .applied)
    #expect("\(app.state)" == "root > fullScreenCover settings > push shop(catalog)")
    #expect(shop.dismissAll() == .ignored(.noModal(.dismissAll)))
    app.routeTo(.home)
    #expect(shop.dismissAll() == .ignored(.notInScope(.dismissAll)))
  }

  @Test func goBackRemovesTheTopRouteOnlyWhenItIsTheFeatures() {
    let shop = app.shop
    let intent = ShopIntent(routerEvents: shop)
    intent.itemSelected(4)
    app.routeTo(.home)
    #expect(shop.goBack() == .ignored(.notInScope(.goBack)))
    app.pop()
    intent.closeTapped()
    #expect(intent.dismissals == [.popped])
    #expect(shop.goBack() == .ignored(.nothingPresented(.goBack)))
  }

  @Test func operationsNamingAnAppRouteAreNotInScope() {
    let shop = app.shop
    let home = app.routeTo(.home)
    let catalog = shop.routeTo(.catalog)
    app.routeTo(.settings)
    #expect(shop.dismiss(home) == .ignored(.notInScope(.dismissRoute(home))))
    #expect(shop.pop(to: home) == .ignored(.notInScope(.popToRoute(home))))
    #expect(shop.finish(home, with: 1) == .ignored(.notInScope(.finish(home, value: "1"))))
    #expect(
      shop.dismiss(RouteID(rawValue: 99))
        == .ignored(.noSuchRoute(.dismissRoute(RouteID(rawValue: 99)))))
    // A feature route: the app's routes above it leave with it, as in the app routerEvents.
    #expect(shop.pop(to: catalog) == .applied)
    #expect("\(shop.state)" == "root > push catalog")
    #expect("\(app.state)" == "root > push home > push shop(catalog)")
  }

  @Test func closeActsOnTheFeatureRoutesOnlyWithThePresentationsReason() {
    let shop = app.shop
    let home = app.routeTo(.home)
    let item = shop.routeTo(.item(2))
    let basket = shop.routeTo(.basket)
    var left: [String] = []
    let observation = shop.observe {
      if case .dismissed(let route, let reason) = $0 { left.append("\(route) \(reason)") }
    }
    #expect(shop.close(home) == .ignored(.notInScope(.close(home))))
    #expect(shop.close(basket) == .applied)
    #expect(shop.close(item) == .applied)
    #expect(left == ["sheet basket dismissed", "push item(2) popped"])
    #expect(shop.close(item) == .ignored(.noSuchRoute(.close(item))))
    observation.cancel()
  }

  @Test func aFeatureScopedInATabRoutesInThatTabOnly() {
    let tabs = TabbedRouterEvents(tabs: ["home", "shop"], selected: "home", router: HostRouter())
    let shop = tabs[tab: "shop"].shop
    tabs[tab: "home"].routeTo(.shop(.catalog))
    shop.routeTo(.item(4))
    #expect("\(shop.state)" == "root > push item(4)")
    #expect(tabs[tab: "home"].state.routes.count == 1)
    tabs.select("shop")
    #expect(shop.pop() == .applied)
    #expect(shop.pop() == .ignored(.nothingPushed(.pop)))
    #expect(tabs[tab: "home"].state.routes.count == 1)
  }

  @Test func popToScreenFindsTheFeatureScreen() {
    let shop = app.shop
    shop.routeTo(.catalog)
    shop.routeTo(.item(1))
    app.routeTo(.home)
    #expect(shop.pop(to: .catalog) == .applied)
    #expect("\(app.state)" == "root > push shop(catalog)")
    #expect(
      shop.pop(to: .basket) == .ignored(.noSuchRoute(.popToScreen("shop(basket)"))))
  }

  @Test func setRoutesReplacesTheFeatureRunAtTheTopWithTheLeastChange() {
    let shop = app.shop
    app.routeTo(.home)
    let catalog = shop.routeTo(.catalog)
    shop.routeTo(.item(1))
    var left: [String] = []
    let observation = shop.observe {
      if case .dismissed(let route, let reason) = $0 { left.append("\(route) \(reason)") }
    }
    #expect(shop.setRoutes([.push(.catalog), .push(.item(2))]) == .applied)
    #expect(left == ["push item(1) replaced"])
    #expect(shop.state.routes.first?.id == catalog)
    #expect(
      "\(app.state)"
        == "root > push home > push shop(catalog) > push shop(item(2))")
    #expect(shop.setRoutes([.push(.catalog), .push(.item(2))]) == .ignored(.unchanged(.setRoutes)))
    #expect(shop.setRoutes([]) == .applied)
    #expect("\(app.state)" == "root > push home")
    observation.cancel()
  }

  @Test func alertsAreAnsweredOnlyWhenTheVisibleOneIsTheFeatures() {
    let shop = app.shop
    var chosen: [String] = []
    app.presentAlert(.offline)
    shop.presentAlert(.outOfStock) { chosen.append($0) }
    #expect(shop.cancelAlert() == .ignored(.notInScope(.cancelAlert)))
    #expect(shop.resolveAlert("OK") == .ignored(.notInScope(.resolveAlert("OK"))))
    app.cancelAlert()
    #expect(shop.resolveAlert("Notify me") == .applied)
    #expect(chosen == ["Notify me"])
    #expect(shop.cancelAlert() == .ignored(.noVisibleAlert(.cancelAlert)))
  }

  @Test func resultsReachTheFeaturePresenterExactlyOnce() {
    let shop = app.shop
    var results: [RouteResult<Int>] = []
    let item = shop.routeTo(.item(5), as: .sheet, expecting: Int.self) { results.append($0) }
    #expect(shop.finish(item, with: 2) == .applied)
    #expect(shop.finish(item, with: 3) == .ignored(.noSuchRoute(.finish(item, value: "3"))))
    shop.routeTo(.item(6), as: .sheet, expecting: Int.self) { results.append($0) }
    app.dismissAll()
    #expect(results == [.value(2), .cancelled(.dismissedAll)])
  }

  @Test func scopedEventsAreTheAppEventsAboutTheFeatureMapped() async {
    let shop = app.shop
    var events: [String] = []
    let observation = shop.observe { events.append("\($0)") }
    let stream = shop.events()
    app.routeTo(.home)
    shop.routeTo(.basket)
    shop.presentAlert(.outOfStock)
    app.presentAlert(.offline)
    app.pop()
    app.dismissAll()
    observation.cancel()
    let expected = [
      "routed sheet basket", "alert presented outOfStock[Notify me, Cancel]",
      "alert dismissed outOfStock (dismissedAll)", "dismissed sheet basket (dismissedAll)",
    ]
    #expect(events == expected)
    var streamed: [String] = []
    for await event in stream {
      streamed.append("\(event)")
      if streamed.count == expected.count { break }
    }
    #expect(streamed == expected)
  }

  @Test func observingForeverHearsTheFeatureEventsWithoutASubscription() {
    let shop = app.shop
    var events: [String] = []
    shop.observeAlways { events.append("\($0)") }
    shop.routeTo(.catalog)
    app.routeTo(.home)
    app.popToRoot()
    #expect(events == ["routed push catalog", "dismissed push catalog (poppedToRoot)"])
  }

  @Test func aScopedStreamEndsWhenTheAppRouterIsReleased() async {
    var app: RouterEvents<HostScreen, HostAlert>? = RouterEvents(router: HostRouter())
    var shop: (any RouterEventsProtocol<ShopScreen, ShopAlert>)? = app?.shop
    let stream = shop!.events()
    shop?.routeTo(.catalog)
    app?.routeTo(.home)
    shop = nil
    app = nil
    var seen: [String] = []
    for await event in stream { seen.append("\(event)") }
    #expect(seen == ["routed push catalog"])
  }

  @Test func aScopedBatchIsOneTransactionOfTheAppRouter() {
    let shop = app.shop
    var delivered: [String] = []
    let observation = app.observe { delivered.append("\($0)") }
    let id = shop.perform {
      shop.routeTo(.catalog)
      let id = shop.routeTo(.item(1))
      #expect(delivered.isEmpty)
      shop.pop()
      return id
    }
    #expect(
      delivered == [
        "routed push shop(catalog)", "routed push shop(item(1))",
        "dismissed push shop(item(1)) (popped)",
      ])
    #expect(shop.state.route(id) == nil)
    observation.cancel()
  }

  @Test func aQueuedScopedPopIsDecidedWhenApplied() {
    let shop = app.shop
    shop.routeTo(.catalog)
    let item = shop.routeTo(.item(1))
    var outcome: RouterOutcome?
    // From inside the delivery of the item's dismissal, the app routes, then the feature pops:
    // the pop meets the app's screen on top and is ignored then.
    let observation = app.observe { event in
      if case .dismissed(let route, _) = event, route.id == item {
        app.routeTo(.home)
        outcome = shop.pop()
      }
    }
    var ignored: [IgnoreReason] = []
    let reasons = app.observe { if case .ignored(let reason) = $0 { ignored.append(reason) } }
    app.pop()
    #expect(outcome == .queued)
    #expect(ignored == [.notInScope(.pop)])
    #expect("\(app.state)" == "root > push shop(catalog) > push home")
    observation.cancel()
    reasons.cancel()
  }

  @Test func theFeatureSharingTheAppAlertsSeesEveryAlert() {
    let plain = RouterEvents<HostScreen, RouterDefaultAlert>()
    struct ShopPolicy: RouterPolicy {
      typealias Screen = ShopScreen
      typealias Alert = RouterDefaultAlert
    }
    let shop = plain.scope(
      screen: HostScreen.shop, extract: \.shop, alert: { $0 }, extract: { $0 }, router: ShopPolicy()
    )
    plain.presentAlert(.defaultAlert(title: "Hi", message: nil))
    #expect(shop.state.alerts.count == 1)
    #expect(shop.cancelAlert() == .applied)
  }

  @Test func theNotInScopeReasonNamesTheCall() {
    #expect(
      "\(IgnoreReason.notInScope(.pop))" == "pop(): what it would act on is not in this scope")
  }
}

/// What a feature's operation reports when it does not act: its target decides.
@MainActor
@Suite struct ScopedIgnoreReasonTests {
  typealias Setup = (
    RouterEvents<HostScreen, HostAlert>, any RouterEventsProtocol<ShopScreen, ShopAlert>
  )
    -> Void

  /// Runs the five operations that act on the top in a fresh app set up by `setup`.
  func outcomes(_ setup: Setup) -> [String] {
    let operations: [(any RouterEventsProtocol<ShopScreen, ShopAlert>) -> RouterOutcome] = [
      { $0.pop() }, { $0.popToRoot() }, { $0.goBack() }, { $0.dismiss() }, { $0.dismissAll() },
    ]
    return operations.map { operation in
      let app = RouterEvents<HostScreen, HostAlert>(router: HostRouter())
      let shop = app.shop
      setup(app, shop)
      return "\(operation(shop))"
    }
  }

  @Test func theAppsPushOnTopIsOutOfScopeForEveryOperationOnTheTop() {
    #expect(
      outcomes { app, shop in
        shop.routeTo(.catalog)
        app.routeTo(.home)
      } == [
        "ignored: pop(): what it would act on is not in this scope",
        "ignored: popToRoot(): what it would act on is not in this scope",
        "ignored: goBack(): what it would act on is not in this scope",
        "ignored: dismiss(): no modal is presented",
        "ignored: dismissAll(): what it would act on is not in this scope",
      ])
  }

  @Test func theFeaturesModalOnTopLeavesTheUsualReasons() {
    #expect(
      outcomes { app, shop in
        app.routeTo(.home)
        shop.routeTo(.basket)
      } == [
        "ignored: pop(): nothing is pushed on the top layer",
        "ignored: popToRoot(): nothing is pushed on the top layer",
        "applied", "applied", "applied",
      ])
  }

  @Test func withNothingPresentedTheReasonsAreTheAppRoutersOwn() {
    #expect(
      outcomes { _, _ in } == [
        "ignored: pop(): nothing is pushed on the top layer",
        "ignored: popToRoot(): nothing is pushed on the top layer",
        "ignored: goBack(): nothing is presented",
        "ignored: dismiss(): no modal is presented",
        "ignored: dismissAll(): no modal is presented",
      ])
  }

  @Test func theFeaturesPushOverTheAppsSheetHasNoModalOfItsOwnToDismissAll() {
    #expect(
      outcomes { app, shop in
        app.routeTo(.settings)
        shop.routeTo(.catalog)
      } == [
        "applied", "applied", "applied",
        "ignored: dismiss(): what it would act on is not in this scope",
        "ignored: dismissAll(): no modal is presented",
      ])
  }
}

/// A scoped router decides its reach when a request is applied, as the app's router decides
/// everything: a route asked for in the same delivery can be guarded and re-attached through
/// the scope, as through the app's router.
@Suite @MainActor struct ScopedDecidedWhenAppliedTests {
  @Test func aGuardSetOnARouteRequestedInTheSameDeliveryHoldsThroughAScope() {
    let app = RouterEvents<HostScreen, HostAlert>(router: HostRouter())
    let shop = app.shop
    var guarded: Bool?
    var item: RouteID?
    app.routeTo(.settings) { _ in
      item = shop.routeTo(.item(1))
      guarded = shop.guardDismissal(of: item!, .veto)
    }
    app.dismiss()
    #expect(guarded == true)
    #expect("\(app.state)" == "root > push shop(item(1))")
    #expect(shop.pop() == .ignored(.vetoed(.pop, route: item!)))
    #expect("\(app.state)" == "root > push shop(item(1))")
  }

  @Test func aGuardOnAnAppRouteRequestedInTheSameDeliveryIsNotTheScopes() {
    let app = RouterEvents<HostScreen, HostAlert>(router: HostRouter())
    let shop = app.shop
    var guarded: Bool?
    app.routeTo(.settings) { _ in
      let home = app.routeTo(.home)
      guarded = shop.guardDismissal(of: home, .veto)
    }
    app.dismiss()
    #expect(guarded == false)
    #expect(app.pop() == .applied)
  }
}
