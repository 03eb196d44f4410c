import Foundation
import MVIRouter
import Testing

// MARK: - The tests (the fixtures follow them)

@MainActor
@Suite struct FlowTests {
  // MARK: The issue's "Done when"

  @Test func aFlowInAFeatureInATabFinishesFromItsLastStepByHandler() throws {
    let bank = Bank()
    bank.accounts.routeTo(.account(1), as: .push)
    var results: [RouteResult<Receipt>] = []
    bank.transfer.routeTo(.payee, expecting: Receipt.self) { results.append($0) }
    let review = bank.walkToReview()
    #expect(
      bank.text
        == "[accounts] root > push account(1) > sheet transfer(payee) > push transfer(amount(Ann))"
        + " > push transfer(review(Ann, 1250)) · cards: root")
    _ = bank.takeEvents()

    #expect(review.confirmTapped() == .applied)
    #expect(results == [.value(Receipt(payee: "Ann", cents: 1250))])
    #expect(bank.policy.results == ["transfer(payee) over account(1): receipt(Ann, 1250)"])
    #expect(bank.text == "[accounts] root > push account(1) · cards: root")
    #expect(
      bank.takeEvents() == [
        "dismissed push review(Ann, 1250) (ancestorDismissed)",
        "dismissed push amount(Ann) (ancestorDismissed)",
        "dismissed sheet payee (finished)",
        "result sheet payee: receipt(Ann, 1250)",
      ])
    // Exactly once: the flow is gone, so confirming again finishes nothing.
    #expect(review.confirmTapped() == nil)
    #expect(results.count == 1)
    #expect(bank.policy.results.count == 1)
  }

  @Test func aFlowInAFeatureInATabFinishesFromItsLastStepByAwait() async throws {
    let bank = Bank()
    let transfer = bank.transfer
    let stream = transfer.events()
    let task = Task { try await transfer.route(to: .payee, expecting: Receipt.self) }
    for await event in stream {
      if case .routed = event { break }
    }
    #expect(bank.text == "[accounts] root > sheet transfer(payee) · cards: root")
    let review = bank.walkToReview(payee: "Bo", cents: 700)

    #expect(review.confirmTapped() == .applied)
    #expect(try await task.value == Receipt(payee: "Bo", cents: 700))
    #expect(bank.policy.results == ["transfer(payee) over root: receipt(Bo, 700)"])
    #expect(bank.text == "[accounts] root · cards: root")
  }

  @Test func aFlowDeepLinkedIntoAMiddleStepFinishesToThePolicysHook() throws {
    let bank = Bank()
    bank.tabs.select(.cards)
    #expect(try bank.tabs.open("bank://accounts/transfer/Ann", using: Bank.links) == .applied)
    #expect(
      bank.text
        == "[accounts] root > sheet transfer(payee) > push transfer(amount(Ann)) · cards: root")
    let review = bank.routeToReview(payee: "Ann", cents: 300)

    #expect(review.confirmTapped() == .applied)
    #expect(bank.policy.results == ["transfer(payee) over root: receipt(Ann, 300)"])
    #expect(bank.text == "[accounts] root · cards: root")
  }

  @Test func aFlowDeepLinkedIntoAMiddleStepFinishesTypedToAPresenterWhoReattached() throws {
    let bank = Bank()
    try bank.tabs.open("bank://accounts/transfer/Ann", using: Bank.links)
    // The accounts screen starts again and re-attaches to the flow the link opened.
    var results: [RouteResult<Receipt>] = []
    #expect(
      bank.transfer.reattach(route: try bank.id(of: .payee), expecting: Receipt.self) {
        results.append($0)
      })
    let review = bank.routeToReview(payee: "Ann", cents: 300)

    #expect(review.confirmTapped() == .applied)
    #expect(results == [.value(Receipt(payee: "Ann", cents: 300))])
    #expect(bank.policy.results == ["transfer(payee) over root: receipt(Ann, 300)"])
    #expect(bank.text == "[accounts] root · cards: root")
  }

  @Test func aRestoredFlowFinishesTypedToAPresenterWhoReattached() throws {
    let before = Bank()
    before.accounts.routeTo(.account(2), as: .push)
    var lost: [RouteResult<Receipt>] = []
    before.transfer.routeTo(.payee, expecting: Receipt.self) { lost.append($0) }
    before.transfer.routeTo(.amount(payee: "Cy"))
    let saved = try before.tabs.savedState()

    // The app starts again: a new container restores the saved navigation.
    let bank = Bank()
    #expect(try bank.tabs.restore(from: saved) == .applied)
    #expect(
      bank.text
        == "[accounts] root > push account(2) > sheet transfer(payee) > push transfer(amount(Cy))"
        + " · cards: root")
    var results: [RouteResult<Receipt>] = []
    #expect(
      bank.transfer.reattach(route: try bank.id(of: .payee), expecting: Receipt.self) {
        results.append($0)
      })
    let review = bank.routeToReview(payee: "Cy", cents: 4200)

    #expect(review.confirmTapped() == .applied)
    #expect(results == [.value(Receipt(payee: "Cy", cents: 4200))])
    #expect(bank.policy.results == ["transfer(payee) over account(2): receipt(Cy, 4200)"])
    #expect(bank.text == "[accounts] root > push account(2) · cards: root")
    #expect(lost.isEmpty)  // the first run's handler belongs to the first run's router
  }

  @Test func aRestoredFlowWithNobodyReattachedFinishesToThePolicysHook() throws {
    let before = Bank()
    before.transfer.routeTo(.payee)
    before.transfer.routeTo(.amount(payee: "Cy"))
    let bank = Bank()
    try bank.tabs.restore(from: try before.tabs.savedState())

    #expect(bank.routeToReview(payee: "Cy", cents: 10).confirmTapped() == .applied)
    #expect(bank.policy.results == ["transfer(payee) over root: receipt(Cy, 10)"])
    #expect(bank.text == "[accounts] root · cards: root")
  }

  // MARK: Opened twice

  @Test func aFlowOpenedTwiceFinishesTheInnerOneOnly() throws {
    let bank = Bank()
    var outer: [RouteResult<Receipt>] = []
    var inner: [RouteResult<Receipt>] = []
    bank.transfer.routeTo(.payee, expecting: Receipt.self) { outer.append($0) }
    let outerReview = bank.walkToReview(payee: "Ann", cents: 100)
    // From the review, the user starts a second transfer on top of the first.
    bank.transfer.routeTo(.payee, expecting: Receipt.self) { inner.append($0) }
    let innerReview = bank.walkToReview(payee: "Bo", cents: 200)

    #expect(innerReview.confirmTapped() == .applied)
    #expect(inner == [.value(Receipt(payee: "Bo", cents: 200))])
    #expect(outer.isEmpty)
    #expect(
      bank.text
        == "[accounts] root > sheet transfer(payee) > push transfer(amount(Ann))"
        + " > push transfer(review(Ann, 100)) · cards: root")

    #expect(outerReview.confirmTapped() == .applied)
    #expect(outer == [.value(Receipt(payee: "Ann", cents: 100))])
    #expect(inner.count == 1)
    #expect(bank.text == "[accounts] root · cards: root")
  }

  /// The hand-written way the issue describes — scan the routes for the flow's first step —
  /// finds the outer flow from the inner flow's step; the flow's context finds the inner one.
  @Test func scanningForTheFirstStepFinishesTheWrongFlowWhenOpenedTwice() throws {
    let bank = Bank()
    var outer: [RouteResult<Receipt>] = []
    var inner: [RouteResult<Receipt>] = []
    let outerStart = bank.transfer.routeTo(.payee, expecting: Receipt.self) { outer.append($0) }
    bank.walkToReview(payee: "Ann", cents: 100)
    let innerStart = bank.transfer.routeTo(.payee, expecting: Receipt.self) { inner.append($0) }
    let review = bank.walkToReview(payee: "Bo", cents: 200)

    let scanned = try #require(bank.transfer.state.routes.first { $0.screen == .payee })
    let flow = try #require(
      bank.transfer.context(
        forFlowOf: review.route.id, returning: Receipt.self, startingAt: TransferScreen.isStart))
    #expect(scanned.id == outerStart)
    #expect(flow.id == innerStart)

    // Finishing the scanned start hands the inner flow's receipt to the outer flow's opener.
    bank.transfer.finish(scanned.id, with: Receipt(payee: "Bo", cents: 200))
    #expect(outer == [.value(Receipt(payee: "Bo", cents: 200))])
    #expect(inner == [.cancelled(.ancestorDismissed)])
  }

  // MARK: Closing: exactly one delivery

  @Test func closingTheFlowFromAMiddleStepDeliversCancelledOnce() throws {
    let bank = Bank()
    var results: [RouteResult<Receipt>] = []
    bank.transfer.routeTo(.payee, expecting: Receipt.self) { results.append($0) }
    let amount = bank.transfer.routeTo(.amount(payee: "Ann"))
    let flow = try #require(
      bank.transfer.context(
        forFlowOf: amount, returning: Receipt.self, startingAt: TransferScreen.isStart))
    _ = bank.takeEvents()

    #expect(flow.close() == .applied)
    #expect(results == [.cancelled(.dismissed)])
    #expect(bank.policy.results == ["transfer(payee) over root: cancelled (dismissed)"])
    #expect(bank.text == "[accounts] root · cards: root")
    #expect(
      bank.takeEvents() == [
        "dismissed push amount(Ann) (ancestorDismissed)", "dismissed sheet payee (dismissed)",
        "result sheet payee: cancelled (dismissed)",
      ])
    #expect(flow.close().isIgnored)
    #expect(flow.finish(Receipt(payee: "Ann", cents: 1)).isIgnored)
    #expect(results.count == 1)
  }

  @Test func closingAStepClosesOnlyThatStepAndTheFlowGoesOn() throws {
    let bank = Bank()
    var results: [RouteResult<Receipt>] = []
    bank.transfer.routeTo(.payee, expecting: Receipt.self) { results.append($0) }
    let review = bank.walkToReview(payee: "Ann", cents: 5)

    #expect(review.route.close() == .applied)
    #expect(results.isEmpty)
    #expect(
      bank.text
        == "[accounts] root > sheet transfer(payee) > push transfer(amount(Ann)) · cards: root")

    #expect(bank.routeToReview(payee: "Ann", cents: 6).confirmTapped() == .applied)
    #expect(results == [.value(Receipt(payee: "Ann", cents: 6))])
  }

  @Test func theUsersBackFromAStepLeavesOnlyThatStep() throws {
    let bank = Bank()
    var results: [RouteResult<Receipt>] = []
    bank.transfer.routeTo(.payee, expecting: Receipt.self) { results.append($0) }
    bank.walkToReview(payee: "Ann", cents: 5)

    #expect(bank.tabs.userDidGoBack() == .applied)
    #expect(results.isEmpty)
    #expect(
      bank.text
        == "[accounts] root > sheet transfer(payee) > push transfer(amount(Ann)) · cards: root")
    #expect(bank.routeToReview(payee: "Ann", cents: 7).confirmTapped() == .applied)
    #expect(results == [.value(Receipt(payee: "Ann", cents: 7))])
  }

  @Test func aDeepLinkThatReplacesTheFlowDeliversCancelledOnce() throws {
    let bank = Bank()
    var results: [RouteResult<Receipt>] = []
    bank.transfer.routeTo(.payee, expecting: Receipt.self) { results.append($0) }
    let review = bank.walkToReview()

    #expect(try bank.tabs.open("bank://accounts/3", using: Bank.links) == .applied)
    #expect(results == [.cancelled(.deepLink)])
    #expect(bank.text == "[accounts] root > push account(3) · cards: root")
    #expect(review.confirmTapped() == nil)
    #expect(results.count == 1)
  }

  @Test func theUserDraggingTheFlowsSheetDownDeliversCancelledOnce() throws {
    let bank = Bank()
    var results: [RouteResult<Receipt>] = []
    let start = bank.transfer.routeTo(.payee, expecting: Receipt.self) { results.append($0) }
    bank.walkToReview()

    // The host reports the sheet dragged down to the tab's router, the way hosts do.
    #expect(bank.accounts.writeBack(.sheetDismissed(start)) == .applied)
    #expect(results == [.cancelled(.userBack)])
    #expect(bank.policy.results == ["transfer(payee) over root: cancelled (userBack)"])
    #expect(bank.text == "[accounts] root · cards: root")
  }

  @Test func anAwaitedFlowClosedFromAStepThrowsCancelledOnce() async throws {
    let bank = Bank()
    let transfer = bank.transfer
    let stream = transfer.events()
    let task = Task { try await transfer.route(to: .payee, expecting: Receipt.self) }
    var start: RouteID?
    for await event in stream {
      if case .routed(let route) = event {
        start = route.id
        break
      }
    }
    let review = bank.walkToReview()
    let flow = try #require(
      transfer.context(
        forFlowOf: review.route.id, returning: Receipt.self, startingAt: TransferScreen.isStart))

    let startID = try #require(start)
    #expect(flow.id == startID)
    #expect(flow.close() == .applied)
    await #expect(throws: RouteCancelled(id: startID, reason: .dismissed)) {
      try await task.value
    }
    #expect(bank.policy.results == ["transfer(payee) over root: cancelled (dismissed)"])
  }

  @Test func aFlowWhoseOpenerExpectsAnotherTypeIgnoresTheFinish() throws {
    let bank = Bank()
    var results: [RouteResult<Int>] = []
    bank.transfer.routeTo(.payee, expecting: Int.self) { results.append($0) }
    let review = bank.walkToReview()

    let outcome = review.confirmTapped()
    guard case .ignored(.wrongResultType(_, let expected, let actual)) = outcome else {
      Issue.record("expected a wrong result type, got \(String(describing: outcome))")
      return
    }
    #expect(expected == "Int")
    #expect(actual == "Receipt")
    #expect(results.isEmpty)
    #expect(bank.transfer.state.routes.count == 3)
  }

  // MARK: No start

  @Test func withoutAStartThereIsNoFlow() throws {
    let bank = Bank()
    let account = bank.accounts.routeTo(.account(1), as: .push)
    let amount = bank.transfer.routeTo(.amount(payee: "Ann"), as: .sheet)
    let intent = bank.routeToReview(payee: "Ann", cents: 1)
    let review = intent.route.id

    // No start below the step.
    #expect(
      bank.transfer.context(
        forFlowOf: review, returning: Receipt.self, startingAt: TransferScreen.isStart) == nil)
    #expect(intent.confirmTapped() == nil)
    // A step that is not presented, or not the feature's.
    bank.transfer.close(amount)
    #expect(
      bank.transfer.context(
        forFlowOf: review, returning: Receipt.self, startingAt: TransferScreen.isStart) == nil)
    #expect(
      bank.transfer.context(forFlowOf: account, returning: Receipt.self) { _ in true } == nil)
    #expect(
      bank.transfer.context(
        forFlowOf: RouteID(rawValue: Int.max), returning: Receipt.self
      ) { _ in true } == nil)
    #expect(bank.text == "[accounts] root > push account(1) · cards: root")
  }

  // MARK: Any router

  @Test func aPlainRoutersFlowFinishesFromAnyStep() throws {
    let routerEvents = RouterEvents(router: TransferRouter())
    var results: [RouteResult<Receipt>] = []
    let start = routerEvents.routeTo(.payee, expecting: Receipt.self) { results.append($0) }
    let amount = routerEvents.routeTo(.amount(payee: "Di"))

    let fromStart = routerEvents.context(
      forFlowOf: start, returning: Receipt.self, startingAt: TransferScreen.isStart)
    let fromAmount = routerEvents.context(
      forFlowOf: amount, returning: Receipt.self, startingAt: TransferScreen.isStart)
    #expect(fromStart?.id == start)
    #expect(fromAmount?.id == start)
    #expect(fromAmount?.route == Route(id: start, screen: .payee, presentation: .sheet))

    #expect(fromAmount?.finish(Receipt(payee: "Di", cents: 9)) == .applied)
    #expect(results == [.value(Receipt(payee: "Di", cents: 9))])
    #expect(routerEvents.state.description == "root")
  }

  @Test func aTabsRouterFindsItsFlowInTheAppsScreens() throws {
    let bank = Bank()
    var results: [RouteResult<Receipt>] = []
    bank.accounts.routeTo(.transfer(.payee), expecting: Receipt.self) { results.append($0) }
    let amount = bank.accounts.routeTo(.transfer(.amount(payee: "Ed")))
    let flow = try #require(
      bank.accounts.context(forFlowOf: amount, returning: Receipt.self) {
        $0 == .transfer(.payee)
      })

    #expect(flow.finish(Receipt(payee: "Ed", cents: 3)) == .applied)
    #expect(results == [.value(Receipt(payee: "Ed", cents: 3))])
  }

  // MARK: The pure search

  @Test func theStartIsTheNearestStartAtOrBelowTheStep() {
    let state = NavigationState<TransferScreen, TransferAlert>(
      routes: [
        Route(id: RouteID(rawValue: 1), screen: .payee, presentation: .sheet),
        Route(id: RouteID(rawValue: 2), screen: .amount(payee: "A"), presentation: .push),
        Route(id: RouteID(rawValue: 3), screen: .payee, presentation: .sheet),
        Route(id: RouteID(rawValue: 4), screen: .amount(payee: "B"), presentation: .push),
        Route(id: RouteID(rawValue: 5), screen: .review(payee: "B", cents: 1), presentation: .push),
      ])
    let starts = (0...6).map {
      state.flowStartIndex(of: RouteID(rawValue: $0), where: TransferScreen.isStart)
    }
    #expect(starts == [nil, 0, 0, 2, 2, 2, nil])
    #expect(state.flowStartIndex(of: RouteID(rawValue: 5)) { _ in false } == nil)
    #expect(state.flowStartIndex(of: RouteID(rawValue: 5)) { $0 == .amount(payee: "A") } == 1)
  }

  /// Ids that do not ascend (a restore renewed some) are searched by position all the same.
  @Test func theStartIsFoundWhenIdsDoNotAscend() {
    let state = NavigationState<TransferScreen, TransferAlert>(
      routes: [
        Route(id: RouteID(rawValue: 9), screen: .payee, presentation: .sheet),
        Route(id: RouteID(rawValue: 2), screen: .amount(payee: "A"), presentation: .push),
        Route(id: RouteID(rawValue: 7), screen: .payee, presentation: .sheet),
        Route(id: RouteID(rawValue: 1), screen: .amount(payee: "B"), presentation: .push),
      ])
    let starts = [9, 2, 7, 1].map {
      state.flowStartIndex(of: RouteID(rawValue: $0), where: TransferScreen.isStart)
    }
    #expect(starts == [0, 0, 2, 2])
  }
}

