import MVIRouterTesting
import Testing

@testable import DemoApp

@Suite @MainActor struct ImageIntentTests {
  let environment = makeEnvironment()

  func makeIntent(_ environment: DemoEnvironment? = nil) -> ImageIntent {
    ImageIntent(model: ImageModel(), environment: environment ?? self.environment)
  }

  @Test func loadingShowsTheImage() async {
    let intent = makeIntent()
    await withRoutingRecorder(environment.routerEvents) { _ in
      intent.onAppear()
      #expect(intent.model.phase == .loading)
      await environment.tasks.waitIdle()
    }
    #expect(intent.model.phase == .loaded(DemoData.image))
  }

  @Test func tappingTheImageOpensTheDescriptionSheet() async {
    let intent = makeIntent()
    intent.onAppear()
    await environment.tasks.waitIdle()
    withRoutingRecorder(environment.routerEvents) { recorder in
      intent.imageTapped()
      recorder.expect(.routed(.imageDescription(DemoData.image.description), as: .sheet))
    }
  }

  @Test func tappingWithNoImageShowsTheAlertAndRoutesNowhere() {
    let intent = makeIntent()
    intent.onAppear()
    withRoutingRecorder(environment.routerEvents) { recorder in
      intent.imageTapped()
      recorder.expect(.alertPresented(.failedToOpen))
      recorder.expectState("root | alert plain(Error)[OK]")
      let alert = environment.routerEvents.state.visibleAlert
      #expect(alert?.title == "Error")
      #expect(alert?.message == "Failed to open the screen")
      recorder.answerAlert("OK")
      recorder.expect(.alertResolved(.failedToOpen, button: "OK"))
      recorder.expectState("root")
    }
    intent.onDisappear()
  }

  @Test func aFailedLoadSaysFailAndShowsTheUploadAlert() async {
    let intent = makeIntent()
    await withRoutingRecorder(environment.routerEvents) { recorder in
      intent.reload(broken: true)
      await recorder.receive(.alertPresented(.uploadFailed), timeout: Self.loadDeadline)
      recorder.expectState("root | alert plain(Error)[OK]")
      let alert = environment.routerEvents.state.visibleAlert
      #expect(alert?.title == "Error")
      #expect(alert?.message == "It was not possible to upload a image")
    }
    #expect(intent.model.phase == .failed)
  }

  @Test func everyServiceFailingWithTheFailFlag() async {
    let failing = makeEnvironment(fail: true)
    let intent = makeIntent(failing)
    intent.onAppear()
    await failing.tasks.waitIdle()
    #expect(intent.model.phase == .failed)
    expectNavigation(failing.routerEvents, "root | alert plain(Error)[OK]")
  }

  @Test func leavingTheScreenCancelsTheLoad() async {
    let slow = makeEnvironment(delay: neverFinishes)
    let intent = makeIntent(slow)
    await withRoutingRecorder(slow.routerEvents) { _ in
      intent.reload(broken: true)
      intent.onDisappear()
      await slow.tasks.waitIdle()
    }
    #expect(intent.model.phase == .loading)
    #expect(slow.tasks.count == 0)
  }
}
