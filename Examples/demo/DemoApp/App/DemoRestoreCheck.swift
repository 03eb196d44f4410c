import Foundation
import MVIRouter

/// The demo's own check of navigation read from its `--restore` file, after the library's
/// (format, ids, alerts' owners): every screen and alert about a product names one the demo
/// has, by the rule its deep links follow (``DemoData/hasProduct(id:)``). A saved
/// `product(id: 999)` is refused as `demo://products/999` is, and the demo starts fresh.
///
/// The library restores any value the screen type can decode; what the app knows about its
/// data (which products exist) is the app's to check, on the decoded value, before restoring.
enum DemoRestoreCheck {
  /// Checks the navigation a router saved, read as the router's restore reads it; data that
  /// does not decode is left to the restore, which says what is wrong with it.
  ///
  /// - Parameter data: The saved navigation.
  /// - Throws: ``DemoRestoreError`` naming the first screen or alert about a product the demo
  ///   does not have.
  static func check(saved data: Data) throws(DemoRestoreError) {
    guard
      let state = try? JSONDecoder().decode(
        NavigationState<DemoScreen, DemoAlert>.self, from: data)
    else { return }
    try check(state, in: "")
  }

  /// Checks the navigation the tabbed demo saved: each tab's stack and the overlay.
  ///
  /// - Parameter data: The saved navigation.
  /// - Throws: ``DemoRestoreError`` naming the first screen or alert about a product the demo
  ///   does not have.
  static func check(savedTabs data: Data) throws(DemoRestoreError) {
    guard
      let state = try? JSONDecoder().decode(
        TabbedNavigationState<DemoTab, DemoScreen, DemoAlert>.self, from: data)
    else { return }
    for tab in state.tabs {
      try check(state[tab: tab], in: " of the \(tab.title) tab")
    }
    try check(state.overlay, in: " of the overlay")
  }

  /// Checks one stack and its alerts; `place` says where the stack is, after its route's index.
  static func check(
    _ state: NavigationState<DemoScreen, DemoAlert>, in place: String
  ) throws(DemoRestoreError) {
    for (index, route) in state.routes.enumerated() {
      if let id = route.screen.productID, !DemoData.hasProduct(id: id) {
        throw DemoRestoreError(about: "\(route.screen) at routes[\(index)]\(place)", product: id)
      }
    }
    for (index, alert) in state.alerts.enumerated() {
      if let id = alert.alert.productID, !DemoData.hasProduct(id: id) {
        throw DemoRestoreError(
          about: "alert \(alert.alert) at alerts[\(index)]\(place)", product: id)
      }
    }
  }
}

/// A restored screen or alert about a product the demo does not have.
struct DemoRestoreError: Error, Equatable, CustomStringConvertible {
  /// The screen or alert and where it is, e.g. `product(id: 999) at routes[1]`.
  var about: String
  /// The product it names.
  var product: Int

  var description: String {
    "\(about) names product \(product), which the demo does not have"
  }
}