// MARK: - A Transfer feature (payee → amount → review) in a banking app with tabs

/// The fixtures are nested in the suite so that their names stay its own.
extension FlowTests {

  /// The Transfer feature's screens: a three-step flow whose start is `payee`.
  enum TransferScreen: RouterScreenProtocol, Codable, CustomStringConvertible {
    case payee
    case amount(payee: String)
    case review(payee: String, cents: Int)

    /// The flow's first step.
    static func isStart(_ screen: Self) -> Bool { screen == .payee }

    var description: String {
      switch self {
      case .payee: "payee"
      case .amount(let payee): "amount(\(payee))"
      case .review(let payee, let cents): "review(\(payee), \(cents))"
      }
    }
  }

  /// The Transfer feature's alerts.
  enum TransferAlert: RouterAlertScreenProtocol, Codable {
    case overLimit
  }

  /// What a finished transfer returns to whoever opened it.
  struct Receipt: Sendable, Hashable, CustomStringConvertible {
    let payee: String
    let cents: Int

    var description: String { "receipt(\(payee), \(cents))" }
  }

  /// The feature's router: the flow opens in a sheet, its steps are pushed inside it.
  struct TransferRouter: RouterPolicy {
    typealias Alert = TransferAlert

    func getScreenPresentationType(for type: TransferScreen) -> RouterScreenPresentationType {
      type == .payee ? .sheet : .push
    }
  }

