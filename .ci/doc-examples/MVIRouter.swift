// What the `///` examples of MVIRouter take as given: an app's screens, alerts and tabs, its
// router, and the values an intent holds. Every block is compiled inside a method of `AppIntent`.
import Foundation
import MVIRouter

enum AppScreen: RouterScreenProtocol, Codable {
  case list, search, edit, picker, compose, review, quantity, account, login
  case detail(id: Int)
  case message(id: Int)
  case checkout(CheckoutScreen)
  case movies(MovieScreen)
}

enum AppAlert: RouterAlertScreenProtocol, Codable {
  case loadFailed, deleteFailed, discardChanges, saved, sessionExpired, draftSaved
  case checkout(CheckoutAlert)

  enum Action: Hashable, Sendable, Codable { case retry, delete, discard, cancel }
}

enum AppTab: String, Hashable, Sendable, Codable { case inbox, settings }

struct AppRouter: RouterPolicy {
  func getScreenPresentationType(for type: AppScreen) -> RouterScreenPresentationType { .push }
  /// A notice (session expired, saved) has no buttons of its own: the router gives it "OK".
  func getAlertActions(for type: AppAlert) -> [RouterAlertButton<AppAlert.Action>] {
    switch type {
    case .sessionExpired, .saved, .draftSaved: []
    default: [.destructive("Delete", action: .delete), .cancel(action: .cancel)]
    }
  }
}

/// A feature module's screens, embedded in `AppScreen.checkout`.
enum CheckoutScreen: RouterScreenProtocol, Codable { case review }
enum CheckoutAlert: RouterAlertScreenProtocol, Codable {
  case declined
  enum Action: Hashable, Sendable, Codable { case retry, cancel }
}
struct CheckoutRouter: RouterPolicy {
  func getScreenPresentationType(for type: CheckoutScreen) -> RouterScreenPresentationType { .push }
  func getAlertActions(for type: CheckoutAlert) -> [RouterAlertButton<CheckoutAlert.Action>] {
    [.default("Retry", action: .retry), .cancel(action: .cancel)]
  }
}

/// The movie feature's screens, alerts and router, as the policy and deep-link examples use them.
enum MovieScreen: RouterScreenProtocol, Codable {
  case search
  case detail(id: Int)
  case review(movieID: Int)
}
enum MovieAlert: RouterAlertScreenProtocol {
  case deleteReview
  enum Action: Hashable, Sendable { case delete, keep }
}
struct MovieRouter: RouterPolicy {
  typealias Screen = MovieScreen
  typealias Alert = MovieAlert
}

/// A product screen's alert with typed buttons.
enum ProductAlert: RouterAlertScreenProtocol {
  case loadFailed(message: String)
  enum Action: Hashable, Sendable, Codable { case retry, delete, cancel }
}

@MainActor var routerEvents = RouterEvents<AppScreen, AppAlert>(router: AppRouter())
@MainActor var tabs = TabbedRouterEvents<AppTab, AppScreen, AppAlert>(
  tabs: [.inbox, .settings], selected: .inbox, router: AppRouter())
@MainActor var intent = AppIntent()
/// The route an intent's screen is shown in, as its screen factory hands it over.
@MainActor var route = routerEvents.context(
  for: Route(id: RouteID(rawValue: 1), screen: .edit, presentation: .sheet))
/// The app's deep links.
let links = DeepLinkMap<AppScreen>(
  scheme: "demo",
  [
    DeepLink("movies/:id") { p in [.push(.detail(id: try p.int("id")))] },
    DeepLink("movies/:id/reviews") { p in [.push(.detail(id: try p.int("id"))), .sheet(.review)] },
  ])
let tabLinks = TabbedDeepLinkMap<AppTab, AppScreen>(
  scheme: "demo",
  [
    .inbox: DeepLinkMap(
      scheme: "demo", [DeepLink(":id") { p in [.push(.message(id: try p.int("id")))] }]),
    .settings: DeepLinkMap(scheme: "demo", [DeepLink("account") { _ in [.push(.account)] }]),
  ])
/// The app's session: who is signed in, and a change waiting for it.
@MainActor final class Session {
  var isSignedIn = false
  var waiting: GuardedChange?
}
@MainActor var session = Session()

/// The intent every example is written in: `self` in a block is one of these.
@MainActor final class AppIntent {
  /// A change a guard deferred, confirmed later (e.g. once signed in).
  var waiting: GuardedChange?

  func retry() {}
  func delete() {}
  func load() {}
  func answer(_ action: AppAlert.Action) {}
  func askToDiscard(_ change: GuardedChange) {}
  func detailLeft(_ reason: DismissReason) {}
  func quantityChosen(_ result: RouteResult<Int>) {}
}

/// Fresh values for the next example: `.ci/doc-examples-check.sh` calls it before it runs each
/// example that says what it prints, so that no example sees another's routes.
@MainActor func freshPrelude() {
  routerEvents = RouterEvents(router: AppRouter())
  tabs = TabbedRouterEvents(tabs: [.inbox, .settings], selected: .inbox, router: AppRouter())
  intent = AppIntent()
  route = routerEvents.context(
    for: Route(id: RouteID(rawValue: 1), screen: .edit, presentation: .sheet))
  session = Session()
}
