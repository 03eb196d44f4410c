/// A router's navigation in the shape a host shows: per layer (the root, then each modal) the
/// navigation stack of pushed routes and the one sheet or cover presented from it, and the
/// visible alert on the top layer.
///
/// A `NavigationState` is a list of routes; a host wants a navigation stack per layer, the
/// modal presented from each, and an alert. Layer `k` presents layer `k + 1` (as its
/// ``HostLayer/sheet`` or ``HostLayer/cover``), so a host shows layer 0 and recurses into each
/// presented modal. Every route and alert carries its id: a host keys what it shows by id.
///
/// It is a value: compare it with the one shown last to see what changed.
///
/// ```swift
/// routerEvents.routeTo(.detail(id: 3), as: .push)
/// routerEvents.routeTo(.edit, as: .sheet)
/// routerEvents.routeTo(.crop, as: .push)
/// routerEvents.presentAlert(.discard)
/// print(HostPresentation(routerEvents.state))
/// ```
///
/// Prints:
/// ```
/// layer 0: [push detail(id: 3)] > sheet edit
/// layer 1 sheet edit: [push crop] | alert discard[Discard, Cancel]
/// ```
public struct HostPresentation<Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol>:
  Hashable, Sendable, CustomStringConvertible
{
  /// The package's presentation this one shows.
  package var base: NavigationPresentation<Screen, Alert>

  /// Wraps a presentation of the presentation model.
  package init(_ base: NavigationPresentation<Screen, Alert>) {
    self.base = base
  }

  /// The presentation of `state`, for a host that renders states (``HostModel/presentation``
  /// is the same for a router's current state).
  ///
  /// ```swift
  /// print(HostPresentation(routerEvents.state).layers.count)
  /// ```
  ///
  /// Prints `1` when nothing modal is presented.
  ///
  /// - Parameter state: The navigation to show.
  public init(_ state: NavigationState<Screen, Alert>) {
    self.init(NavigationPresentation(state))
  }

  /// The layers, the root first; never empty. Layer `k + 1` is the modal presented from layer
  /// `k`.
  public var layers: [HostLayer<Screen, Alert>] { base.layers.map(HostLayer.init) }

  /// The top layer: the one the user acts in, and the one holding the alert.
  public var topLayer: HostLayer<Screen, Alert> { HostLayer(base.topLayer) }

  /// The visible alert, if any (held by the top layer).
  public var alert: PresentedAlert<Alert>? { base.alert }

  /// The layer at `index`, or `nil` when there is no such layer (a view that outlived its
  /// layer reads `nil`, never traps).
  ///
  /// ```swift
  /// let layer = model.presentation.layer(1)  // the layer the bottom-most modal opens
  /// ```
  ///
  /// - Parameter index: The layer's index: 0 for the root.
  public func layer(_ index: Int) -> HostLayer<Screen, Alert>? {
    base.layer(index).map(HostLayer.init)
  }

  /// One line per layer, e.g. `layer 1 sheet edit: [push crop] | alert discard[Discard]`.
  public var description: String { base.description }
}
