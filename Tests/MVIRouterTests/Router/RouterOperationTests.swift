import MVIRouter
import Testing

/// An app names an operation by its case, with its values: the compiler checks the name, `==`
/// compares the values, and a switch tells one operation from another. Written against the
/// public API only (no `@testable`), as an app's tests are.
@MainActor
@Suite struct RouterOperationTests {
  @Test func twoOperationsThatPrintAlikeAreDifferentWhenTheirValuesAre() {
    // `pop(to:)` of route #3 and of a screen that prints `#3` read the same in a log...
    let route = RouteID(rawValue: 3)
    #expect("\(RouterOperation.popToRoute(route))" == "\(RouterOperation.popToScreen("#3"))")
    // ...but they are not the same operation.
    #expect(RouterOperation.popToRoute(route) != .popToScreen("#3"))
    #expect(RouterOperation.popToRoute(route) == .popToRoute(RouteID(rawValue: 3)))
    #expect(RouterOperation.popToRoute(route) != .popToRoute(RouteID(rawValue: 4)))
    #expect(RouterOperation.routeTo(.sheet, screen: "edit") != .routeTo(.push, screen: "edit"))
    #expect(
      RouterOperation.presentAlert("delete", owner: .root)
        != .presentAlert("delete", owner: .topRoute))
  }

  @Test func anIgnoredOperationIsComparedByItsCase() {
    let routerEvents = RouterEvents<CoreScreen, CoreAlert>(router: CoreRouter())
    #expect(routerEvents.pop() == .ignored(.nothingPushed(.pop)))
    #expect(routerEvents.pop() != .ignored(.nothingPushed(.popToRoot)))
    #expect(routerEvents.popToRoot() == .ignored(.nothingPushed(.popToRoot)))
    #expect(routerEvents.dismiss() == .ignored(.noModal(.dismiss)))
    #expect(routerEvents.userDidGoBack() == .ignored(.nothingPresented(.userBack)))
    let gone = RouteID(rawValue: 99)
    #expect(routerEvents.close(gone) == .ignored(.noSuchRoute(.close(gone))))
    var ignored: [IgnoreReason] = []
    let subscription = routerEvents.observe { event in
      if case .ignored(let reason) = event { ignored.append(reason) }
    }
    routerEvents.presentAlert(.delete, owner: .route(gone))
    #expect(ignored == [.noSuchRoute(.presentAlert("delete", owner: .route(gone)))])
    subscription.cancel()
  }

  @Test func aPolicyTellsARouteRequestFromARemovalByTheOperationsCase() throws {
    let gate = RouteGateRouter()
    gate.decide = { $0 == .settings ? .defer : .allow }
    let routerEvents = RouterEvents<CoreScreen, CoreAlert>(router: gate)
    routerEvents.routeTo(.edit)
    let edit = routerEvents.context(for: try #require(routerEvents.state.routes.last))
    #expect(edit.guardDismissal(.defer))
    var messages: [String] = []
    func message(for change: GuardedChange) -> String {
      switch change.operation {
      case .routeTo(let presentation?, let screen): "\(screen) as \(presentation) waits for sign-in"
      case .dismiss, .pop, .goBack, .userBack: "Discard changes?"
      default: "\(change)"
      }
    }

    routerEvents.routeTo(.settings)
    messages.append(message(for: try #require(routerEvents.deferredChange)))
    routerEvents.abandon(try #require(routerEvents.deferredChange))
    routerEvents.dismiss()
    messages.append(message(for: try #require(routerEvents.deferredChange)))
    routerEvents.userDidGoBack()
    let change = try #require(routerEvents.deferredChange)
    messages.append(message(for: change))

    #expect(
      messages == [
        "settings as fullScreenCover waits for sign-in", "Discard changes?", "Discard changes?",
      ])
    #expect(change.operation == .userBack)
    #expect(change.isPresentation == false)
  }
}
