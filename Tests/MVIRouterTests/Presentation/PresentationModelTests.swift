import MVIRouter
import Observation
import Testing

@MainActor
@Suite struct PresentationModelTests {
  /// Whether reading `read` and then running `change` tells Observation the read changed.
  private func notifies(_ read: () -> Void, when change: () -> Void) -> Bool {
    let flag = Flag()
    withObservationTracking(read) { flag.isSet = true }
    change()
    return flag.isSet
  }

  /// Set from Observation's change handler.
  private final class Flag: @unchecked Sendable {
    // Safe: set from the change handler, which Observation calls synchronously on the main
    // actor inside the mutation these tests make there, and read after it.
    var isSet = false
  }

  @Test func itPublishesTheRoutersCurrentPresentation() {
    let app = CoreHarness()
    app.routerEvents.routeTo(.list)
    let model = PresentationModel(app.routerEvents)
    #expect(model.presentation == NavigationPresentation(app.routerEvents.state))
    app.routerEvents.routeTo(.edit)
    #expect(model.presentation.layers.count == 2)
    #expect(model.presentation == NavigationPresentation(app.routerEvents.state))
  }

  @Test func aViewThatReadsThePresentationIsToldWhenRoutingChangesIt() {
    let app = CoreHarness()
    let model = PresentationModel(app.routerEvents)
    #expect(notifies({ _ = model.presentation }, when: { app.routerEvents.routeTo(.edit) }))
    #expect(!notifies({ _ = model.presentation }, when: { app.routerEvents.pop() }))
  }

  @Test func writeBacksReachTheRouter() {
    let app = CoreHarness()
    app.routerEvents.routeTo(.list)
    app.routerEvents.routeTo(.detail(1))
    let model = PresentationModel(app.routerEvents)
    _ = app.takeEvents()
    let seen = model.presentation.layers[0]
    #expect(model.writeBack(seen.writeBack(path: seen.path.prefix(1))) == .applied)
    #expect(model.writeBack(seen.writeBack(path: seen.path)) == nil)
    #expect(model.presentation.layers[0].path.map(\.screen) == [.list])
    #expect(app.takeEvents() == ["dismissed push detail(1) (userBack)"])
  }

  @Test func theDismissalThatFollowsAnAnsweredAlertIsDropped() {
    let app = CoreHarness()
    let delete = app.routerEvents.presentAlert(.delete)
    app.routerEvents.presentAlert(.info)
    let model = PresentationModel(app.routerEvents)
    _ = app.takeEvents()
    let seen = model.presentation.topLayer
    #expect(model.writeBack(.alertButtonChosen(delete, index: 0)) == .applied)
    // The UI closes the alert it answered, through the binding it had or a newer one that
    // already names the next alert; the next alert stays either way.
    let next = model.presentation.topLayer
    #expect(model.writeBack(next.writeBack(alertIsPresented: false)) == nil)
    #expect(model.presentation.alert?.alert == .info)
    #expect(app.takeEvents() == ["alert resolved delete: Delete"])
    #expect(seen.alert?.id == delete && next.alert?.alert == .info)
    // A later dismissal of the next alert by the system is not dropped.
    #expect(model.writeBack(next.writeBack(alertIsPresented: false)) == .applied)
    #expect(app.hooks.alertActions == ["delete: Delete", "info: OK"])
  }

  @Test func aWriteBackThatRacedIsReportedAndThePresentationIsUnchanged() {
    let app = CoreHarness()
    app.routerEvents.routeTo(.edit)
    let model = PresentationModel(app.routerEvents)
    let seen = model.presentation.layers[0]
    app.routerEvents.routeTo(.picker)
    let before = model.presentation
    let outcome = model.writeBack(seen.writeBack(sheet: nil))
    #expect(
      outcome?.ignoreReason == .outdatedWriteBack(.writeBack(.sheetDismissed(RouteID(rawValue: 1))))
    )
    // The UI binds to the presentation again: the sheet it dropped is still there.
    #expect(model.presentation == before)
    #expect(model.presentation.layers[0].sheet?.screen == .edit)
  }

  @Test func theModelStopsFollowingWhenReleased() {
    let app = CoreHarness()
    weak var released: PresentationModel<CoreScreen, CoreAlert>?
    do {
      let model = PresentationModel(app.routerEvents)
      released = model
      _ = model.presentation
    }
    #expect(released == nil)
    app.routerEvents.routeTo(.edit)
    #expect(app.text == "root > sheet edit")
  }

  @Test func aVetoedSheetDragLeavesTheSheetInThePresentation() {
    let app = CoreHarness()
    let edit = app.routerEvents.routeTo(.edit)
    app.routerEvents.guardDismissal(of: edit, .veto)
    let model = PresentationModel(app.routerEvents)
    let seen = model.presentation.layers[0]
    #expect(model.writeBack(seen.writeBack(sheet: nil))?.isIgnored == true)
    // The UI dropped its sheet item; binding again gives it back.
    #expect(model.presentation.layers[0].sheet?.id == edit)
  }
}
