import MVIRouter
import Testing

/// `NavigationPresentation.steps(from:to:)`, with literal step lists.
@Suite struct PresentationStepsTests {
  typealias Presentation = NavigationPresentation<CoreScreen, CoreAlert>
  typealias Step = PresentationStep<CoreScreen, CoreAlert>

  private func push(_ id: Int, _ screen: CoreScreen) -> Route<CoreScreen> {
    Route(id: RouteID(rawValue: id), screen: screen, presentation: .push)
  }
  private func sheet(_ id: Int, _ screen: CoreScreen) -> Route<CoreScreen> {
    Route(id: RouteID(rawValue: id), screen: screen, presentation: .sheet)
  }
  private func cover(_ id: Int, _ screen: CoreScreen) -> Route<CoreScreen> {
    Route(id: RouteID(rawValue: id), screen: screen, presentation: .fullScreenCover)
  }
  private func alert(_ id: Int, _ alert: CoreAlert) -> PresentedAlert<CoreAlert> {
    PresentedAlert(
      id: AlertID(rawValue: id), alert: alert, owner: nil, title: "\(alert)", message: nil,
      buttons: [.cancel()])
  }
  private func presentation(_ routes: [Route<CoreScreen>], alert: PresentedAlert<CoreAlert>? = nil)
    -> Presentation
  {
    Presentation(NavigationState(routes: routes, alerts: alert.map { [$0] } ?? []))
  }
  private func steps(_ old: Presentation, _ new: Presentation) -> [Step] {
    Presentation.steps(from: old, to: new)
  }

  @Test func nothingChangedGivesNoSteps() {
    let shown = presentation([push(1, .list), sheet(2, .edit)], alert: alert(1, .info))
    #expect(steps(shown, shown) == [])
    #expect(steps(Presentation(), Presentation()) == [])
  }

