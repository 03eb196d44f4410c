import MVIRouterHosting
import Testing

@MainActor
@Suite struct HostPresentationTests {
  @Test func itShowsEachLayersStackModalAndAlertWithTheirIds() {
    let (routerEvents, model) = makeShop()
    let detail = routerEvents.routeTo(.detail(3))
    let edit = routerEvents.routeTo(.edit)
    let list = routerEvents.routeTo(.list)
    let delete = routerEvents.presentAlert(.delete)
    let shown = model.presentation
    #expect(shown.layers.count == 2)
    #expect(shown.layers.map(\.index) == [0, 1])
    #expect(shown.layers[0].path.map(\.id) == [detail])
    #expect(shown.layers[0].modal == nil)
    #expect(shown.layers[0].sheet?.id == edit && shown.layers[0].cover == nil)
    #expect(shown.layers[0].alert == nil)
    #expect(shown.layers[1].modal == shown.layers[0].sheet)
    #expect(shown.layers[1].path.map(\.id) == [list])
    #expect(shown.topLayer == shown.layers[1])
    #expect(shown.alert?.id == delete && shown.topLayer.alert?.id == delete)
    #expect(shown.alert?.title == "Delete the item?")
    #expect(shown.alert?.buttons.map(\.title) == ["Delete", "Keep"])
    #expect(
      shown.description == """
        layer 0: [push detail(3)] > sheet edit
        layer 1 sheet edit: [push list] | alert delete[Delete, Keep]
        """)
  }

  @Test func aLayersPathCountsFromZeroWhateverItsLayer() {
    let (routerEvents, model) = makeShop()
    routerEvents.routeTo(.list)
    routerEvents.routeTo(.edit)
    let detail = routerEvents.routeTo(.detail(1))
    // The stack of layer 1 starts at the state's third route; a host indexes it from 0.
    #expect(model.presentation.layers[1].path.first?.id == detail)
    #expect(model.presentation.layers[1].path.indices == 0..<1)
  }

  @Test func aModalSaysWhatItIsAndWhereItsLayerIs() throws {
    let (routerEvents, model) = makeShop()
    let checkout = routerEvents.routeTo(.checkout)
    routerEvents.routeTo(.edit, as: .sheet, options: PresentationOptions(detents: [.medium]))
    let cover = try #require(model.presentation.layers[0].cover)
    #expect(cover.id == checkout && cover.route.screen == .checkout)
    #expect(cover.isCover && cover.layer == 1 && cover.detents == [.large])
    let sheet = try #require(model.presentation.layers[1].sheet)
    #expect(!sheet.isCover && sheet.layer == 2 && sheet.detents == [.medium])
    #expect(!sheet.interactiveDismissDisabled)
    #expect(sheet.description == "sheet[medium] edit")
  }

  @Test func aLayerThatIsGoneReadsNil() {
    let (routerEvents, model) = makeShop()
    routerEvents.routeTo(.edit)
    #expect(model.presentation.layer(1) != nil)
    routerEvents.dismiss()
    #expect(model.presentation.layer(1) == nil)
    #expect(model.presentation.layer(-1) == nil)
  }

  @Test func thePresentationOfAStateIsTheModelsForThatState() {
    let (routerEvents, model) = makeShop()
    routerEvents.routeTo(.list)
    routerEvents.routeTo(.checkout)
    #expect(HostPresentation(routerEvents.state) == model.presentation)
    #expect(HostPresentation(NavigationState<ShopScreen, ShopAlert>()).description == "layer 0: []")
  }
}
