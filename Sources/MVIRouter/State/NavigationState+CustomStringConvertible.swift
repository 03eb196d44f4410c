extension NavigationState: CustomStringConvertible {
  /// The one-line text form.
  ///
  /// `root`, each route as `> presentation screen` (with its ``PresentationOptions`` in brackets
  /// when they are not standard: `> sheet[medium; locked] edit`; only sheets show detents, so a
  /// cover reads `> fullScreenCover edit` or `> fullScreenCover[locked] edit`), then `| alert name[Buttons]`
  /// for the visible alert and `| queued …` for the waiting ones. Ids are left out, so two states
  /// that show the same thing read the same.
  ///
  /// ```swift
  /// print(routerEvents.state)
  /// ```
  ///
  /// Prints e.g. `root > push detail(id: 3) > sheet edit | alert delete[Delete, Cancel]`.
  public var description: String {
    var text = "root"
    for route in routes {
      text += " > \(route)"
    }
    if let visible = visibleAlert {
      text += " | alert \(visible)"
    }
    if !queuedAlerts.isEmpty {
      text += " | queued " + queuedAlerts.map(\.description).joined(separator: ", ")
    }
    return text
  }
}
