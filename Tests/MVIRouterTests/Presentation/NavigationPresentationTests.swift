import MVIRouter
import Testing

@MainActor
@Suite struct NavigationPresentationTests {
  @Test func nothingPresentedIsTheRootWithAnEmptyStack() {
    let app = CoreHarness()
    let presentation = NavigationPresentation(app.routerEvents.state)
    #expect(presentation == NavigationPresentation())
    #expect(presentation.layers.count == 1)
    #expect(presentation.topLayer.path.isEmpty)
    #expect(presentation.topLayer.modal == nil && presentation.topLayer.presented == nil)
    #expect(presentation.alert == nil)
    #expect(presentation.description == "layer 0: []")
  }

  @Test func eachModalOpensALayerPresentedFromTheOneBelow() {
    let app = CoreHarness()
    let list = app.routerEvents.routeTo(.list)
    let edit = app.routerEvents.routeTo(.edit)
    let detail = app.routerEvents.routeTo(.detail(1))
    let settings = app.routerEvents.routeTo(.settings)
    let presentation = NavigationPresentation(app.routerEvents.state)
    #expect(
      presentation.description == """
        layer 0: [push list] > sheet edit
        layer 1 sheet edit: [push detail(1)] > fullScreenCover settings
        layer 2 fullScreenCover settings: []
        """)
    let root = presentation.layers[0]
    #expect(root.path.map(\.id) == [list])
    #expect(root.sheet?.id == edit && root.sheet?.layer == 1 && root.cover == nil)
    let sheet = presentation.layers[1]
    #expect(sheet.modal?.id == edit && sheet.index == 1)
    #expect(sheet.path.map(\.id) == [detail])
    #expect(sheet.sheet == nil && sheet.cover?.id == settings && sheet.cover?.isCover == true)
    #expect(sheet.topRoute?.id == detail)
    #expect(presentation.topLayer.topRoute?.id == settings)
    #expect(presentation.layer(3) == nil && presentation.layer(-1) == nil)
  }

  @Test func theVisibleAlertIsOnTheTopLayerOnly() {
    let app = CoreHarness()
    app.routerEvents.routeTo(.edit)
    let delete = app.routerEvents.presentAlert(.delete)
    app.routerEvents.presentAlert(.info)
    let presentation = NavigationPresentation(app.routerEvents.state)
    #expect(presentation.layers[0].alert == nil)
    #expect(presentation.layers[1].alert?.id == delete)
    #expect(presentation.alert?.buttons.map(\.title) == ["Delete", "Cancel"])
    #expect(presentation.alert?.buttons.map(\.role) == [.destructive, .cancel])
  }

  @Test func layersWithTheSameRoutesAreEqualAndDifferentIDsAreNot() {
    let app = CoreHarness()
    app.routerEvents.routeTo(.list)
    let before = NavigationPresentation(app.routerEvents.state)
    #expect(before == NavigationPresentation(app.routerEvents.state))
    app.routerEvents.setRoutes([.push(.detail(1))])
    app.routerEvents.setRoutes([.push(.list)])
    #expect(NavigationPresentation(app.routerEvents.state) != before)
  }

  @Test func thePathsAreSlicesOfTheStatesRoutes() {
    // 10,000 pushes under one sheet: the paths share the state's storage.
    var routes = (1...10_000).map {
      Route(id: RouteID(rawValue: $0), screen: CoreScreen.detail($0), presentation: .push)
    }
    routes.append(Route(id: RouteID(rawValue: 10_001), screen: .edit, presentation: .sheet))
    let state = NavigationState<CoreScreen, CoreAlert>(routes: routes)
    let presentation = NavigationPresentation(state)
    #expect(presentation.layers.count == 2)
    #expect(presentation.layers[0].path.count == 10_000)
    #expect(presentation.layers[0].path.startIndex == 0)
    #expect(presentation.layers[1].path.startIndex == 10_001)
  }

  @Test func itemsCarryTheirRoutesOptionsAndDetents() {
    let app = CoreHarness()
    app.routerEvents.routeTo(
      .edit, as: .sheet, options: PresentationOptions(detents: [.medium, .large]))
    app.routerEvents.routeTo(.picker, as: .sheet, options: .locked)
    app.routerEvents.routeTo(.settings, as: .fullScreenCover, options: .medium)
    let presentation = NavigationPresentation(app.routerEvents.state)
    let edit = presentation.layers[0].sheet!
    #expect(edit.detents == [.medium, .large] && !edit.interactiveDismissDisabled)
    let picker = presentation.layers[1].sheet!
    #expect(picker.detents == [.large] && picker.interactiveDismissDisabled)
    // A cover covers everything, whatever its options say.
    #expect(presentation.layers[2].cover!.detents == [.large])
    #expect(presentation.layers[2].cover!.options == .medium)
  }
}
