import MVIRouterTerminal
import MVIRouterTesting
import Testing

@testable import DemoApp

@Suite @MainActor struct MovieIntentTests {
  let environment = makeEnvironment()

  func search(_ query: String) async -> MovieSearchIntent {
    let intent = MovieSearchIntent(model: MovieSearchModel(), environment: environment)
    intent.queryChanged(query)
    await environment.tasks.waitIdle()
    return intent
  }

  @Test func anEmptyQueryIsTheInitialState() async {
    let intent = await search("   ")
    #expect(intent.model.phase == .initial)
  }

  @Test func aQueryLoadsThenShowsResults() async {
    let intent = MovieSearchIntent(model: MovieSearchModel(), environment: environment)
    intent.queryChanged("ali")
    #expect(intent.model.phase == .loading)
    await environment.tasks.waitIdle()
    #expect(intent.model.results.map(\.title) == ["Alien", "Aliens"])
  }

  /// Ctrl-W leaves the space before the deleted word: it does not change what is found.
  @Test func spacesAroundTheQueryDoNotChangeTheResults() async {
    #expect(await search(" alien ").model.results.map(\.title) == ["Alien", "Aliens"])
  }

  @Test func noResults() async {
    #expect(await search("zzz").model.phase == .noResults)
  }

  @Test func anAPIError() async {
    #expect(await search("error").model.phase == .apiError("the movies service is unavailable"))
  }

  @Test func selectingAResultPushesItsDetail() async {
    let intent = await search("ali")
    withRoutingRecorder(environment.routerEvents) { recorder in
      intent.resultSelected(1)
      recorder.expect(.routed(.movieDetail(id: 2), as: .push))
      intent.resultSelected(9)
    }
  }

  @Test func aDetailPushesFurther() async {
    let detail = MovieDetailIntent(model: MovieDetailModel(id: 1), environment: environment)
    detail.start()
    await environment.tasks.waitIdle()
    #expect(detail.similar.map(\.title) == ["Aliens", "Solaris"])
    withRoutingRecorder(environment.routerEvents) { recorder in
      detail.similarSelected(1)
      recorder.expect(.routed(.movieDetail(id: 3), as: .push))
    }
  }

  @Test func dismissingTheDetailCancelsItsLoad() async throws {
    let slow = makeEnvironment(delay: neverFinishes)
    let host = TerminalHost(router: DemoScreenFactory(environment: slow))
    let id = slow.routerEvents.routeTo(.movieDetail(id: 1))
    #expect(slow.tasks.count == 1)
    withRoutingRecorder(slow.routerEvents) { recorder in
      host.handle(.escape)
      recorder.expect(.dismissed(.movieDetail(id: 1), .userBack))
    }
    await slow.tasks.waitIdle()
    #expect(slow.tasks.count == 0)
    #expect(slow.routerEvents.state.route(id) == nil)
  }
}
