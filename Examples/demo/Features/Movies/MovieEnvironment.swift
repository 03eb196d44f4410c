import DemoSupport
import MVIRouter
import MVIRouterTerminal

/// Where the Movies feature's data comes from.
public struct MovieServices: Sendable {
  /// The movies whose titles contain the words.
  public var search: @Sendable (String) async throws -> [Movie]
  /// One movie by id.
  public var movie: @Sendable (Int) async throws -> Movie

  /// Creates the services.
  ///
  /// - Parameters:
  ///   - search: The movies whose titles contain the words.
  ///   - movie: One movie by id.
  public init(
    search: @escaping @Sendable (String) async throws -> [Movie],
    movie: @escaping @Sendable (Int) async throws -> Movie
  ) {
    self.search = search
    self.movie = movie
  }
}

/// What the Movies feature's screens share: the router they route through (a scoped router
/// inside an app, or a router of the feature's own for its tests), the services, and how to run
/// asynchronous work (an app tracks it, so scripted runs can wait for it).
@MainActor
public final class MovieEnvironment {
  /// The router the feature's intents route through.
  public let routerEvents: any RouterEventsProtocol<MovieScreen, MovieAlert>
  /// Where the movies come from.
  public let services: MovieServices
  private let run: Loader.Run

  /// Creates the feature's environment.
  ///
  /// ```swift
  /// let environment = MovieEnvironment(
  ///   routerEvents: RouterEvents<MovieScreen, MovieAlert>(router: MovieRouter()), services: services)
  /// ```
  ///
  /// - Parameters:
  ///   - routerEvents: A scoped router inside an app, or a router of the feature's own.
  ///   - services: Where the movies come from.
  ///   - run: Starts a piece of asynchronous work; by default a plain task.
  public init(
    routerEvents: any RouterEventsProtocol<MovieScreen, MovieAlert>, services: MovieServices,
    run: @escaping Loader.Run = { work in Task { await work() } }
  ) {
    self.routerEvents = routerEvents
    self.services = services
    self.run = run
  }

  /// A loader for one screen, its work started by the environment's `run`.
  func makeLoader() -> Loader { Loader(run: run) }

  /// The terminal screen for one of the feature's routes, given its route context: an app's
  /// screen factory gets it from the app's route with `context(forAppRoute:)`.
  ///
  /// ```swift
  /// case .movies:
  ///   if let route = environment.movies.routerEvents.context(forAppRoute: route) {
  ///     environment.movies.makeTerminalScreen(for: route)
  ///   }
  /// ```
  ///
  /// - Parameter route: The route's context, in the feature's types.
  /// - Returns: Its view, with a new model and intent.
  public func makeTerminalScreen(for route: RouteContext<MovieScreen, MovieAlert, Never>)
    -> any TerminalScreen
  {
    switch route.route.screen {
    case .search: makeSearchScreen()
    case .detail(let id): MovieDetailView.build(id: id, route: route, environment: self)
    }
  }

  /// The search, where it has no route of its own (a tab's root).
  ///
  /// - Returns: Its view, with a new model and intent.
  public func makeSearchScreen() -> any TerminalScreen { MovieSearchView.build(environment: self) }
}
