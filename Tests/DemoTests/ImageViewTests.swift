import Testing

@testable import DemoApp

/// The image screen as the terminal shows it.
@Suite @MainActor struct ImageViewTests {
  /// Loading, loaded and failed take as many lines, so the rows stay put when the load ends.
  @Test func theRowsStayPutWhenTheLoadEnds() {
    let view = ImageView.build(environment: makeEnvironment(delay: neverFinishes))
    let model = view.container.model
    let loading = view.body.count
    model.phase = .loaded(DemoData.image)
    #expect(view.body.count == loading)
    model.phase = .failed
    #expect(view.body.count == loading)
  }
}
