import MVIRouter
import Testing

@MainActor
@Suite struct RouterEventsWriteBackTests {
  /// The presentation the UI saw.
  private func seen(_ app: CoreHarness) -> NavigationPresentation<CoreScreen, CoreAlert> {
    NavigationPresentation(app.routerEvents.state)
  }

  @Test func aSwipeBackPopsThePushWithTheUserBackReasonOnce() {
    let app = CoreHarness()
    var left: [DismissReason] = []
    app.routerEvents.routeTo(.list)
    app.routerEvents.routeTo(.detail(1)) { left.append($0) }
    _ = app.takeEvents()
    let root = seen(app).layers[0]
    let writeBack = root.writeBack(path: root.path.dropLast())
    #expect(writeBack == .popped([RouteID(rawValue: 2)]))
    #expect(app.routerEvents.writeBack(writeBack!) == .applied)
    #expect(app.text == "root > push list")
    #expect(left == [.userBack])
    #expect(app.takeEvents() == ["dismissed push detail(1) (userBack)"])
    #expect(app.hooks.dismissed == ["detail(1) userBack"])
  }

  @Test func poppingSeveralPushesDismissesThemTopMostFirst() {
    let app = CoreHarness()
    app.routerEvents.routeTo(.list)
    app.routerEvents.routeTo(.detail(1))
    app.routerEvents.routeTo(.detail(2))
    _ = app.takeEvents()
    let root = seen(app).layers[0]
    #expect(app.routerEvents.writeBack(root.writeBack(path: root.path.prefix(1))!) == .applied)
    #expect(app.text == "root > push list")
    #expect(
      app.takeEvents() == [
        "dismissed push detail(2) (userBack)", "dismissed push detail(1) (userBack)",
      ])
  }

  @Test func aSheetDraggedDownLeavesWithItsPushes() {
    let app = CoreHarness()
    app.routerEvents.routeTo(.list)
    app.routerEvents.routeTo(.edit)
    app.routerEvents.routeTo(.detail(1))
    _ = app.takeEvents()
    let writeBack = seen(app).layers[0].writeBack(sheet: nil)
    #expect(writeBack == .sheetDismissed(RouteID(rawValue: 2)))
    #expect(app.routerEvents.writeBack(writeBack!) == .applied)
    #expect(app.text == "root > push list")
    #expect(
      app.takeEvents() == [
        "dismissed push detail(1) (ancestorDismissed)", "dismissed sheet edit (userBack)",
      ])
  }

  @Test func aCoverDismissedBySystemLeavesWithUserBack() {
    let app = CoreHarness()
    app.routerEvents.routeTo(.settings)
    _ = app.takeEvents()
    let writeBack = seen(app).layers[0].writeBack(cover: nil)
    #expect(app.routerEvents.writeBack(writeBack!) == .applied)
    #expect(app.text == "root")
    #expect(app.takeEvents() == ["dismissed fullScreenCover settings (userBack)"])
  }

  @Test func anAlertTheSystemDismissedIsCancelledWithItsCancelButton() {
    let app = CoreHarness()
    app.routerEvents.presentAlert(.delete)
    _ = app.takeEvents()
    let writeBack = seen(app).topLayer.writeBack(alertIsPresented: false)
    #expect(app.routerEvents.writeBack(writeBack!) == .applied)
    #expect(app.routerEvents.state.visibleAlert == nil)
    #expect(app.takeEvents() == ["alert resolved delete: Cancel"])
    #expect(app.hooks.alertActions == ["delete: Cancel"])
  }

  @Test func anAlertWithoutACancelButtonIsNotDismissedBehindTheUsersBack() {
    let routerEvents = RouterEvents<CoreScreen, CoreAlert>()
    let id = routerEvents.presentAlert(.delete)
    // The default router gives one button, which cancels; build two with none cancelling.
    let state = NavigationState<CoreScreen, CoreAlert>(
      alerts: [
        PresentedAlert(
          id: id, alert: .delete, owner: nil, title: "Delete?", message: nil,
          buttons: [.destructive("Delete"), .default("Archive")])
      ])
    let app = RouterEvents(state: state)
    let outcome = app.writeBack(.alertDismissed(id))
    #expect(outcome == .ignored(.noSuchButton(.writeBack(.alertDismissed(id)), alert: "delete")))
    #expect(app.state.visibleAlert?.id == id)
  }

  @Test func aChosenButtonAnswersTheAlertTheUISaw() {
    let app = CoreHarness()
    let delete = app.routerEvents.presentAlert(.delete)
    _ = app.takeEvents()
    #expect(app.routerEvents.writeBack(.alertButtonChosen(delete, index: 0)) == .applied)
    #expect(app.hooks.alertActions == ["delete: Delete"])
    let info = app.routerEvents.presentAlert(.info)
    let outcome = app.routerEvents.writeBack(.alertButtonChosen(info, index: 5))
    #expect(
      outcome.ignoreReason?.description
        == "writeBack(alertButtonChosen(!2, index: 5)): alert info has no such button")
    #expect(app.routerEvents.state.visibleAlert?.id == info)
  }

  @Test func aSwipeBackThatRacedWithAPushIsIgnoredAndReported() {
    let app = CoreHarness()
    app.routerEvents.routeTo(.list)
    app.routerEvents.routeTo(.detail(1))
    let root = seen(app).layers[0]
    // An intent pushes before the UI's write-back arrives.
    app.routerEvents.routeTo(.detail(2))
    _ = app.takeEvents()
    let writeBack = root.writeBack(path: root.path.dropLast())!
    let outcome = app.routerEvents.writeBack(writeBack)
    #expect(outcome == .ignored(.outdatedWriteBack(.writeBack(.popped([RouteID(rawValue: 2)])))))
    #expect(app.text == "root > push list > push detail(1) > push detail(2)")
    #expect(
      app.takeEvents() == [
        "ignored: writeBack(popped([#2])): the presentation it saw has changed"
      ])
  }

  @Test func aSheetDragThatRacedWithAReplacementLeavesTheNewSheet() {
    let app = CoreHarness()
    app.routerEvents.routeTo(.edit)
    let root = seen(app).layers[0]
    app.routerEvents.setRoutes([.sheet(.picker)])
    let outcome = app.routerEvents.writeBack(root.writeBack(sheet: nil)!)
    #expect(
      outcome.ignoreReason == .outdatedWriteBack(.writeBack(.sheetDismissed(RouteID(rawValue: 1)))))
    #expect(app.text == "root > sheet picker")
  }

  @Test func aSheetDragIsIgnoredWhenAModalWasPresentedOverTheSheet() {
    let app = CoreHarness()
    app.routerEvents.routeTo(.edit)
    let root = seen(app).layers[0]
    app.routerEvents.routeTo(.picker)
    #expect(app.routerEvents.writeBack(root.writeBack(sheet: nil)!).isIgnored)
    #expect(app.text == "root > sheet edit > sheet picker")
  }

  @Test func aWriteBackIsNeverAppliedTwice() {
    let app = CoreHarness()
    var left: [DismissReason] = []
    app.routerEvents.routeTo(.edit) { left.append($0) }
    let writeBack = seen(app).layers[0].writeBack(sheet: nil)!
    #expect(app.routerEvents.writeBack(writeBack) == .applied)
    #expect(app.routerEvents.writeBack(writeBack).isIgnored)
    #expect(left == [.userBack])
  }

  @Test func anAlertDismissalThatRacedWithAnAnswerLeavesTheNextAlert() {
    let app = CoreHarness()
    let delete = app.routerEvents.presentAlert(.delete)
    app.routerEvents.presentAlert(.info)
    app.routerEvents.resolveAlert("Cancel")
    let outcome = app.routerEvents.writeBack(.alertDismissed(delete))
    #expect(outcome.ignoreReason == .outdatedWriteBack(.writeBack(.alertDismissed(delete))))
    #expect(app.routerEvents.state.visibleAlert?.alert == .info)
  }

  @Test func aWriteBackNamingTheWrongKindOfModalIsIgnored() {
    let app = CoreHarness()
    let settings = app.routerEvents.routeTo(.settings)
    #expect(app.routerEvents.writeBack(.sheetDismissed(settings)).isIgnored)
    #expect(app.routerEvents.writeBack(.popped([])).isIgnored)
    #expect(app.routerEvents.writeBack(.popped([settings])).isIgnored)
    #expect(app.text == "root > fullScreenCover settings")
  }

  @Test func aQueuedWriteBackIsCheckedAgainstTheStateItLandsIn() {
    let app = CoreHarness()
    app.routerEvents.routeTo(.list)
    app.routerEvents.routeTo(.detail(1))
    let writeBack = seen(app).layers[0].writeBack(path: [])!
    var outcome: RouterOutcome?
    // A dismiss callback pushes; the write-back sent from inside delivery is queued after it.
    app.routerEvents.routeTo(.edit) { _ in
      app.routerEvents.routeTo(.detail(2), as: .push)
      outcome = app.routerEvents.writeBack(writeBack)
    }
    app.routerEvents.dismiss()
    #expect(outcome == .queued)
    #expect(app.text == "root > push list > push detail(1) > push detail(2)")
    #expect(
      app.takeEvents().last
        == "ignored: writeBack(popped([#1, #2])): the presentation it saw has changed")
  }

  @Test func aLockedSheetIsNotDismissedByTheUI() {
    let app = CoreHarness()
    app.routerEvents.routeTo(.edit, as: .sheet, options: .locked)
    _ = app.takeEvents()
    let writeBack = seen(app).layers[0].writeBack(sheet: nil)!
    let outcome = app.routerEvents.writeBack(writeBack)
    #expect(outcome == .ignored(.interactiveDismissDisabled(.writeBack(writeBack))))
    #expect(app.text == "root > sheet[locked] edit")
    #expect(
      app.takeEvents() == [
        "ignored: writeBack(sheetDismissed(#1)): the route does not let the user dismiss it"
      ])
    // The app's own dismissal still removes it.
    #expect(app.routerEvents.dismiss() == .applied)
  }

  @Test func aLockedPushIsNotPoppedByTheUI() {
    let app = CoreHarness()
    app.routerEvents.routeTo(.list)
    app.routerEvents.routeTo(.detail(1), as: .push, options: .locked)
    let root = seen(app).layers[0]
    let outcome = app.routerEvents.writeBack(root.writeBack(path: [])!)
    #expect(
      outcome.ignoreReason
        == .interactiveDismissDisabled(
          .writeBack(.popped([RouteID(rawValue: 1), RouteID(rawValue: 2)]))))
    #expect(app.routerEvents.state.routes.count == 2)
  }

  @Test func aVetoedWriteBackLeavesTheStateAsItWas() {
    let app = CoreHarness()
    var left: [DismissReason] = []
    let edit = app.routerEvents.routeTo(.edit) { left.append($0) }
    app.routerEvents.guardDismissal(of: edit, .veto)
    let before = app.routerEvents.state
    let outcome = app.routerEvents.writeBack(seen(app).layers[0].writeBack(sheet: nil)!)
    #expect(outcome.ignoreReason == .vetoed(.writeBack(.sheetDismissed(edit)), route: edit))
    #expect(app.routerEvents.state == before)
    #expect(left.isEmpty)
  }

  @Test func aDeferredWriteBackIsAppliedWhenConfirmed() {
    let app = CoreHarness()
    var left: [DismissReason] = []
    app.routerEvents.routeTo(.list)
    let detail = app.routerEvents.routeTo(.detail(1)) { left.append($0) }
    var deferred: GuardedChange?
    app.routerEvents.guardDismissal(of: detail, .defer) { deferred = $0 }
    let root = seen(app).layers[0]
    #expect(app.routerEvents.writeBack(root.writeBack(path: root.path.prefix(1))!).isIgnored)
    #expect(left.isEmpty)
    #expect(app.routerEvents.confirm(deferred!) == .applied)
    #expect(left == [.userBack])
    #expect(app.text == "root > push list")
  }

  @Test func randomWriteBacksApplyExactlyWhenWhatTheyNameIsStillOnTopAndOnlyOnce() {
    var generator = SeededGenerator(state: 42)
    for _ in 0..<300 {
      let routerEvents = RouterEvents<CoreScreen, CoreAlert>(router: CoreRouter())
      for _ in 0..<Int.random(in: 0...5, using: &generator) {
        let screen: CoreScreen = [.list, .detail(1), .edit, .settings].randomElement(
          using: &generator)!
        routerEvents.routeTo(screen)
      }
      if Bool.random(using: &generator) { routerEvents.presentAlert(.delete) }
      let layer = NavigationPresentation(routerEvents.state).topLayer
      let candidates: [PresentationWriteBack?] = [
        layer.writeBack(path: layer.path.dropLast(Int.random(in: 1...2, using: &generator))),
        layer.modal.map { $0.isCover ? .coverDismissed($0.id) : .sheetDismissed($0.id) },
        layer.writeBack(alertIsPresented: false),
        layer.alert.map { .alertButtonChosen($0.id, index: 0) },
      ]
      guard let writeBack = candidates.compactMap({ $0 }).randomElement(using: &generator) else {
        continue
      }
      // An intent may act before the write-back arrives.
      switch Int.random(in: 0...4, using: &generator) {
      case 0: routerEvents.routeTo(.detail(2))
      case 1: routerEvents.goBack()
      case 2: routerEvents.resolveAlert("Cancel")
      case 3: routerEvents.routeTo(.picker)
      default: break
      }
      let routes = routerEvents.state.routes
      let stillOnTop: Bool
      var expected = routes
      switch writeBack {
      case .popped(let ids):
        stillOnTop = routes.suffix(ids.count).map(\.id) == ids
        expected.removeLast(stillOnTop ? ids.count : 0)
      case .sheetDismissed(let id), .coverDismissed(let id):
        let top = routerEvents.state.topModalIndex
        stillOnTop = top.map { routes[$0].id == id } ?? false
        if stillOnTop { expected.removeSubrange(top!...) }
      case .alertDismissed(let id), .alertButtonChosen(let id, _):
        stillOnTop = routerEvents.state.visibleAlert?.id == id
      }
      let outcome = routerEvents.writeBack(writeBack)
      #expect((outcome == .applied) == stillOnTop, "\(writeBack) on \(routerEvents.state)")
      #expect(routerEvents.state.routes == expected)
      #expect(routerEvents.writeBack(writeBack).isIgnored, "\(writeBack) applied twice")
    }
  }
}
