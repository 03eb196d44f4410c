import MVIRouter
import Testing

/// The write-backs a layer makes from what the UI holds now.
@MainActor
@Suite struct PresentationLayerWriteBackTests {
  private func shown(_ build: (RouterEvents<CoreScreen, CoreAlert>) -> Void)
    -> PresentationLayer<CoreScreen, CoreAlert>
  {
    let app = CoreHarness()
    build(app.routerEvents)
    return NavigationPresentation(app.routerEvents.state).layers[0]
  }

  @Test func aShorterPrefixOfThePathNamesThePushesPopped() {
    let root = shown {
      $0.routeTo(.list)
      $0.routeTo(.detail(1))
      $0.routeTo(.detail(2))
    }
    #expect(
      root.writeBack(path: root.path.prefix(1)) == .popped([2, 3].map(RouteID.init(rawValue:))))
    #expect(root.writeBack(path: []) == .popped([1, 2, 3].map(RouteID.init(rawValue:))))
  }

  @Test func thePathAsShownOrOneTheUIPushedItselfWritesNothingBack() {
    let root = shown {
      $0.routeTo(.list)
      $0.routeTo(.detail(1))
    }
    #expect(root.writeBack(path: root.path) == nil)
    let extra = Route(id: RouteID(rawValue: 99), screen: CoreScreen.edit, presentation: .push)
    #expect(root.writeBack(path: Array(root.path) + [extra]) == nil)
    #expect(root.writeBack(path: [extra]) == nil)
  }

  @Test func onlyAnItemThatBecameNilIsADismissal() {
    let root = shown { $0.routeTo(.edit) }
    #expect(root.writeBack(sheet: root.sheet) == nil)
    #expect(root.writeBack(sheet: nil) == .sheetDismissed(RouteID(rawValue: 1)))
    #expect(root.writeBack(cover: nil) == nil)
    let covered = shown { $0.routeTo(.settings) }
    #expect(covered.writeBack(cover: nil) == .coverDismissed(RouteID(rawValue: 1)))
    #expect(covered.writeBack(sheet: nil) == nil)
  }

  @Test func onlyAnAlertNoLongerPresentedIsADismissal() {
    let root = shown { $0.presentAlert(.delete) }
    #expect(root.writeBack(alertIsPresented: true) == nil)
    #expect(root.writeBack(alertIsPresented: false) == .alertDismissed(AlertID(rawValue: 1)))
    #expect(shown { _ in }.writeBack(alertIsPresented: false) == nil)
  }
}
