/// How a screen is shown.
///
/// A `push` belongs to the navigation stack of the layer below it (the root or a modal); a
/// `sheet` and a `fullScreenCover` each start a new modal layer with a navigation stack of its
/// own. A full-screen cover hides everything below it; a sheet leaves it visible around the edges.
///
/// ```swift
/// routerEvents.routeTo(.detail(id: 3), as: .push)
/// routerEvents.routeTo(.edit, as: .sheet)
/// print(routerEvents.state)
/// ```
///
/// Prints `root > push detail(id: 3) > sheet edit`.
public enum RouterScreenPresentationType: Hashable, Sendable, CaseIterable {
  /// Pushed on the navigation stack of the layer below.
  case push
  /// A modal layer over what is below, which stays partly visible.
  case sheet
  /// A modal layer that covers everything below.
  case fullScreenCover

  /// Whether this presentation starts a new modal layer (`sheet` or `fullScreenCover`).
  package var isModal: Bool { self != .push }
}
