import MVIRouterTerminal
import Testing

@testable import DemoApp

/// The dog search as the terminal shows it.
@Suite @MainActor struct DogSearchViewTests {
  /// Ten results: the numbers are right-aligned, so the pictures start in one column.
  @Test func theResultsNumbersAreAligned() {
    let view = DogSearchView.build(environment: makeEnvironment())
    view.container.model.phase = .results((1...10).map { "dog\($0).jpg" })
    #expect(view.body.first?.hasPrefix(" 1. ") == true)
    #expect(view.body.last?.hasPrefix("10. ") == true)
    #expect(Set(view.body.map { $0.prefix(4).last }) == [" "])
  }
}