  enum BankTab: String, Hashable, Sendable, Codable {
    case accounts
    case cards
  }

  /// The app's screens, with the Transfer feature's embedded.
  enum BankScreen: RouterScreenProtocol, Codable, CustomStringConvertible {
    case account(Int)
    case transfer(TransferScreen)

    var transfer: TransferScreen? {
      if case .transfer(let screen) = self { screen } else { nil }
    }

    var description: String {
      switch self {
      case .account(let id): "account(\(id))"
      case .transfer(let screen): "transfer(\(screen))"
      }
    }
  }

  enum BankAlert: RouterAlertScreenProtocol, Codable {
    case offline
    case transfer(TransferAlert)

    var transfer: TransferAlert? {
      if case .transfer(let alert) = self { alert } else { nil }
    }
  }

  /// The app's router: it records every result it hears (its durable hook).
  @MainActor
  final class BankRouter: RouterPolicy {
    typealias Alert = BankAlert

    var results: [String] = []

    func getScreenPresentationType(for type: BankScreen) -> RouterScreenPresentationType {
      switch type {
      case .account: .push
      case .transfer(let screen): TransferRouter().getScreenPresentationType(for: screen)
      }
    }

    func onResult(
      _ result: RouteResult<RouterResultValue>, of route: Route<BankScreen>,
      presenter: Route<BankScreen>?
    ) {
      results.append(
        "\(route.screen) over \(presenter.map { "\($0.screen)" } ?? "root"): \(result)")
    }
  }

