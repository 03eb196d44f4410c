import Foundation
import MVIRouterTesting
import Testing

@testable import DemoApp

@Suite @MainActor struct DemoLinksTests {
  @Test func everyDemoHasALink() throws {
    let map = DemoLinks.map
    #expect(try map.steps(for: "demo://image/description").last?.presentation == .sheet)
    #expect(
      try map.steps(for: "demo://movies/2") == [
        .push(.movies(.search)), .push(.movies(.detail(id: 2))),
      ])
    #expect(
      try map.steps(for: "demo://products/1/quantity")
        == [.push(.products), .cover(.product(id: 1)), .sheet(.quantityPicker(productID: 1))])
    #expect(try map.steps(for: "demo://dogs") == [.push(.dogSearch)])
  }

  @Test func unknownIDsAreRefused() {
    #expect(
      throws: DeepLinkError.invalidParameter(name: "id", value: "9", reason: "is not a movie")
    ) {
      try DemoLinks.map.steps(for: "demo://movies/9")
    }
  }

  @Test func openingALinkFromInsideADemoDismissesWithTheDeepLinkReason() throws {
    let environment = makeEnvironment()
    environment.routerEvents.routeTo(.image)
    environment.routerEvents.routeTo(.imageDescription("x"))
    try withRoutingRecorder(environment.routerEvents) { recorder in
      try environment.routerEvents.open("demo://products/2", using: DemoLinks.map)
      recorder.expect(
        .dismissed(.imageDescription("x"), .deepLink),
        .dismissed(.image, .deepLink),
        .routed(.products, as: .push),
        .routed(.product(id: 2), as: .fullScreenCover))
    }
  }
}
