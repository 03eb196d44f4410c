import DemoMovies
import MVIRouterTerminal
import MVIRouterTesting
import Testing

@testable import DemoApp

/// The Movies feature embedded in the demo: it routes through a scoped routerEvents, its screens
/// and alerts appear as the demo's, and its links are mounted under `movies`.
@Suite @MainActor struct MoviesEmbeddingTests {
  @Test func theFeatureRoutesInTheAppsTypes() async throws {
    let environment = makeEnvironment()
    let routerEvents = environment.routerEvents
    try routerEvents.open("demo://movies", using: DemoLinks.map)
    await withRoutingRecorder(routerEvents) { recorder in
      let view = DemoScreenFactory(environment: environment).makeScreen(
        for: routerEvents.state.routes.last!)
      view.textFieldDidChange("ali")
      view.activate(row: 0)
      await environment.tasks.waitIdle()
      view.activate(row: 1)
      recorder.expect(.routed(.movies(.detail(id: 2)), as: .push))
    }
    #expect(routerEvents.state.routes.map(\.screen) == [.movies(.search), .movies(.detail(id: 2))])
    #expect("\(environment.movies.routerEvents.state)" == "root > push search > push detail(id: 2)")
  }

  @Test func aFailedDetailShowsTheFeatureAlertAsTheDemos() async throws {
    let environment = makeEnvironment(fail: true)
    let routerEvents = environment.routerEvents
    try routerEvents.open("demo://movies/3", using: DemoLinks.map)
    // The host makes the detail's view and tells it that it appeared: its intent loads.
    let view = DemoScreenFactory(environment: environment).makeScreen(
      for: routerEvents.state.routes.last!)
    view.didAppear()
    await environment.tasks.waitIdle()
    withExtendedLifetime(view) {}
    #expect(routerEvents.state.visibleAlert?.alert == .movies(.loadFailed(id: 3)))
    #expect(routerEvents.state.visibleAlert?.title == "Movie 3 could not be loaded")
    #expect(environment.movies.routerEvents.state.alerts.count == 1)
  }

  @Test func theMountedLinksKeepTheirErrors() {
    #expect(
      throws: DeepLinkError.invalidParameter(name: "id", value: "9", reason: "is not a movie")
    ) {
      try DemoLinks.map.steps(for: "demo://movies/9")
    }
    #expect(throws: DeepLinkError.unknownPath("movies/2/cast")) {
      try DemoLinks.map.steps(for: "demo://movies/2/cast")
    }
  }

  @Test func dismissingTheDetailCancelsItsLoad() async throws {
    let slow = makeEnvironment(delay: neverFinishes)
    let host = TerminalHost(screenFactory: DemoScreenFactory(environment: slow))
    let id = slow.routerEvents.routeTo(.movies(.detail(id: 1)))
    #expect(slow.tasks.count == 1)
    withRoutingRecorder(slow.routerEvents) { recorder in
      host.handle(.escape)
      recorder.expect(.dismissed(.movies(.detail(id: 1)), .userBack))
    }
    await slow.tasks.waitIdle()
    #expect(slow.tasks.count == 0)
    #expect(slow.routerEvents.state.route(id) == nil)
  }
}

extension MoviesEmbeddingTests {
  @Test func theAppsTextFormShowsTheFeatureScreensWithoutTheirModule() throws {
    let environment = makeEnvironment()
    try environment.routerEvents.open("demo://movies/2", using: DemoLinks.map)
    environment.movies.routerEvents.presentAlert(.loadFailed(id: 2))
    #expect(
      "\(environment.routerEvents.state)"
        == "root > push movies(search) > push movies(detail(id: 2)) | alert movies(loadFailed(id: 2))[OK]"
    )
  }
}
