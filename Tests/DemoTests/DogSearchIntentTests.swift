import MVIRouterTesting
import Testing

@testable import DemoApp

@Suite @MainActor struct DogSearchIntentTests {
  @Test func theTitleFollowsTheStateToResults() async {
    let environment = makeEnvironment()
    let intent = DogSearchIntent(model: DogSearchModel(), environment: environment)
    intent.onAppear()
    #expect(intent.model.title == "Searching…")
    await environment.tasks.waitIdle()
    #expect(intent.model.title == "Results")
    guard case .results(let breeds) = intent.model.phase else {
      Issue.record("expected results, got \(intent.model.phase)")
      return
    }
    #expect(breeds.count == 10)
    #expect(breeds.first == "akita.jpg")
  }

  @Test func aBadConnectionEndsInError() async {
    let environment = makeEnvironment()
    let intent = DogSearchIntent(model: DogSearchModel(), environment: environment)
    withRoutingRecorder(environment.routerEvents) { _ in
      intent.searchAgain(badConnection: true)
    }
    await environment.tasks.waitIdle()
    #expect(intent.model.title == "Error")
    #expect(intent.model.phase == .error("the dog images service is unavailable"))
  }

  @Test func searchingAgainCancelsTheSearchBefore() async {
    let environment = makeEnvironment(delay: .milliseconds(1))
    let intent = DogSearchIntent(model: DogSearchModel(), environment: environment)
    intent.searchAgain(badConnection: true)
    intent.searchAgain(badConnection: false)
    await environment.tasks.waitIdle()
    #expect(intent.model.title == "Results")
  }
}
