import MVIRouterHosting
import Observation
import Testing

@MainActor
@Suite struct HostModelTests {
  /// Set from Observation's change handler.
  private final class Flag: @unchecked Sendable {
    // Safe: set from the change handler, which Observation calls synchronously on the main
    // actor inside the mutation these tests make there, and read after it.
    var isSet = false
  }

  @Test func aSwipeBackPopsWhatTheHostShowedWithTheUsersBack() {
    let (routerEvents, model) = makeShop()
    routerEvents.routeTo(.list)
    var reasons: [DismissReason] = []
    routerEvents.routeTo(.detail(1)) { reasons.append($0) }
    let shown = model.presentation.layers[0]
    #expect(model.writeBack(shown.writeBack(path: shown.path.prefix(1))) == .applied)
    #expect(routerEvents.state.description == "root > push list")
    #expect(reasons == [.userBack])
    #expect(model.presentation.layers[0].path.map(\.screen) == [.list])
  }

  @Test func aSheetDraggedDownLeavesWithItsPushes() {
    let (routerEvents, model) = makeShop()
    var reasons: [DismissReason] = []
    routerEvents.routeTo(.edit) { reasons.append($0) }
    routerEvents.routeTo(.detail(1)) { reasons.append($0) }
    let shown = model.presentation.layers[0]
    #expect(model.writeBack(shown.writeBack(sheet: nil)) == .applied)
    #expect(routerEvents.state.description == "root")
    #expect(reasons == [.ancestorDismissed, .userBack])
    #expect(model.presentation.layers.count == 1)
  }

  @Test func anAlertButtonAnswersThePresenterWithItsAction() {
    let (routerEvents, model) = makeShop()
    var actions: [ShopAlert.Action] = []
    routerEvents.presentAlert(.delete) { actions.append($0) }
    let shown = model.presentation.topLayer
    #expect(model.writeBack(shown.writeBack(alertButtonAt: 0)) == .applied)
    #expect(actions == [.delete])
    #expect(model.presentation.alert == nil)
  }

  @Test func aStaleWriteBackIsIgnoredAndChangesNothing() {
    let (routerEvents, model) = makeShop()
    routerEvents.routeTo(.edit)
    let shown = model.presentation.layers[0]
    // An intent routed before the drag arrived: the sheet the host showed is not on top.
    routerEvents.routeTo(.checkout)
    let before = routerEvents.state
    let outcome = model.writeBack(shown.writeBack(sheet: nil))
    guard case .ignored(.outdatedWriteBack)? = outcome else {
      Issue.record("expected an outdated write-back, got \(String(describing: outcome))")
      return
    }
    #expect(outcome?.description.hasSuffix("the presentation it saw has changed") == true)
    #expect(routerEvents.state == before)
  }

  @Test func theSameWriteBackTwiceIsAppliedOnce() {
    let (routerEvents, model) = makeShop()
    routerEvents.routeTo(.list)
    routerEvents.routeTo(.detail(1))
    routerEvents.routeTo(.detail(2))
    let shown = model.presentation.layers[0]
    let swipe = shown.writeBack(path: shown.path.prefix(2))
    #expect(model.writeBack(swipe) == .applied)
    #expect(model.writeBack(swipe)?.description.hasPrefix("ignored: writeBack(popped(") == true)
    #expect(routerEvents.state.description == "root > push list > push detail(1)")
  }

  @Test func aStaleAlertButtonAnswersNoOtherAlert() {
    let (routerEvents, model) = makeShop()
    var actions: [ShopAlert.Action] = []
    routerEvents.presentAlert(.delete) { actions.append($0) }
    let shown = model.presentation.topLayer
    #expect(model.writeBack(shown.writeBack(alertButtonAt: 1)) == .applied)
    routerEvents.presentAlert(.note) { actions.append($0) }
    // The same tap reported again names the first alert: the note stays unanswered.
    #expect(
      model.writeBack(shown.writeBack(alertButtonAt: 0))?.description.hasPrefix("ignored") == true)
    #expect(actions == [.keep])
    #expect(model.presentation.alert?.alert == .note)
  }

  @Test func aButtonTheAlertDoesNotHaveIsIgnored() {
    let (routerEvents, model) = makeShop()
    routerEvents.presentAlert(.note)
    let outcome = model.writeBack(model.presentation.topLayer.writeBack(alertButtonAt: 5))
    guard case .ignored(.noSuchButton)? = outcome else {
      Issue.record("expected no such button, got \(String(describing: outcome))")
      return
    }
    #expect(model.presentation.alert?.alert == .note)
  }

  @Test func theAlertClosingAfterItsButtonIsDroppedSoTheNextAlertStays() {
    let (routerEvents, model) = makeShop()
    routerEvents.presentAlert(.delete)
    routerEvents.presentAlert(.note)
    let shown = model.presentation.topLayer
    #expect(model.writeBack(shown.writeBack(alertButtonAt: 0)) == .applied)
    #expect(model.writeBack(shown.writeBack(alertIsPresented: false)) == nil)
    #expect(model.presentation.alert?.alert == .note)
  }

  @Test func aLockedSheetStaysWhenDraggedDown() {
    let (routerEvents, model) = makeShop()
    routerEvents.routeTo(.edit, options: PresentationOptions(interactiveDismissDisabled: true))
    let shown = model.presentation.layers[0]
    #expect(shown.sheet?.interactiveDismissDisabled == true)
    guard case .ignored(.interactiveDismissDisabled)? = model.writeBack(shown.writeBack(sheet: nil))
    else {
      Issue.record("expected the locked sheet to stay")
      return
    }
    #expect(routerEvents.state.description == "root > sheet[locked] edit")
  }

  @Test func theLandingPagesExamplePrintsWhatItSays() {
    let (routerEvents, model) = makeShop()
    routerEvents.routeTo(.list, as: .push)
    routerEvents.routeTo(.edit, as: .sheet)
    let shown = model.presentation
    #expect(shown.description == "layer 0: [push list] > sheet edit\nlayer 1 sheet edit: []")
    #expect(model.writeBack(shown.layers[0].writeBack(sheet: nil))?.description == "applied")
    #expect(
      model.writeBack(shown.layers[0].writeBack(sheet: nil))?.description
        == "ignored: writeBack(sheetDismissed(#2)): the presentation it saw has changed")
  }

  @Test func nothingToSendGivesNoOutcome() {
    let (_, model) = makeShop()
    #expect(model.writeBack(nil) == nil)
  }

  @Test func aHostThatReadsThePresentationIsToldWhenRoutingChangesIt() {
    let (routerEvents, model) = makeShop()
    let flag = Flag()
    withObservationTracking {
      _ = model.presentation
    } onChange: {
      flag.isSet = true
    }
    #expect(!flag.isSet)
    routerEvents.routeTo(.edit)
    #expect(flag.isSet)
    #expect(model.routerEvents === routerEvents)
  }

  @Test func aTabsRouterIsShownAndWrittenBackLikeAnyOther() {
    let tabs = TabbedRouterEvents<ShopTab, ShopScreen, ShopAlert>(
      tabs: [.home, .cart], selected: .home, router: ShopRouter())
    let cart = tabs[tab: .cart]
    let model = HostModel(cart)
    cart.routeTo(.edit)
    #expect(model.writeBack(model.presentation.layers[0].writeBack(sheet: nil)) == .applied)
    #expect(cart.state.description == "root")
  }
}

/// The tabs of the tabbed test.
enum ShopTab: Hashable, Sendable, Codable {
  case home, cart
}
