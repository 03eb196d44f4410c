/// One layer of a ``NavigationPresentation``: the root or a modal, with its navigation stack,
/// the one sheet or cover presented from it, and the alert when it is the top layer.
///
/// A declarative UI draws a layer as a navigation stack bound to ``path``, with a sheet bound
/// to ``sheet`` and a full-screen cover bound to ``cover`` (at most one of them is set); the
/// item's content is the next layer. When the UI removes something by itself, the layer it
/// showed turns the new value into the ``PresentationWriteBack`` to send:
/// ``writeBack(path:)``, ``writeBack(sheet:)``, ``writeBack(cover:)``,
/// ``writeBack(alertIsPresented:)``.
///
/// ```swift
/// routerEvents.routeTo(.detail(id: 3), as: .push)
/// routerEvents.routeTo(.edit, as: .sheet)
/// let root = NavigationPresentation(routerEvents.state).layers[0]
/// print(root.path, root.sheet!, root.cover == nil)
/// ```
///
/// Prints `[push detail(id: 3)] sheet edit true`.
package struct PresentationLayer<Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol>:
  Hashable, Sendable
{
  /// The layer's index in ``NavigationPresentation/layers``: 0 for the root.
  package var index: Int
  /// The sheet or cover that opens the layer; `nil` for the root.
  package var modal: PresentationItem<Screen>?
  /// The routes pushed on the layer's navigation stack, bottom-most first (a slice of the
  /// state's routes: building it copies nothing).
  package var path: ArraySlice<Route<Screen>>
  /// The sheet presented from this layer, if any.
  package var sheet: PresentationItem<Screen>?
  /// The full-screen cover presented from this layer, if any.
  package var cover: PresentationItem<Screen>?
  /// The visible alert, on the top layer only (an alert shows over everything).
  package var alert: PresentedAlert<Alert>?

  /// Creates a layer.
  ///
  /// - Parameters:
  ///   - index: The layer's index: 0 for the root.
  ///   - modal: The sheet or cover that opens it; `nil` for the root.
  ///   - path: The routes pushed on its stack.
  ///   - sheet: The sheet presented from it.
  ///   - cover: The full-screen cover presented from it.
  ///   - alert: The visible alert, when it is the top layer.
  @inlinable package init(
    index: Int, modal: PresentationItem<Screen>? = nil,
    path: ArraySlice<Route<Screen>> = [], sheet: PresentationItem<Screen>? = nil,
    cover: PresentationItem<Screen>? = nil, alert: PresentedAlert<Alert>? = nil
  ) {
    self.index = index
    self.modal = modal
    self.path = path
    self.sheet = sheet
    self.cover = cover
    self.alert = alert
  }

  /// The modal presented from this layer, sheet or cover, if any.
  package var presented: PresentationItem<Screen>? { sheet ?? cover }

  /// The route on top of the layer: its last push, else its modal; `nil` for the root with
  /// nothing pushed.
  package var topRoute: Route<Screen>? { path.last ?? modal?.route }
}
