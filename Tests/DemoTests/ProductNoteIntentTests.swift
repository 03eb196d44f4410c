import MVIRouterTesting
import Testing

@testable import DemoApp

@Suite @MainActor struct ProductNoteIntentTests {
  let environment = makeEnvironment()
  var routerEvents: RouterEvents<DemoScreen, DemoAlert> { environment.routerEvents }

  /// Product 1's cover with its note editor on it, the editor's intent knowing its route.
  func presentEditor() -> ProductNoteIntent {
    routerEvents.routeTo(.product(id: 1))
    let noteID = routerEvents.routeTo(.productNote(productID: 1))
    return ProductNoteIntent(
      model: ProductNoteModel(productID: 1, saved: environment.catalog.note(for: 1)),
      route: routerEvents.context(for: routerEvents.state.route(noteID)!),
      catalog: environment.catalog)
  }

  @Test func theQuantitySheetRestsAtHalfHeightHoweverItIsOpened() throws {
    routerEvents.routeTo(.product(id: 1))
    routerEvents.routeTo(.quantityPicker(productID: 1), as: .sheet, expecting: Int.self) { _ in }
    #expect(
      "\(routerEvents.state)"
        == "root > fullScreenCover product(id: 1) > sheet[medium] quantityPicker(productID: 1)")
    try routerEvents.open("demo://products/2/quantity", using: DemoLinks.map)
    #expect(routerEvents.state.routes.last?.options == .medium)
  }

  @Test func backWithUnsavedChangesAsksAndDiscardLeaves() {
    let intent = presentEditor()
    withRoutingRecorder(routerEvents) { recorder in
      intent.textChanged("gift")
      let note = routerEvents.state.routes.last!.id
      routerEvents.userDidGoBack()
      recorder.expect(
        .ignored(.deferred(.userBack, route: note)), .alertPresented(.discardChanges))
      recorder.expectState(
        "root > fullScreenCover product(id: 1) > sheet productNote(productID: 1)"
          + " | alert discardChanges[Discard, Keep editing]")
      recorder.answerAlert(.discard)
      recorder.expect(
        .alertResolved(.discardChanges, action: .discard),
        .dismissed(.productNote(productID: 1), .userBack))
      recorder.expectState("root > fullScreenCover product(id: 1)")
    }
    #expect(environment.catalog.note(for: 1) == "")
  }

  @Test func keepEditingStaysAndSaveLeavesWithoutAsking() {
    let intent = presentEditor()
    withRoutingRecorder(routerEvents) { recorder in
      intent.textChanged("gift")
      let note = routerEvents.state.routes.last!.id
      routerEvents.userDidGoBack()
      recorder.expect(
        .ignored(.deferred(.userBack, route: note)), .alertPresented(.discardChanges))
      recorder.answerAlert(.cancel)
      recorder.expect(.alertResolved(.discardChanges, action: .cancel))
      recorder.expectState(
        "root > fullScreenCover product(id: 1) > sheet productNote(productID: 1)")
      #expect(routerEvents.deferredChange == nil)
      intent.saveTapped()
      recorder.expect(.dismissed(.productNote(productID: 1), .dismissed))
    }
    #expect(environment.catalog.note(for: 1) == "gift")
  }

  @Test func closingTheCoverUnderUnsavedChangesAsksToo() {
    let intent = presentEditor()
    intent.textChanged("gift")
    let cover = routerEvents.state.routes[0].id
    #expect(
      routerEvents.close(cover)
        == .ignored(.deferred(.close(cover), route: routerEvents.state.routes[1].id)))
    #expect(routerEvents.state.visibleAlert?.alert == .discardChanges)
    routerEvents.resolveAlert(.discard)
    #expect("\(routerEvents.state)" == "root")
  }

  @Test func typingBackToTheSavedTextLiftsTheGuard() {
    let intent = presentEditor()
    intent.textChanged("gift")
    intent.textChanged("")
    #expect(routerEvents.userDidGoBack() == .applied)
    #expect("\(routerEvents.state)" == "root > fullScreenCover product(id: 1)")
  }
}
