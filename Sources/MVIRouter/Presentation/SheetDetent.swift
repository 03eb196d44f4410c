/// A height a sheet may rest at.
///
/// A route's ``PresentationOptions/detents`` list the heights its sheet offers; hosts that can
/// resize sheets (SwiftUI's `presentationDetents`) let the user move between them, and the
/// terminal host draws a sheet at the first one. A push ignores detents; a full-screen cover
/// always covers everything.
///
/// ```swift
/// routerEvents.routeTo(.quantity, as: .sheet, options: PresentationOptions(detents: [.medium]))
/// print(routerEvents.state)
/// ```
///
/// Prints `root > sheet[medium] quantity`.
public enum SheetDetent: Hashable, Sendable {
  /// About half the height of the window.
  case medium
  /// The full height of the window (the platform's default).
  case large
  /// A fraction of the window's height, in `(0, 1]`. Saved state with a fraction outside that
  /// range is refused with an error; in code, it is clamped to [0.05, 1], and a fraction that is
  /// not a number means the full height.
  case fraction(Double)

  /// The smallest height fraction ``heightFraction`` gives.
  package static let smallestFraction = 0.05

  /// The part of the window's height the sheet takes, clamped to
  /// [``smallestFraction``, 1]: `0.5` for ``medium``, `1` for ``large`` and for a fraction
  /// that is not a number.
  ///
  /// ```swift
  /// print(SheetDetent.medium.heightFraction, SheetDetent.fraction(7).heightFraction)
  /// ```
  ///
  /// Prints `0.5 1.0`.
  package var heightFraction: Double {
    switch self {
    case .medium: 0.5
    case .large: 1
    case .fraction(let value):
      value.isNaN ? 1 : Swift.min(1, Swift.max(Self.smallestFraction, value))
    }
  }

  /// Whether the detent can be saved and restored: ``medium``, ``large``, or a fraction in
  /// `(0, 1]`.
  package var isValid: Bool {
    guard case .fraction(let value) = self else { return true }
    return value > 0 && value <= 1
  }

  /// `medium`, `large`, or the fraction, e.g. `0.3`.
  package var description: String {
    switch self {
    case .medium: "medium"
    case .large: "large"
    case .fraction(let value): "\(value)"
    }
  }
}
