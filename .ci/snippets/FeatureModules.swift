// The screens the page's screen factory makes: the app's home and the feature's views.
import MVIRouterTerminal

@MainActor final class HomeView: TerminalScreen {
  let routerEvents: RouterEvents<AppScreen, AppAlert>
  init(routerEvents: RouterEvents<AppScreen, AppAlert>) { self.routerEvents = routerEvents }
  var title: String { "Home" }
}

@MainActor enum CheckoutViews {
  final class Review: TerminalScreen {
    let context: RouteContext<CheckoutScreen, CheckoutAlert, Never>
    init(_ context: RouteContext<CheckoutScreen, CheckoutAlert, Never>) { self.context = context }
    var title: String { "\(context.route.screen)" }
  }

  static func make(_ context: RouteContext<CheckoutScreen, CheckoutAlert, Never>)
    -> any TerminalScreen
  { Review(context) }
}
