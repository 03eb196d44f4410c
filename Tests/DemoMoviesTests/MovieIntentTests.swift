import MVIRouterTesting
import Testing

@testable import DemoMovies

/// The Movies feature's intents, tested on their own, with a routerEvents of the feature's types.
@Suite @MainActor struct MovieIntentTests {
  let harness = MovieHarness()

  func search(_ query: String) async -> MovieSearchIntent {
    let intent = MovieSearchIntent(model: MovieSearchModel(), environment: harness.environment)
    intent.queryChanged(query)
    intent.searchSubmitted()
    await harness.waitIdle()
    return intent
  }

  @Test func anEmptyQueryIsTheInitialState() async {
    let intent = await search("   ")
    #expect(intent.model.phase == .initial)
  }

  /// As in the seed, typing only edits the query: Enter searches.
  @Test func typingDoesNotSearchUntilTheQueryIsSubmitted() async {
    let intent = MovieSearchIntent(model: MovieSearchModel(), environment: harness.environment)
    intent.queryChanged("ali")
    await harness.waitIdle()
    #expect(intent.model.phase == .initial)
    #expect(intent.model.isEdited)
    #expect(harness.tasks.isEmpty)
  }

  @Test func aSubmittedQueryLoadsThenShowsResults() async {
    let intent = MovieSearchIntent(model: MovieSearchModel(), environment: harness.environment)
    intent.queryChanged("ali")
    intent.searchSubmitted()
    #expect(intent.model.phase == .loading)
    #expect(intent.model.searched == "ali")
    await harness.waitIdle()
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
    withRoutingRecorder(harness.routerEvents) { recorder in
      intent.resultSelected(1)
      recorder.expect(.routed(.detail(id: 2), as: .push))
      intent.resultSelected(9)
    }
  }

  /// The detail of movie `id`, pushed, with its intent made from its route's context.
  func detail(_ id: Int, in harness: MovieHarness) -> MovieDetailIntent {
    let routeID = harness.routerEvents.routeTo(.detail(id: id))
    let route = harness.routerEvents.context(for: harness.routerEvents.state.route(routeID)!)
    return MovieDetailIntent(
      model: MovieDetailModel(id: id), route: route, environment: harness.environment)
  }

  @Test func aDetailPushesFurther() async {
    let detail = detail(1, in: harness)
    detail.onAppear()
    await harness.waitIdle()
    #expect(detail.similar.map(\.title) == ["Aliens", "Solaris"])
    withRoutingRecorder(harness.routerEvents) { recorder in
      detail.similarSelected(1)
      recorder.expect(.routed(.detail(id: 3), as: .push))
    }
  }

  @Test func aDetailThatFailsToLoadPresentsTheFeatureAlertOwnedByTheDetail() async {
    let failing = MovieHarness(services: fakeServices(fail: true))
    let detail = detail(4, in: failing)
    await withRoutingRecorder(failing.routerEvents) { recorder in
      detail.onAppear()
      await failing.waitIdle()
      recorder.expect(.alertPresented(.loadFailed(id: 4)))
      recorder.expectState("root > push detail(id: 4) | alert loadFailed(id: 4)[OK]")
      // The alert is the detail's: going back from the detail takes it along.
      failing.routerEvents.pop()
      recorder.expect(.alertDismissed(.loadFailed(id: 4), .popped))
      recorder.expect(.dismissed(.detail(id: 4), .popped))
      recorder.expectState("root")
    }
    #expect(detail.model.phase == .failed("the movies service is unavailable"))
  }

  @Test func theFeatureLinksOpenItsScreensOnTheirOwn() throws {
    #expect(try MovieLinks.map.steps(for: "movies://") == [.push(.search)])
    #expect(try MovieLinks.map.steps(for: "movies://3") == [.push(.search), .push(.detail(id: 3))])
    #expect(
      throws: DeepLinkError.invalidParameter(name: "id", value: "9", reason: "is not a movie")
    ) {
      try MovieLinks.map.steps(for: "movies://9")
    }
  }
}