  /// The review step's intent: confirming finishes the whole transfer with a receipt.
  @MainActor
  final class ReviewIntent {
    let route: RouteContext<TransferScreen, TransferAlert, Never>

    init(route: RouteContext<TransferScreen, TransferAlert, Never>) { self.route = route }

    /// Finishes the flow the review belongs to; `nil` when it belongs to none.
    @discardableResult
    func confirmTapped() -> RouterOutcome? {
      guard case .review(let payee, let cents) = route.route.screen else { return nil }
      let flow = route.router.context(
        forFlowOf: route.id, returning: Receipt.self, startingAt: TransferScreen.isStart)
      return flow?.finish(Receipt(payee: payee, cents: cents))
    }
  }

  /// The banking app: two tabs, the Transfer feature scoped into the accounts tab, and every
  /// event of the feature recorded as text.
  @MainActor
  final class Bank {
    let policy = BankRouter()
    let tabs: TabbedRouterEvents<BankTab, BankScreen, BankAlert>
    let accounts: RouterEvents<BankScreen, BankAlert>
    let transfer: any RouterEventsProtocol<TransferScreen, TransferAlert>
    private(set) var events: [String] = []

    static let links = TabbedDeepLinkMap<BankTab, BankScreen>(
      scheme: "bank",
      [
        .accounts: DeepLinkMap(
          scheme: "bank", [DeepLink(":id") { p in [.push(.account(try p.int("id")))] }]
        )
        .mounting(
          DeepLinkMap<TransferScreen>(
            scheme: "transfer",
            [
              DeepLink(":payee") { p in
                [.sheet(.payee), .push(.amount(payee: try p.string("payee")))]
              }
            ]),
          at: "transfer", embed: BankScreen.transfer)
      ])

