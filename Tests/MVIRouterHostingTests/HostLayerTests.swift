import MVIRouterHosting
import Testing

@MainActor
@Suite struct HostLayerTests {
  @Test func aShorterStackNamesThePushesPoppedFromTheTop() {
    let (routerEvents, model) = makeShop()
    routerEvents.routeTo(.list)
    let detail1 = routerEvents.routeTo(.detail(1))
    let detail2 = routerEvents.routeTo(.detail(2))
    let shown = model.presentation.layers[0]
    #expect(
      shown.writeBack(path: shown.path.prefix(1))?.description == "popped([\(detail1), \(detail2)])"
    )
    #expect(shown.writeBack(path: shown.path.prefix(2))?.description == "popped([\(detail2)])")
  }

  @Test func aStackThatPoppedNothingOrIsNotAPrefixGivesNoWriteBack() {
    let (routerEvents, model) = makeShop()
    routerEvents.routeTo(.list)
    routerEvents.routeTo(.detail(1))
    let shown = model.presentation.layers[0]
    #expect(shown.writeBack(path: shown.path) == nil)
    #expect(shown.writeBack(path: shown.path.suffix(1)) == nil)
    #expect(shown.writeBack(path: shown.path + shown.path) == nil)
  }

  @Test func aSheetOrCoverThatIsGoneNamesTheOneShown() {
    let (routerEvents, model) = makeShop()
    let edit = routerEvents.routeTo(.edit)
    let checkout = routerEvents.routeTo(.checkout)
    let root = model.presentation.layers[0]
    let sheetLayer = model.presentation.layers[1]
    #expect(root.writeBack(sheet: nil)?.description == "sheetDismissed(\(edit))")
    #expect(root.writeBack(sheet: root.sheet) == nil)
    #expect(root.writeBack(cover: nil) == nil)
    #expect(sheetLayer.writeBack(cover: nil)?.description == "coverDismissed(\(checkout))")
    #expect(sheetLayer.writeBack(cover: sheetLayer.cover) == nil)
    #expect(sheetLayer.writeBack(sheet: nil) == nil)
  }

  @Test func anAlertButtonOrDismissalNamesTheAlertShown() {
    let (routerEvents, model) = makeShop()
    let before = model.presentation.topLayer
    let delete = routerEvents.presentAlert(.delete)
    let shown = model.presentation.topLayer
    #expect(
      shown.writeBack(alertButtonAt: 1)?.description == "alertButtonChosen(\(delete), index: 1)")
    #expect(shown.writeBack(alertIsPresented: false)?.description == "alertDismissed(\(delete))")
    #expect(shown.writeBack(alertIsPresented: true) == nil)
    // A layer that showed no alert makes no alert write-back.
    #expect(before.writeBack(alertButtonAt: 0) == nil)
    #expect(before.writeBack(alertIsPresented: false) == nil)
  }
}
