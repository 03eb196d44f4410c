import Foundation
import MVIRouter

/// A router whose navigation can be saved and restored: a router whose screens and alerts are
/// `Codable`, one tab container's or one router's. The explorer finds it at run time, so an
/// app whose screens cannot be saved is explored without the restore check.
@MainActor
protocol ExplorationSaving: AnyObject {
  /// The navigation as saved data.
  func explorationSavedState() throws -> Data
  /// Replaces the navigation with saved data.
  func explorationRestore(from data: Data) throws
}

extension RouterEvents: ExplorationSaving
where Screen: Codable, Alert: Codable, Alert.Action: Codable {
  func explorationSavedState() throws -> Data { try savedState() }
  func explorationRestore(from data: Data) throws { try restore(from: data) }
}

extension TabbedRouterEvents: ExplorationSaving
where Tab: Codable, Screen: Codable, Alert: Codable, Alert.Action: Codable {
  func explorationSavedState() throws -> Data { try savedState() }
  func explorationRestore(from data: Data) throws { try restore(from: data) }
}

extension TerminalHost {
  /// The router the host shows, when its navigation can be saved: the tab container's with tabs.
  var savingRouter: (any ExplorationSaving)? {
    if let tabbed = screenFactory as? any TabbedTerminalScreenFactory {
      return Self.saving(tabbed)
    }
    return screenFactory.routerEvents as? any ExplorationSaving
  }

  private static func saving(_ factory: some TabbedTerminalScreenFactory)
    -> (any ExplorationSaving)?
  {
    factory.tabbedRouterEvents as? any ExplorationSaving
  }
}
