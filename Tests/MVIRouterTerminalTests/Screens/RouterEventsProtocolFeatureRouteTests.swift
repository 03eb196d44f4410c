import MVIRouter
import MVIRouterTerminal
import Testing

/// A feature embedded in an app: the app's screen factory gets app routes and hands the
/// feature's screens their route contexts without building a route.
private enum StoreScreen: RouterScreenProtocol {
  case home
  case cart(BasketScreen)
  var cart: BasketScreen? { if case .cart(let screen) = self { screen } else { nil } }
}

private enum BasketScreen: RouterScreenProtocol {
  case items
  case quantity(item: Int)
}

private struct BasketRouter: RouterPolicy {
  typealias Alert = RouterDefaultAlert
  func getScreenPresentationType(for type: BasketScreen) -> RouterScreenPresentationType {
    if case .quantity = type { return .sheet }
    return .push
  }
}

@MainActor
@Suite struct RouterEventsProtocolFeatureRouteTests {
  private let app = RouterEvents<StoreScreen, RouterDefaultAlert>()
  private var cart: some RouterEventsProtocol<BasketScreen, RouterDefaultAlert> {
    app.scope(
      screen: StoreScreen.cart, extract: \.cart, alert: { $0 }, extract: { $0 },
      router: BasketRouter())
  }

  @Test func theFeaturesContextOfAnAppsRouteHasTheFeaturesRouteUnderTheSameID() throws {
    app.routeTo(.cart(.items), as: .push)
    let appRoute = try #require(app.state.routes.last)
    let context = try #require(cart.context(forAppRoute: appRoute))
    #expect(context.route == Route(id: appRoute.id, screen: .items, presentation: .push))
    #expect(context.close() == .applied)
    #expect("\(app.state)" == "root")
  }

  @Test func anAppScreensRouteOrARouteThatLeftHasNoFeatureContext() throws {
    app.routeTo(.home, as: .push)
    let home = try #require(app.state.routes.last)
    #expect(cart.context(forAppRoute: home) == nil)
    app.routeTo(.cart(.items), as: .push)
    let items = try #require(app.state.routes.last)
    app.pop()
    #expect(cart.context(forAppRoute: items) == nil)
  }

  @Test func aTypedContextFromTheAppsRouteFinishesToTheFeaturesPresenter() throws {
    var results: [RouteResult<Int>] = []
    cart.routeTo(.quantity(item: 7), expecting: Int.self) { results.append($0) }
    let appRoute = try #require(app.state.routes.last)
    #expect("\(app.state)" == "root > sheet cart(quantity(item: 7))")
    let context = try #require(cart.context(forAppRoute: appRoute, returning: Int.self))
    #expect(context.route.screen == .quantity(item: 7))
    context.finish(3)
    #expect(results == [.value(3)])
    #expect("\(app.state)" == "root")
  }

  @Test func onTheAppsOwnRouterItIsTheRoutesOwnContext() throws {
    app.routeTo(.home, as: .push)
    let home = try #require(app.state.routes.last)
    #expect(app.context(forAppRoute: home)?.route == home)
  }
}
