import MVIRouter
import MVIRouterTesting
import XCTest

/// The helpers work in XCTest test cases too: failures go to `XCTFail` at the caller's line.
final class XCTestSupportTests: XCTestCase {
  // XCTest runs test methods on the main thread; on Linux it cannot call `@MainActor` methods
  // directly, so the test enters the main actor itself.
  func testRecorderAndStateAssertionsPassInXCTest() {
    MainActor.assumeIsolated { Self.recorderAndStateAssertions() }
  }

  @MainActor private static func recorderAndStateAssertions() {
    let routerEvents = RouterEvents<StoreScreen, StoreAlert>(router: StoreRouter())
    let intent = StoreIntent(routerEvents: routerEvents)
    withRoutingRecorder(routerEvents) { recorder in
      intent.productSelected(5)
      intent.loadFailed()
      recorder.answerAlert("Delete")
      recorder.expect(
        .routed(.detail(5), as: .push),
        .alertPresented(.loadFailed),
        .alertResolved(.loadFailed, button: "Delete"),
        .dismissed(.detail(5), .popped))
      recorder.expectState("root")
    }
    XCTAssertTrue(intent.deleted)
  }
}
