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

  /// The terminal screen for one of the feature's screens.
  ///
  /// - Parameter screen: The screen.
  /// - Returns: Its view, with a new model and intent.
  public func makeTerminalScreen(for screen: MovieScreen) -> any TerminalScreen {
    switch screen {
    case .search: MovieSearchView.build(environment: self)
    case .detail(let id): MovieDetailView.build(id: id, environment: self)
    }
  }
}
