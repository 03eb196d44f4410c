/// A sheet or full-screen cover as a declarative UI presents it: an `Identifiable` item whose
/// identity is the route's id.
///
/// A UI binds one item per layer (`.sheet(item:)`, `.fullScreenCover(item:)`); the item opens
/// the layer ``layer`` of the ``NavigationPresentation``, whose stack and further modals it
/// shows inside.
///
/// ```swift
/// let id = routerEvents.routeTo(.edit, as: .sheet)
/// let sheet = NavigationPresentation(routerEvents.state).layers[0].sheet!
/// print(sheet.id == id, sheet.layer, sheet)
/// ```
///
/// Prints `true 1 sheet edit`.
package struct PresentationItem<Screen: RouterScreenProtocol>: Identifiable, Hashable, Sendable,
  CustomStringConvertible
{
  /// The modal route.
  package var route: Route<Screen>
  /// The index, in ``NavigationPresentation/layers``, of the layer the item opens.
  package var layer: Int

  /// Creates an item.
  ///
  /// - Parameters:
  ///   - route: The modal route (a sheet or a full-screen cover).
  ///   - layer: The index of the layer it opens.
  @inlinable package init(route: Route<Screen>, layer: Int) {
    self.route = route
    self.layer = layer
  }

  /// The route's id: the item's identity.
  package var id: RouteID { route.id }
  /// The screen the item shows.
  package var screen: Screen { route.screen }
  /// Whether the item is a full-screen cover (else a sheet).
  @inlinable package var isCover: Bool { route.presentation == .fullScreenCover }
  /// The route's presentation options: detents, and whether the user may dismiss it by hand.
  package var options: PresentationOptions { route.options }
  /// Whether the user may not dismiss the item by hand (drag, tap outside, system back).
  package var interactiveDismissDisabled: Bool { route.options.interactiveDismissDisabled }

  /// The heights the item rests at, the first one first: the route's detents for a sheet, or
  /// ``SheetDetent/large`` alone when it has none or is a full-screen cover (which always
  /// covers everything). Never empty, so a UI applies it as it is.
  ///
  /// ```swift
  /// routerEvents.routeTo(.quantity, as: .sheet, options: .medium)
  /// print(NavigationPresentation(routerEvents.state).layers[0].sheet!.detents)
  /// ```
  ///
  /// Prints `[medium]`.
  package var detents: [SheetDetent] {
    isCover || route.options.detents.isEmpty ? [.large] : route.options.detents
  }

  /// The route, e.g. `sheet edit`.
  package var description: String { route.description }
}