    init() {
      tabs = TabbedRouterEvents(tabs: [.accounts, .cards], selected: .accounts, router: policy)
      // A declared tab always has a router.
      accounts = tabs[tab: .accounts]
      transfer = accounts.scope(
        screen: BankScreen.transfer, extract: \.transfer, alert: BankAlert.transfer,
        extract: \.transfer, router: TransferRouter())
      transfer.observeAlways { [unowned self] event in self.events.append("\(event)") }
    }

    /// Returns the feature's events recorded since the last call and forgets them.
    func takeEvents() -> [String] {
      defer { events = [] }
      return events
    }

    var text: String { tabs.state.description }

    /// Walks from the flow's start to its review step: the amount, then the review.
    @discardableResult
    func walkToReview(payee: String = "Ann", cents: Int = 1250) -> ReviewIntent {
      transfer.routeTo(.amount(payee: payee))
      return routeToReview(payee: payee, cents: cents)
    }

    /// Routes to the review step and returns its intent.
    @discardableResult
    func routeToReview(payee: String, cents: Int) -> ReviewIntent {
      let review = transfer.routeTo(.review(payee: payee, cents: cents))
      // Just routed, so presented.
      return ReviewIntent(route: transfer.context(for: transfer.state.route(review)!))
    }

    /// The id of the top-most route showing `screen` in the feature.
    func id(of screen: TransferScreen) throws -> RouteID {
      try #require(transfer.state.routes.last { $0.screen == screen }).id
    }
  }
}
