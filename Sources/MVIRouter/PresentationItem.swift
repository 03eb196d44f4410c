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
public struct PresentationItem<Screen: RouterScreenProtocol>: Identifiable, Hashable, Sendable,
  CustomStringConvertible
{
  /// The modal route.
  public var route: Route<Screen>
  /// The index, in ``NavigationPresentation/layers``, of the layer the item opens.
  public var layer: Int

  /// Creates an item.
  ///
  /// - Parameters:
  ///   - route: The modal route (a sheet or a full-screen cover).
  ///   - layer: The index of the layer it opens.
  public init(route: Route<Screen>, layer: Int) {
    self.route = route
    self.layer = layer
  }

  /// The route's id: the item's identity.
  public var id: RouteID { route.id }
  /// The screen the item shows.
  public var screen: Screen { route.screen }
  /// Whether the item is a full-screen cover (else a sheet).
  public var isCover: Bool { route.presentation == .fullScreenCover }

  /// The route, e.g. `sheet edit`.
  public var description: String { route.description }
}
