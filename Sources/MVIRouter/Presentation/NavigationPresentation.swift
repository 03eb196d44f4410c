/// Navigation in the shape a declarative UI binds to: per layer (the root, then each modal) the
/// stack path of pushed routes and the one sheet or cover presented from it, nested all the
/// way up, and the visible alert on the top layer.
///
/// A ``NavigationState`` is a list of routes; a UI such as SwiftUI wants a navigation stack per
/// layer, an optional item per `.sheet(item:)` and `.fullScreenCover(item:)`, and an alert.
/// `NavigationPresentation` is that shape, derived from the state: layer `k` presents layer
/// `k + 1` (as its ``PresentationLayer/sheet`` or ``PresentationLayer/cover``), so a UI draws
/// layer 0 and recurses into each presented item.
///
/// It is a pure value: build it from any state, compare it, send it. Building it costs
/// O(modal layers): the paths are slices of the state's routes, copied only if changed.
///
/// ```swift
/// routerEvents.routeTo(.detail(id: 3), as: .push)
/// routerEvents.routeTo(.edit, as: .sheet)
/// routerEvents.routeTo(.crop, as: .push)
/// routerEvents.presentAlert(.discard)
/// let presentation = NavigationPresentation(routerEvents.state)
/// print(presentation)
/// ```
///
/// Prints:
/// ```
/// layer 0: [push detail(id: 3)] > sheet edit
/// layer 1 sheet edit: [push crop] | alert discard[Discard, Cancel]
/// ```
///
/// When the UI removes something by itself (swipe back, a sheet dragged down, the system
/// dismissing an alert), the layer it showed makes the ``PresentationWriteBack`` to send with
/// ``RouterEvents/writeBack(_:)``. ``PresentationModel`` keeps the current presentation for a UI
/// and takes its write-backs.
package struct NavigationPresentation<
  Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol
>: Hashable, Sendable, CustomStringConvertible {
  /// The layers, the root first; never empty. Layer `k + 1` is the modal presented from layer
  /// `k`.
  package var layers: [PresentationLayer<Screen, Alert>]

  /// The presentation of `state`.
  ///
  /// ```swift
  /// let presentation = NavigationPresentation(routerEvents.state)
  /// print(presentation.layers.count)
  /// ```
  ///
  /// Prints `1` when nothing modal is presented.
  ///
  /// - Parameter state: The navigation to present.
  @inlinable package init(_ state: NavigationState<Screen, Alert>) {
    let routes = state.storedRoutes
    let modals = state.modalIndices
    var layers: [PresentationLayer<Screen, Alert>] = []
    layers.reserveCapacity(modals.count + 1)
    var start = 0
    var modal: PresentationItem<Screen>?
    for (offset, index) in modals.enumerated() {
      let presented = PresentationItem(route: routes[index], layer: offset + 1)
      layers.append(
        PresentationLayer(
          index: offset, modal: modal, path: routes[start..<index],
          sheet: presented.isCover ? nil : presented, cover: presented.isCover ? presented : nil))
      modal = presented
      start = index + 1
    }
    layers.append(
      PresentationLayer(
        index: modals.count, modal: modal, path: routes[start...], alert: state.visibleAlert))
    self.layers = layers
  }

  /// The presentation of nothing presented: the root with an empty stack.
  package init() {
    layers = [PresentationLayer(index: 0)]
  }

  /// The top layer: the one the user acts in.
  package var topLayer: PresentationLayer<Screen, Alert> { layers[layers.count - 1] }

  /// The visible alert, if any (held by the top layer).
  package var alert: PresentedAlert<Alert>? { topLayer.alert }

  /// The layer at `index`, or `nil` when there is no such layer (a binding that outlived its
  /// layer reads `nil`, never traps).
  ///
  /// - Parameter index: The layer's index: 0 for the root.
  package func layer(_ index: Int) -> PresentationLayer<Screen, Alert>? {
    layers.indices.contains(index) ? layers[index] : nil
  }

  /// One line per layer, e.g. `layer 1 sheet edit: [push crop] | alert discard[Discard]`.
  package var description: String {
    layers.map { layer in
      var line = "layer \(layer.index)"
      if let modal = layer.modal { line += " \(modal)" }
      line += ": [" + layer.path.map(\.description).joined(separator: ", ") + "]"
      if let presented = layer.presented { line += " > \(presented)" }
      if let alert = layer.alert { line += " | alert \(alert)" }
      return line
    }.joined(separator: "\n")
  }
}
