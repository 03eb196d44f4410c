/// One layer of a ``HostPresentation``: the root or a modal, with its navigation stack, the
/// one sheet or cover presented from it, and the alert when it is the top layer — and the
/// write-backs for what the user removes from it by hand.
///
/// A host shows a layer as a navigation stack (a `UINavigationController`, say) of ``path``,
/// presents ``sheet`` or ``cover`` from it (at most one is set; its content is the next layer)
/// and, on the top layer, ``alert``. It keeps the layer it showed: when the user removes
/// something by hand, that layer makes the ``HostWriteBack`` that names what the user saw.
///
/// ```swift
/// let model = HostModel(routerEvents)
/// routerEvents.routeTo(.detail(id: 3), as: .push)
/// routerEvents.routeTo(.edit, as: .sheet)
/// let root = model.presentation.layers[0]
/// print(root.path, root.sheet!, root.cover == nil)
/// ```
///
/// Prints `[push detail(id: 3)] sheet edit true`.
public struct HostLayer<Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol>:
  Hashable, Sendable
{
  /// The package's layer this one shows.
  package var base: PresentationLayer<Screen, Alert>

  /// Wraps a layer of the presentation model.
  package init(_ base: PresentationLayer<Screen, Alert>) {
    self.base = base
  }

  /// The layer's index in ``HostPresentation/layers``: 0 for the root.
  public var index: Int { base.index }
  /// The sheet or cover that opens the layer; `nil` for the root.
  public var modal: HostModal<Screen>? { base.modal.map(HostModal.init) }
  /// The routes pushed on the layer's navigation stack, bottom-most first (a new array each
  /// time it is read).
  public var path: [Route<Screen>] { Array(base.path) }
  /// The sheet presented from this layer, if any.
  public var sheet: HostModal<Screen>? { base.sheet.map(HostModal.init) }
  /// The full-screen cover presented from this layer, if any.
  public var cover: HostModal<Screen>? { base.cover.map(HostModal.init) }
  /// The visible alert, on the top layer only (an alert shows over everything).
  public var alert: PresentedAlert<Alert>? { base.alert }

  /// The write-back for a navigation stack of this layer that now shows `path`: the pushes the
  /// user popped (swipe back, the back button), named by their ids; `nil` when none was popped.
  ///
  /// A path that is not a prefix of the one shown (the host pushed something by itself) gives
  /// `nil` too: pushes come from intents.
  ///
  /// ```swift
  /// let shown = model.presentation.layers[0]  // [push list, push detail(id: 3)]
  /// // The user swiped back from the detail; the stack shows the list alone:
  /// model.writeBack(shown.writeBack(path: shown.path.prefix(1)))
  /// ```
  ///
  /// - Parameter newPath: The routes the host's stack shows now, bottom-most first.
  public func writeBack(path newPath: some Collection<Route<Screen>>) -> HostWriteBack? {
    base.writeBack(path: newPath).map(HostWriteBack.init)
  }

  /// The write-back for this layer's sheet when the host's sheet is now `newValue`: the sheet
  /// the host showed, dismissed, when the user dragged it down or tapped outside it (`nil`);
  /// else `nil`.
  ///
  /// ```swift
  /// let shown = model.presentation.layers[0]  // root > sheet edit
  /// // The user dragged the sheet down:
  /// model.writeBack(shown.writeBack(sheet: nil))
  /// ```
  ///
  /// - Parameter newValue: The sheet the host shows now: `nil` once it is gone.
  public func writeBack(sheet newValue: HostModal<Screen>?) -> HostWriteBack? {
    base.writeBack(sheet: newValue?.base).map(HostWriteBack.init)
  }

  /// The write-back for this layer's full-screen cover when the host's cover is now
  /// `newValue`: the cover the host showed, dismissed, when the system dismissed it (`nil`);
  /// else `nil`.
  ///
  /// ```swift
  /// let shown = model.presentation.layers[0]  // root > fullScreenCover crop
  /// // The system dismissed the cover:
  /// model.writeBack(shown.writeBack(cover: nil))
  /// ```
  ///
  /// - Parameter newValue: The cover the host shows now: `nil` once it is gone.
  public func writeBack(cover newValue: HostModal<Screen>?) -> HostWriteBack? {
    base.writeBack(cover: newValue?.base).map(HostWriteBack.init)
  }

  /// The write-back for this layer's alert when the system dismissed it without a button
  /// (`isPresented` is `false`): it is cancelled as the user's back cancels it. `nil` when the
  /// alert is still presented or the layer showed none.
  ///
  /// ```swift
  /// let shown = model.presentation.topLayer  // … | alert delete[Delete, Cancel]
  /// // The system dismissed the alert:
  /// model.writeBack(shown.writeBack(alertIsPresented: false))
  /// ```
  ///
  /// - Parameter isPresented: Whether the host presents the alert now.
  public func writeBack(alertIsPresented isPresented: Bool) -> HostWriteBack? {
    base.writeBack(alertIsPresented: isPresented).map(HostWriteBack.init)
  }

  /// The write-back for the button at `index` of this layer's alert, chosen by the user;
  /// `nil` when the layer showed no alert.
  ///
  /// The index is the button's position in `PresentedAlert.buttons`; one the alert does not
  /// have is ignored with `IgnoreReason.noSuchButton` when sent.
  ///
  /// ```swift
  /// let shown = model.presentation.topLayer  // … | alert delete[Delete, Cancel]
  /// // The user tapped "Delete":
  /// model.writeBack(shown.writeBack(alertButtonAt: 0))
  /// ```
  ///
  /// - Parameter index: The position of the chosen button in the alert's buttons.
  public func writeBack(alertButtonAt index: Int) -> HostWriteBack? {
    base.alert.map { HostWriteBack(.alertButtonChosen($0.id, index: index)) }
  }
}
