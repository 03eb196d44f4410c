import Foundation
import MVIRouter
import Testing

@MainActor
@Suite struct NavigationStateCodableTests {
  @Test func typedButtonsKeepTheirActionValuesThroughASave() throws {
    let harness = MailHarness()
    harness.routerEvents.presentAlert(.discardDraft)
    let data = try harness.routerEvents.savedState()
    #expect(String(decoding: data, as: UTF8.self).contains(#""version":2"#))
    let restored = RouterEvents<CoreScreen, MailAlert>()
    try restored.restore(from: data)
    #expect(
      restored.state.visibleAlert?.buttons == [
        .destructive("Discard", action: .discard), .cancel("Keep editing", action: .keepEditing),
      ])
    #expect(
      try JSONDecoder().decode(NavigationState<CoreScreen, MailAlert>.self, from: data)
        == harness.routerEvents.state)
  }

  @Test func anAlertWhoseActionsAreTitlesSavesNoActionValues() throws {
    let harness = CoreHarness()
    harness.routerEvents.presentAlert(.delete)
    let text = String(decoding: try harness.routerEvents.savedState(), as: UTF8.self)
    #expect(!text.contains(#""action""#))
  }

  /// A button saved without an action value reads its title as the action where the actions
  /// are titles, and no action where they are typed.
  @Test func aButtonWithoutAnActionValueReadsItsTitleOrNothing() throws {
    let saved =
      #"{"alerts":[{"actions":[{"role":"destructive","title":"Delete"},{"role":"cancel","title":"Cancel"}],"alert":{"delete":{}},"id":1,"title":"Delete the item?"}],"routes":[],"version":2}"#
    let seed = RouterEvents<CoreScreen, CoreAlert>()
    try seed.restore(from: Data(saved.utf8))
    #expect(seed.state.visibleAlert?.buttons.first?.action == "Delete")

    let typed =
      #"{"alerts":[{"actions":[{"role":"destructive","title":"Discard"}],"alert":{"discardDraft":{}},"id":1,"title":"x"}],"routes":[],"version":2}"#
    let routerEvents = RouterEvents<CoreScreen, MailAlert>()
    try routerEvents.restore(from: Data(typed.utf8))
    #expect(
      routerEvents.state.visibleAlert?.buttons == [
        RouterAlertButton(title: "Discard", role: .destructive, action: nil)
      ])
  }

  @Test func anUnknownActionValueIsAClearErrorAndChangesNothing() {
    let bad =
      #"{"alerts":[{"actions":[{"action":{"explode":{}},"title":"Boom"}],"alert":{"discardDraft":{}},"id":1,"title":"x"}],"routes":[],"version":2}"#
    let routerEvents = RouterEvents<CoreScreen, MailAlert>()
    #expect(throws: RestorationError.self) { try routerEvents.restore(from: Data(bad.utf8)) }
    #expect(routerEvents.state.description == "root")
    do {
      try routerEvents.restore(from: Data(bad.utf8))
    } catch {
      #expect("\(error)".contains("alerts[0].actions[0].action"))
    }
  }

  @Test func aNewerVersionIsRefusedAsIncompatible() {
    let newer = #"{"alerts":[],"routes":[],"version":3}"#
    #expect(throws: RestorationError.incompatibleVersion(found: 3, supported: 2)) {
      try RouterEvents<CoreScreen, MailAlert>().restore(from: Data(newer.utf8))
    }
  }

  /// There is one saved format: nothing has been released, so no older one is read.
  @Test func anOlderVersionIsRefusedAndTheRouterKeepsItsNavigation() {
    let older = #"{"alerts":[],"routes":[],"version":1}"#
    let routerEvents = RouterEvents<CoreScreen, MailAlert>()
    routerEvents.routeTo(.list, as: .push)
    #expect(throws: RestorationError.incompatibleVersion(found: 1, supported: 2)) {
      try routerEvents.restore(from: Data(older.utf8))
    }
    #expect(routerEvents.state.description == "root > push list")
  }

  @Test func everyReaderRefusesAnotherVersionInTheSameWords() {
    let newer = Data(#"{"alerts":[],"routes":[],"version":3}"#.utf8)
    let words = "the saved navigation has format version 3; this library reads version 2"
    #expect(RestorationError.incompatibleVersion(found: 3, supported: 2).description == words)
    do {
      _ = try JSONDecoder().decode(NavigationState<CoreScreen, MailAlert>.self, from: newer)
      Issue.record("decoded a newer version")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.debugDescription == words)
      #expect(context.codingPath.map(\.stringValue) == ["version"])
    } catch {
      Issue.record("unexpected error: \(error)")
    }
  }

  @Test func everyReaderCarriesTheRestorationErrorUnderTheDecodingError() {
    let newer = Data(#"{"alerts":[],"routes":[],"version":3}"#.utf8)
    do {
      _ = try JSONDecoder().decode(NavigationState<CoreScreen, MailAlert>.self, from: newer)
      Issue.record("decoded a newer version")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(
        context.underlyingError as? RestorationError
          == .incompatibleVersion(found: 3, supported: 2))
    } catch {
      Issue.record("unexpected error: \(error)")
    }
  }
}
