import Testing

@testable import router_bench

/// The seed baseline must behave like the seed design, flaws included, or the comparison lies.
@Suite struct CombineSeedRouterTests {
  @Test func dismissCallsTheCallbackOfTheRouteOfThatKind() {
    let seed = CombineSeedRouter()
    var dismissed: [Int] = []
    seed.routeSubject.send(
      .init(screen: .sheet(1), kind: .sheet, onDismiss: { dismissed.append(1) }))
    seed.routeSubject.send(
      .init(screen: .detail(2), kind: .push, onDismiss: { dismissed.append(2) }))
    seed.dismissSubject.send(.sheet)
    seed.dismissSubject.send(.sheet)
    #expect(dismissed == [1])
  }

  @Test func aSecondRouteOfTheSameKindLosesTheFirstCallback() {
    let seed = CombineSeedRouter()
    var dismissed: [Int] = []
    seed.routeSubject.send(
      .init(screen: .sheet(1), kind: .sheet, onDismiss: { dismissed.append(1) }))
    seed.routeSubject.send(
      .init(screen: .sheet(2), kind: .sheet, onDismiss: { dismissed.append(2) }))
    seed.dismissSubject.send(.sheet)
    seed.dismissSubject.send(.sheet)
    #expect(dismissed == [2])
  }

  @Test func resolvingTheAlertAnswersItOnce() {
    let seed = CombineSeedRouter()
    var answers: [String] = []
    seed.alertSubject.send(.init(alert: .info, onAction: { answers.append($0) }))
    seed.alertResolveSubject.send("OK")
    seed.alertResolveSubject.send("OK")
    #expect(answers == ["OK"])
  }
}