  @Test func aReplacedSheetIsDismissedThenTheNewOnePresented() {
    let old = presentation([sheet(1, .edit)])
    let new = presentation([sheet(2, .picker)])
    #expect(
      steps(old, new) == [
        .dismiss(from: 0),
        .present(PresentationItem(route: sheet(2, .picker), layer: 1), path: []),
      ])
  }

  @Test func aCoverOverASheetIsOnePresentation() {
    let old = presentation([sheet(1, .edit)])
    let new = presentation([sheet(1, .edit), cover(2, .settings)])
    #expect(
      steps(old, new) == [
        .present(PresentationItem(route: cover(2, .settings), layer: 2), path: [])
      ]
    )
  }

  @Test func aPopThenAPresentSetsThePathFirst() {
    let old = presentation([push(1, .list), push(2, .detail(1))])
    let new = presentation([push(1, .list), sheet(3, .edit)])
    #expect(
      steps(old, new) == [
        .setPath(layer: 0, [push(1, .list)]),
        .present(PresentationItem(route: sheet(3, .edit), layer: 1), path: []),
      ])
  }

  @Test func aDeepLinkFromANestedStateDismissesOnceThenBuildsTheNewOne() {
    let old = presentation(
      [push(1, .list), sheet(2, .edit), push(3, .detail(1)), cover(4, .settings)],
      alert: alert(1, .delete))
    let new = presentation([
      push(5, .list), push(6, .detail(2)), sheet(7, .picker), push(8, .detail(3)),
    ])
    #expect(
      steps(old, new) == [
        .dismissAlert,
        .dismiss(from: 0),
        .setPath(layer: 0, [push(5, .list), push(6, .detail(2))]),
        .present(PresentationItem(route: sheet(7, .picker), layer: 1), path: [push(8, .detail(3))]),
      ])
  }

  @Test func onlyTheModalsAboveTheLastSharedLayerAreDismissed() {
    let old = presentation([sheet(1, .edit), sheet(2, .picker), cover(3, .settings)])
    let new = presentation([sheet(1, .edit), push(4, .detail(1))])
    #expect(
      steps(old, new) == [
        .dismiss(from: 1),
        .setPath(layer: 1, [push(4, .detail(1))]),
      ])
  }

  @Test func anAlertStaysOverPushesButIsShownAgainOverANewModal() {
    let info = alert(1, .info)
    let old = presentation([push(1, .list)], alert: info)
    let pushed = presentation([push(1, .list), push(2, .detail(1))], alert: info)
    #expect(steps(old, pushed) == [.setPath(layer: 0, [push(1, .list), push(2, .detail(1))])])
    let sheeted = presentation([push(1, .list), sheet(3, .edit)], alert: info)
    #expect(
      steps(old, sheeted) == [
        .dismissAlert,
        .present(PresentationItem(route: sheet(3, .edit), layer: 1), path: []),
        .presentAlert(info),
      ])
  }

  @Test func aNewAlertIsShownLastAndAnAnsweredOneHiddenFirst() {
    let old = presentation([push(1, .list)], alert: alert(1, .delete))
    let new = presentation([], alert: alert(2, .info))
    #expect(
      steps(old, new) == [
        .dismissAlert,
        .setPath(layer: 0, []),
        .presentAlert(alert(2, .info)),
      ])
    #expect(steps(new, presentation([])) == [.dismissAlert])
  }

  @Test func stepsReadAsSentences() {
    let old = presentation([sheet(1, .edit)])
    let new = presentation([push(2, .list), sheet(3, .picker), push(4, .detail(1))])
    #expect(
      steps(old, new).map(\.description) == [
        "dismiss the modal over layer 0",
        "set layer 0 to [push list]",
        "present sheet picker over layer 0 with [push detail(1)]",
      ])
  }

  /// Performs one step on what a UI shows, refusing what such a UI cannot do: presenting or
  /// dismissing a modal while an alert is shown, a second dismissal, presenting from a layer
  /// that is not the top one.
  private func perform(_ step: Step, on shown: inout Presentation, dismissed: inout Bool) {
    let alertShown = shown.layers.contains { $0.alert != nil }
    switch step {
    case .dismissAlert:
      #expect(alertShown)
      for index in shown.layers.indices { shown.layers[index].alert = nil }
    case .dismiss(let layer):
      #expect(!alertShown && !dismissed && layer < shown.layers.count - 1)
      dismissed = true
      shown.layers.removeSubrange((layer + 1)...)
      shown.layers[layer].sheet = nil
      shown.layers[layer].cover = nil
    case .setPath(let layer, let path):
      shown.layers[layer].path = path
    case .present(let item, let path):
      #expect(!alertShown && item.layer == shown.layers.count)
      let top = shown.layers.count - 1
      if item.isCover { shown.layers[top].cover = item } else { shown.layers[top].sheet = item }
      shown.layers.append(PresentationLayer(index: item.layer, modal: item, path: path))
    case .presentAlert(let alert):
      #expect(!alertShown)
      shown.layers[shown.layers.count - 1].alert = alert
    }
  }

  @Test func performingTheStepsOfRandomChangesGivesTheNewPresentation() {
    var generator = SeededGenerator(state: 15)
    var nextID = 1
    func routes(_ count: Int) -> [Route<CoreScreen>] {
      (0..<count).map { _ in
        defer { nextID += 1 }
        let kind: RouterScreenPresentationType = [.push, .push, .sheet, .fullScreenCover]
          .randomElement(using: &generator)!
        return Route(id: RouteID(rawValue: nextID), screen: .detail(nextID), presentation: kind)
      }
    }
    for _ in 0..<500 {
      let oldRoutes = routes(Int.random(in: 0...6, using: &generator))
      let kept = Int.random(in: 0...oldRoutes.count, using: &generator)
      let newRoutes =
        Array(oldRoutes.prefix(kept)) + routes(Int.random(in: 0...4, using: &generator))
      let oldAlert = Bool.random(using: &generator) ? alert(1, .delete) : nil
      let newAlert = [oldAlert, nil, alert(2, .info)].randomElement(using: &generator)!
      let old = presentation(oldRoutes, alert: oldAlert)
      let new = presentation(newRoutes, alert: newAlert)
      var shown = old
      var dismissed = false
      for step in steps(old, new) { perform(step, on: &shown, dismissed: &dismissed) }
      #expect(shown == new, "from \(old) to \(new)")
    }
  }
}
