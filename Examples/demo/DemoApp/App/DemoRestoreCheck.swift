import Foundation
import MVIRouter

/// The demo's own check of navigation read from its `--restore` file, besides the library's
/// (format, ids, alerts' owners): every screen and alert about a product names one the demo
/// has, by the rule its deep links follow (``DemoData/hasProduct(id:)``). A saved
/// `product(id: 999)` is refused as `demo://products/999` is, and the demo starts fresh. A
/// file the other demo saved (with or without `--tabs`) says so, in the demo user's words.
///
/// The library restores any value the screen type can decode; what the app knows about its
/// data (which products exist) is the app's to check, on the decoded value, before restoring.
enum DemoRestoreCheck {
  /// Checks the navigation a router saved, read as the router's restore reads it; data that
  /// does not decode is left to the restore, which says what is wrong with it.
  ///
  /// - Parameter data: The saved navigation.
  /// - Throws: ``DemoRestoreError`` naming the first screen or alert about a product the demo
  ///   does not have, or saying that the tabbed demo saved it.
  static func check(saved data: Data) throws(DemoRestoreError) {
    guard
      let state = try? JSONDecoder().decode(
        NavigationState<DemoScreen, DemoAlert>.self, from: data)
    else {
      if Self.decodes(TabbedNavigationState<DemoTab, DemoScreen, DemoAlert>.self, data) {
        throw .otherDemo(savedWithTabs: true)
      }
      return
    }
    try check(state, in: "")
  }

  /// Checks the navigation the tabbed demo saved: each tab's stack and the overlay.
  ///
  /// - Parameter data: The saved navigation.
  /// - Throws: ``DemoRestoreError`` naming the first screen or alert about a product the demo
  ///   does not have, or saying that the menu demo saved it.
  static func check(savedTabs data: Data) throws(DemoRestoreError) {
    guard
      let state = try? JSONDecoder().decode(
        TabbedNavigationState<DemoTab, DemoScreen, DemoAlert>.self, from: data)
    else {
      if Self.decodes(NavigationState<DemoScreen, DemoAlert>.self, data) {
        throw .otherDemo(savedWithTabs: false)
      }
      return
    }
    for tab in state.tabs {
      try check(state[tab: tab], in: " of the \(tab.title) tab")
    }
    try check(state.overlay, in: " of the overlay")
  }

  private static func decodes<Value: Decodable>(_ type: Value.Type, _ data: Data) -> Bool {
    (try? JSONDecoder().decode(type, from: data)) != nil
  }

  /// Checks one stack and its alerts; `place` says where the stack is, after its route's index.
  static func check(
    _ state: NavigationState<DemoScreen, DemoAlert>, in place: String
  ) throws(DemoRestoreError) {
    for (index, route) in state.routes.enumerated() {
      if let id = route.screen.productID, !DemoData.hasProduct(id: id) {
        throw .unknownProduct(id, in: "\(route.screen) at routes[\(index)]\(place)")
      }
    }
    for (index, alert) in state.alerts.enumerated() {
      if let id = alert.alert.productID, !DemoData.hasProduct(id: id) {
        throw .unknownProduct(id, in: "alert \(alert.alert) at alerts[\(index)]\(place)")
      }
    }
  }
}

/// Why the demo does not restore a file it could read.
enum DemoRestoreError: Error, Equatable, CustomStringConvertible {
  /// A screen or alert, named with where it is (`product(id: 999) at routes[1]`), about a
  /// product the demo does not have.
  case unknownProduct(Int, in: String)
  /// The file holds the other demo's navigation: the tabbed demo's, or the menu demo's.
  case otherDemo(savedWithTabs: Bool)

  var description: String {
    switch self {
    case .unknownProduct(let id, let place):
      "\(place) names product \(id), which the demo does not have"
    case .otherDemo(let savedWithTabs):
      "it was saved by the demo \(savedWithTabs ? "with" : "without") --tabs"
    }
  }
}
