import MVIRouter
import Testing

/// A feature module in its own types, with its own router, embedded in an app in one `scope`
/// call: the app re-maps nothing.
@MainActor
@Suite struct FeatureModuleTests {
  enum CheckoutScreen: RouterScreenProtocol { case review, quantity, payment }
  enum CheckoutAlert: RouterAlertScreenProtocol {
    case declined
    /// The feature's own action type, unknown to the app.
    enum Action: Hashable, Sendable { case retry, cancel }
  }

  /// The feature's router: its screens' presentations and its alert's content.
  struct CheckoutRouter: RouterPolicy {
    func getScreenPresentationType(for type: CheckoutScreen) -> RouterScreenPresentationType {
      type == .quantity ? .sheet : .push
    }
    func getAlertTitle(for type: CheckoutAlert) -> String? { "Card declined" }
    func getAlertActions(for type: CheckoutAlert) -> [RouterAlertButton<CheckoutAlert.Action>] {
      [.default("Try again", action: .retry), .cancel(action: .cancel)]
    }
  }

  enum AppScreen: RouterScreenProtocol {
    case home
    case checkout(CheckoutScreen)
    var checkout: CheckoutScreen? { if case .checkout(let s) = self { s } else { nil } }
  }
  enum AppAlert: RouterAlertScreenProtocol {
    case offline
    case checkout(CheckoutAlert)
    var checkout: CheckoutAlert? { if case .checkout(let a) = self { a } else { nil } }
  }

  /// The app's router knows nothing of the feature's alert: it says nothing about it.
  struct AppRouter: RouterPolicy {
    typealias Screen = AppScreen
    typealias Alert = AppAlert
  }

  let app = RouterEvents(router: AppRouter())
  var checkout: any RouterEventsProtocol<CheckoutScreen, CheckoutAlert> {
    app.scope(
      screen: AppScreen.checkout, extract: \.checkout, alert: AppAlert.checkout,
      extract: \.checkout, router: CheckoutRouter())
  }

  @Test func theFeaturesAlertHasItsButtonsAndSpeaksItsActions() {
    let checkout = checkout
    var heard: [CheckoutAlert.Action] = []
    checkout.routeTo(.review)
    checkout.presentAlert(.declined) { heard.append($0) }
    #expect(
      app.state.description
        == "root > push checkout(review) | alert checkout(declined)[Try again, Cancel]")
    #expect(checkout.state.visibleAlert?.buttons.map(\.action) == [.retry, .cancel])
    #expect(checkout.resolveAlert(.retry) == .applied)
    #expect(heard == [.retry])
    #expect(app.state.alerts.isEmpty)
  }

  @Test func theFeatureRoutesClosesItselfAndFinishesWithATypedValue() async throws {
    let checkout = checkout
    var results: [RouteResult<Int>] = []
    checkout.routeTo(.review)
    let quantity = checkout.routeTo(.quantity, expecting: Int.self) { results.append($0) }
    #expect(app.state.description == "root > push checkout(review) > sheet checkout(quantity)")
    let picker = checkout.context(
      for: try #require(checkout.state.route(quantity)), returning: Int.self)
    #expect(picker.finish(3) == .applied)
    #expect(results == [.value(3)])
    let review = checkout.context(for: try #require(checkout.state.routes.last))
    #expect(review.close() == .applied)
    #expect(app.state.description == "root")
  }

  @Test func theFeatureGuardsItsRoute() {
    let checkout = checkout
    var stopped: [GuardedChange] = []
    let payment = checkout.routeTo(.payment)
    #expect(checkout.guardDismissal(of: payment, .defer) { stopped.append($0) })
    #expect(app.userDidGoBack().isIgnored)
    #expect(stopped.count == 1)
    #expect(checkout.confirm(stopped[0]) == .applied)
    #expect(app.state.description == "root")
  }

  @Test func anAppRouteIsNotTheFeaturesToGuardOrAnswer() {
    let checkout = checkout
    let home = app.routeTo(.home, as: .push)
    #expect(!checkout.guardDismissal(of: home, .veto))
    app.presentAlert(.offline)
    #expect(checkout.resolveAlert(.retry) == .ignored(.notInScope(.resolveAlert("retry"))))
  }

  @Test func anAnswerQueuedBehindItsAlertChoosesTheFeaturesButtonWhenApplied() {
    // From a callback, the feature presents its alert and answers it: both wait behind the
    // delivery, and the answer finds the button ("Try again" stands for `.retry`) when applied,
    // as through the app's own router.
    let checkout = checkout
    var heard: [CheckoutAlert.Action] = []
    var outcome: RouterOutcome?
    checkout.routeTo(.quantity) { _ in
      checkout.presentAlert(.declined) { heard.append($0) }
      outcome = checkout.resolveAlert(.retry)
    }
    checkout.dismiss()
    #expect(outcome == .queued)
    #expect(heard == [.retry])
    #expect(app.state.description == "root")
  }

  @Test func anAnswerMadeBeforeAnotherFeatureAlertBecomesVisibleChoosesInThatAlert() {
    // Two of the feature's alerts: the answer queued behind the first one's answer meets the
    // second, and chooses its button then.
    let checkout = checkout
    var heard: [String] = []
    checkout.presentAlert(.declined) { action in
      heard.append("first \(action)")
      checkout.resolveAlert(.cancel)
    }
    checkout.presentAlert(.declined) { heard.append("second \($0)") }
    #expect(checkout.resolveAlert(.retry) == .applied)
    #expect(heard == ["first retry", "second cancel"])
    #expect(app.state.alerts.isEmpty)
  }
}
