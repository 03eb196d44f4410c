/// How a route's screen is shown beyond its presentation type: the heights its sheet rests at,
/// and whether the user may dismiss it by hand.
///
/// Options are part of the route, like its presentation: they are compared, saved, restored and
/// shown in the one-line text (`sheet[medium] quantity`, `sheet[medium,large; locked] edit`).
/// The router's ``RouterProtocol/getPresentationOptions(for:)`` chooses them for each screen
/// (default ``standard``), and ``RouterEvents/routeTo(_:as:options:onDismiss:)`` chooses them for
/// one route.
///
/// - ``detents`` apply to sheets; a push and a full-screen cover ignore them.
/// - ``interactiveDismissDisabled`` stops the user's own dismissal (the host's back key, a
///   swipe): ``RouterEvents/userDidGoBack()`` on such a route is ignored with
///   ``IgnoreReason/interactiveDismissDisabled(_:)``. The app's own calls (`dismiss()`, `close(_:)`,
///   `finish(_:with:)`) still dismiss it.
///
/// ```swift
/// let locked = PresentationOptions(detents: [.medium, .large], interactiveDismissDisabled: true)
/// routerEvents.routeTo(.edit, as: .sheet, options: locked)
/// print(routerEvents.state)
/// ```
///
/// Prints `root > sheet[medium,large; locked] edit`.
public struct PresentationOptions: Hashable, Sendable, CustomStringConvertible {
  /// The heights a sheet may rest at, smallest first by convention; the first is the one it
  /// opens at. Empty means the platform's default, the full height (``SheetDetent/large``).
  public var detents: [SheetDetent]
  /// Whether the user's own dismissal (back key, swipe, tap outside) is turned off.
  public var interactiveDismissDisabled: Bool

  /// No detents (the platform's default height) and interactive dismissal allowed. Holding or
  /// comparing it allocates nothing.
  public static let standard = PresentationOptions()

  /// A sheet that rests at half height.
  public static let medium = PresentationOptions(detents: [.medium])

  /// The platform's default height, and no interactive dismissal: `[locked]` in the text.
  public static let locked = PresentationOptions(interactiveDismissDisabled: true)

  /// Creates options.
  ///
  /// ```swift
  /// print(PresentationOptions(detents: [.fraction(0.3)]))
  /// ```
  ///
  /// Prints `0.3`.
  ///
  /// - Parameters:
  ///   - detents: The heights a sheet may rest at; empty for the platform's default.
  ///   - interactiveDismissDisabled: Whether the user's own dismissal is turned off.
  public init(detents: [SheetDetent] = [], interactiveDismissDisabled: Bool = false) {
    self.detents = detents
    self.interactiveDismissDisabled = interactiveDismissDisabled
  }

  /// Whether these are the ``standard`` options.
  @inlinable public var isStandard: Bool { detents.isEmpty && !interactiveDismissDisabled }

  /// The height a sheet opens at: the first detent, or ``SheetDetent/large`` when there is none.
  public var initialDetent: SheetDetent { detents.first ?? .large }

  /// The detents joined by commas, then `; locked` when interactive dismissal is disabled:
  /// `medium,large; locked`, `locked`, or `standard`.
  public var description: String {
    if isStandard { return "standard" }
    let detentText = detents.map(\.description).joined(separator: ",")
    guard interactiveDismissDisabled else { return detentText }
    return detentText.isEmpty ? "locked" : detentText + "; locked"
  }
}
