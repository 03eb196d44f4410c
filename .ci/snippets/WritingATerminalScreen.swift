// The app's screens and the intents and views the page's screens and factories use. `movies`
// is a feature module embedded in the app's screens.
import MVIRouterTerminal

enum MovieScreen: RouterScreenProtocol { case search, results }
enum MovieAlert: RouterAlertScreenProtocol { case offline }
enum AppScreen: RouterScreenProtocol { case movies(MovieScreen) }
enum AppAlert: RouterAlertScreenProtocol { case offline }

struct Movie: Sendable { let title: String }
struct MovieSearchModel: Sendable {
  var isLoading = false
  var query = ""
  var results: [Movie] = []
}

@MainActor final class MovieSearchIntent {
  let routerEvents: RouterEvents<AppScreen, AppAlert>
  private(set) var model = MovieSearchModel()
  init(routerEvents: RouterEvents<AppScreen, AppAlert>) { self.routerEvents = routerEvents }
  func resultSelected(_ index: Int) {}
  func queryChanged(_ text: String) { model.query = text }
  func onAppear() {}
  func onDisappear() {}
}

@MainActor final class MenuView: TerminalScreen {
  let routerEvents: RouterEvents<AppScreen, AppAlert>
  init(routerEvents: RouterEvents<AppScreen, AppAlert>) { self.routerEvents = routerEvents }
  var title: String { "Menu" }
}

@MainActor enum MovieViews {
  final class Results: TerminalScreen {
    let context: RouteContext<MovieScreen, MovieAlert, Never>
    init(_ context: RouteContext<MovieScreen, MovieAlert, Never>) { self.context = context }
    var title: String { "\(context.route.screen)" }
  }

  static func make(_ context: RouteContext<MovieScreen, MovieAlert, Never>) -> any TerminalScreen {
    Results(context)
  }
}
