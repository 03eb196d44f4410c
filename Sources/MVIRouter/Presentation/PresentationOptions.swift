/// How a route's screen is shown beyond its presentation type: the heights its sheet rests at,
/// and whether the user may dismiss it by hand.
///
/// Options are part of the route, like its presentation: they are compared, saved, restored and
/// shown in the one-line text (`sheet[medium] quantity`, `sheet[medium,large; locked] edit`).
/// The router's ``RouterPolicy/getPresentationOptions(for:)`` chooses them for each screen
/// (default ``standard``), and ``RouterEvents/routeTo(_:as:options:onDismiss:)`` chooses them for
/// one route.
///
/// - ``detents`` apply to sheets; a push and a full-screen cover ignore them.
/// - ``interactiveDismissDisabled`` stops the user's own dismissal (the host's back key, a
///   swipe): ``RouterEvents/userDidGoBack()`` on such a route is ignored with
///   ``IgnoreReason/interactiveDismissDisabled(_:)``. The app's own calls (`dismiss()`,
///   `close(_:)`, `finish(_:with:)`) still dismiss it.
///
/// ```swift
/// let locked = PresentationOptions(detents: [.medium, .large], interactiveDismissDisabled: true)
/// routerEvents.routeTo(.edit, as: .sheet, options: locked)
/// print(routerEvents.state)
/// ```
///
/// Prints `root > sheet[medium,large; locked] edit`.
///
/// The detents are held inline in twelve bytes (at most four, fractions to the
/// nearest ten-thousandth of the height), so options are plain bytes: a route carrying them
/// copies, compares and leaves without reference counting or allocation.
public struct PresentationOptions: Hashable, Sendable, CustomStringConvertible {
  /// How many detents options hold; more are dropped when set in code, and refused when decoded.
  package static let maximumDetentCount = 4

  /// How finely a fraction is kept: in ten-thousandths of the height, finer than a pixel.
  package static let fractionResolution = 10_000

  /// Each fraction slot in ten-thousandths, from 1 to 10000: sixteen bits a slot, slots 0 and
  /// 1 in `lowFractions` (slot 0 lowest), 2 and 3 in `highFractions`. Unused slots are always
  /// zero, so the stored values compare and hash as the detents do (the conformances are the
  /// compiler's). Declared first, so the options take twelve bytes.
  @usableFromInline var lowFractions: UInt32 = 0
  @usableFromInline var highFractions: UInt32 = 0
  /// Two bits per detent slot: 1 medium, 2 large, 3 a fraction (in `fractionSteps`).
  @usableFromInline var kinds: UInt8 = 0
  @usableFromInline var detentCount: UInt8 = 0

  /// Whether the user's own dismissal (back key, swipe, tap outside) is turned off.
  public var interactiveDismissDisabled: Bool

  /// No detents (the platform's default height) and interactive dismissal allowed.
  public static let standard = PresentationOptions(
    lowFractions: 0, highFractions: 0, kinds: 0, detentCount: 0,
    interactiveDismissDisabled: false)

  /// A sheet that rests at half height: `[medium]` in the text.
  public static let medium = PresentationOptions(detents: [.medium])

  /// The platform's default height, and no interactive dismissal: `[locked]` in the text.
  package static let locked = PresentationOptions(interactiveDismissDisabled: true)

  /// Creates options.
  ///
  /// ```swift
  /// print(PresentationOptions(detents: [.fraction(0.3)]))
  /// ```
  ///
  /// Prints `0.3`.
  ///
  /// - Parameters:
  ///   - detents: The heights a sheet may rest at, the first where it opens; empty for the
  ///     platform's default. Only the first four are kept, and a fraction is kept clamped to
  ///     [0.05, 1] and to the nearest ten-thousandth.
  ///   - interactiveDismissDisabled: Whether the user's own dismissal is turned off.
  public init(detents: [SheetDetent] = [], interactiveDismissDisabled: Bool = false) {
    self.interactiveDismissDisabled = interactiveDismissDisabled
    self.detents = detents
  }

  /// Options from their stored form (a constant the compiler can lay out statically).
  @usableFromInline init(
    lowFractions: UInt32, highFractions: UInt32, kinds: UInt8, detentCount: UInt8,
    interactiveDismissDisabled: Bool
  ) {
    self.lowFractions = lowFractions
    self.highFractions = highFractions
    self.kinds = kinds
    self.detentCount = detentCount
    self.interactiveDismissDisabled = interactiveDismissDisabled
  }

  /// The heights a sheet may rest at, the first where it opens. Empty means the platform's
  /// default, the full height (``SheetDetent/large``). Setting more than four keeps the first
  /// four.
  public var detents: [SheetDetent] {
    get { (0..<Int(detentCount)).map(detent(at:)) }
    set {
      kinds = 0
      detentCount = 0
      lowFractions = 0
      highFractions = 0
      for detent in newValue.prefix(Self.maximumDetentCount) {
        let slot = Int(detentCount)
        let kind: UInt8
        switch detent {
        case .medium: kind = 1
        case .large: kind = 2
        case .fraction:
          kind = 3
          let steps = UInt16(detent.heightFraction * Double(Self.fractionResolution) + 0.5)
          setFraction(Swift.max(1, steps), at: slot)
        }
        kinds |= kind << (2 * slot)
        detentCount += 1
      }
    }
  }

  /// The detent in slot `slot`.
  @usableFromInline func detent(at slot: Int) -> SheetDetent {
    switch (kinds >> (2 * slot)) & 3 {
    case 1: .medium
    case 2: .large
    default:
      .fraction(Double(fraction(at: slot)) / Double(Self.fractionResolution))
    }
  }

  /// The fraction steps stored in slot `slot`.
  @usableFromInline func fraction(at slot: Int) -> UInt16 {
    let shift = UInt32(16 * (slot & 1))
    return UInt16(truncatingIfNeeded: (slot < 2 ? lowFractions : highFractions) >> shift)
  }

  /// Stores fraction steps in slot `slot`.
  @usableFromInline mutating func setFraction(_ steps: UInt16, at slot: Int) {
    let shift = UInt32(16 * (slot & 1))
    let bits = UInt32(steps) << shift
    let mask = ~(UInt32(0xFFFF) << shift)
    if slot < 2 {
      lowFractions = lowFractions & mask | bits
    } else {
      highFractions = highFractions & mask | bits
    }
  }

  /// Whether these are the ``standard`` options.
  @inlinable package var isStandard: Bool { detentCount == 0 && !interactiveDismissDisabled }

  /// The height a sheet opens at: the first detent, or ``SheetDetent/large`` when there is none.
  package var initialDetent: SheetDetent { detentCount > 0 ? detent(at: 0) : .large }

  /// The detents joined by commas, then `; locked` when interactive dismissal is disabled:
  /// `medium,large; locked`, `locked`, or `standard`.
  public var description: String {
    if isStandard { return "standard" }
    let detentText = detents.map(\.description).joined(separator: ",")
    guard interactiveDismissDisabled else { return detentText }
    return detentText.isEmpty ? "locked" : detentText + "; locked"
  }

  /// The presentation with these options in brackets unless there is nothing to show: detents
  /// only for a sheet (pushes and covers ignore them), `locked` for any. `sheet[medium]`,
  /// `fullScreenCover[locked]`, `fullScreenCover`.
  func text(for presentation: RouterScreenPresentationType) -> String {
    let shown =
      presentation == .sheet || detentCount == 0
      ? self : PresentationOptions(interactiveDismissDisabled: interactiveDismissDisabled)
    return shown.isStandard ? "\(presentation)" : "\(presentation)[\(shown)]"
  }
}
