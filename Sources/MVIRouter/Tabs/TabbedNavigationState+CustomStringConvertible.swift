extension TabbedNavigationState: CustomStringConvertible {
  /// The one-line text form: each tab's navigation (``NavigationState/description``) after its
  /// name, the selected tab in brackets, tabs separated by ` · `; then, when something is
  /// presented over the tab bar, ` | over tabs: ` and the overlay's routes and alerts.
  ///
  /// ```swift
  /// print(tabs.state)
  /// ```
  ///
  /// Prints e.g. `[inbox] root > push message(id: 1) · settings: root | over tabs: sheet login`.
  public var description: String {
    var text = ""
    for (index, tab) in tabs.enumerated() {
      if index > 0 { text += " · " }
      text += tab == selectedTab ? "[\(plain: tab)] " : "\(plain: tab): "
      text += self[tab: tab].description
    }
    if !tabs.contains(selectedTab) {
      text += (tabs.isEmpty ? "" : " · ") + "[\(plain: selectedTab)] " + selected.description
    }
    if !overlay.routes.isEmpty || overlay.visibleAlert != nil {
      var parts = overlay.routes.map(\.description)
      if let visible = overlay.visibleAlert { parts.append("alert \(visible)") }
      let queued = overlay.queuedAlerts
      if !queued.isEmpty {
        parts.append("queued " + queued.map(\.description).joined(separator: ", "))
      }
      let routes = overlay.routes.count
      text += " | over tabs: " + parts[..<routes].joined(separator: " > ")
      if routes < parts.count {
        text += (routes > 0 ? " | " : "") + parts[routes...].joined(separator: " | ")
      }
    }
    return text
  }
}
