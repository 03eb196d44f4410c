import MVIRouter
import MVIRouterTesting
import Testing

/// A feature's routing, written against the protocol, tested alone with the recorder and again
/// after embedding.
@MainActor
@Suite struct RouterEventsProtocolTests {
  @Test func aFeatureIntentIsTestedAloneWithItsOwnRouter() {
    let routerEvents = RouterEvents<ShopScreen, ShopAlert>(router: ShopRouter())
    let intent = ShopIntent(routerEvents: routerEvents)
    withRoutingRecorder(routerEvents) { recorder in
      intent.itemSelected(3)
      intent.buyTapped()
      recorder.expect(.routed(.item(3), as: .push), .alertPresented(.outOfStock))
      recorder.expectState("root > push item(3) | alert outOfStock[Notify me, Cancel]")
      recorder.answerAlert("Cancel")
      intent.closeTapped()
      recorder.expect(.alertResolved(.outOfStock, button: "Cancel"), .dismissed(.item(3), .popped))
    }
    #expect(intent.dismissals == [.popped])
  }

  @Test func theSameIntentEmbeddedRoutesInTheAppTypes() {
    let app = RouterEvents<HostScreen, HostAlert>(router: HostRouter())
    let intent = ShopIntent(routerEvents: app.shop)
    withRoutingRecorder(app) { recorder in
      app.routeTo(.home)
      intent.itemSelected(3)
      intent.buyTapped()
      recorder.expect(
        .routed(.home, as: .push), .routed(.shop(.item(3)), as: .push),
        .alertPresented(.shop(.outOfStock)))
      recorder.answerAlert("Cancel")
      intent.closeTapped()
      recorder.expect(
        .alertResolved(.shop(.outOfStock), button: "Cancel"), .dismissed(.shop(.item(3)), .popped))
      intent.closeTapped()
      recorder.expect(.ignored(.notInScope(.goBack)))
    }
    #expect(intent.dismissals == [.popped])
  }

  @Test func theProtocolConveniencesReachTheRouter() async {
    let routerEvents: any RouterEventsProtocol<ShopScreen, ShopAlert> = RouterEvents<
      ShopScreen, ShopAlert
    >(
      router: ShopRouter())
    let stream = routerEvents.events()
    routerEvents.perform {
      routerEvents.routeTo(.catalog)
      routerEvents.routeTo(.basket, as: .fullScreenCover)
      routerEvents.setRoutes([.push(.catalog), .push(.item(1))])
    }
    routerEvents.presentAlert(.outOfStock)
    #expect(
      "\(routerEvents.state)"
        == "root > push catalog > push item(1) | alert outOfStock[Notify me, Cancel]")
    var first: String?
    for await event in stream {
      first = "\(event)"
      break
    }
    #expect(first == "routed push catalog")
  }
}
