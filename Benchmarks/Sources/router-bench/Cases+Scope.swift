import MVIRouter

/// An app's screens with a feature's (`BenchScreen`) embedded, for the scoped-router cases.
enum BenchAppScreen: RouterScreenProtocol {
  case home
  case feature(BenchScreen)

  var feature: BenchScreen? {
    if case .feature(let screen) = self { screen } else { nil }
  }
}

/// An app's alerts with a feature's embedded.
enum BenchAppAlert: RouterAlertScreenProtocol {
  case offline
  case feature(BenchAlert)

  var feature: BenchAlert? {
    if case .feature(let alert) = self { alert } else { nil }
  }
}

extension Cases {
  typealias AppRouter = RouterEvents<BenchAppScreen, BenchAppAlert>
  typealias FeatureRouter = any RouterEventsProtocol<BenchScreen, BenchAlert>

  /// The feature's router inside a new app router, as a feature's intent holds it.
  static func scopedRouter() -> (app: AppRouter, feature: FeatureRouter) {
    let app = AppRouter()
    let feature = app.scope(
      screen: BenchAppScreen.feature, extract: \.feature, alert: BenchAppAlert.feature,
      extract: \.feature, router: FeaturePolicy())
    return (app, feature)
  }

  /// A scope of `router` whose feature is the `detail` screens (the feature's type is the app's,
  /// so a growth case can build it over the routers the other cases build).
  static func detailScope(of router: Router) -> some RouterEventsProtocol<BenchScreen, BenchAlert> {
    router.scope(
      screen: { $0 }, extract: { if case .detail = $0 { $0 } else { nil } }, alert: { $0 },
      extract: { $0 }, router: FeaturePolicy())
  }
}

/// The feature's own router in the scoped cases: every default (screens as sheets).
struct FeaturePolicy: RouterPolicy {
  typealias Screen = BenchScreen
  typealias Alert = BenchAlert
}
