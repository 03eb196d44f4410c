/// A sheet or full-screen cover as a host presents it: the modal route and the index of the
/// layer it opens.
///
/// Its identity is the route's id, so a host can key the view controller it presents by it.
///
/// ```swift
/// let model = HostModel(routerEvents)
/// let id = routerEvents.routeTo(.edit, as: .sheet)
/// let sheet = model.presentation.layers[0].sheet!
/// print(sheet.id == id, sheet.layer, sheet, sheet.detents == [.large])
/// ```
///
/// Prints `true 1 sheet edit true`.
public struct HostModal<Screen: RouterScreenProtocol>: Identifiable, Hashable, Sendable,
  CustomStringConvertible
{
  /// The package's item this modal shows.
  package var base: PresentationItem<Screen>

  /// Wraps an item of the presentation model.
  package init(_ base: PresentationItem<Screen>) {
    self.base = base
  }

  /// The modal route.
  public var route: Route<Screen> { base.route }
  /// The route's id: the modal's identity.
  public var id: RouteID { base.id }
  /// The index, in ``HostPresentation/layers``, of the layer the modal opens: its pushes and
  /// the modal above it are that layer's.
  public var layer: Int { base.layer }
  /// Whether the modal is a full-screen cover (else a sheet).
  public var isCover: Bool { base.isCover }
  /// The heights a sheet rests at, the first one first; `[.large]` for a sheet with no detents
  /// and for a cover. Never empty, so a host applies it as it is.
  public var detents: [SheetDetent] { base.detents }
  /// Whether the user may not dismiss the modal by hand (drag, tap outside, system back): a
  /// host turns its interactive dismissal off.
  public var interactiveDismissDisabled: Bool { base.interactiveDismissDisabled }

  /// The route, e.g. `sheet edit`.
  public var description: String { base.description }
}
