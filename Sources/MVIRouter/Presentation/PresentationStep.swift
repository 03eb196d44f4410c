/// One step of a change to a ``NavigationPresentation`` that a UI can perform at once; see
/// ``NavigationPresentation/steps(from:to:)``.
///
/// ```swift
/// print(PresentationStep<AppScreen, AppAlert>.dismiss(from: 0))
/// ```
///
/// Prints `dismiss the modal over layer 0`.
package enum PresentationStep<Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol>:
  Hashable, Sendable, CustomStringConvertible
{
  /// Hide the visible alert.
  case dismissAlert
  /// Dismiss the modal presented from layer `from`, with every layer above it, in one step.
  case dismiss(from: Int)
  /// Set the navigation stack of layer `layer` to `path`, pushes and pops together.
  case setPath(layer: Int, ArraySlice<Route<Screen>>)
  /// Present the sheet or cover `item` from layer `item.layer - 1`, its stack showing `path`.
  case present(PresentationItem<Screen>, path: ArraySlice<Route<Screen>>)
  /// Show the alert.
  case presentAlert(PresentedAlert<Alert>)

  /// The step in words, e.g. `set layer 0 to [push list]` or `present sheet edit over layer 0`.
  package var description: String {
    switch self {
    case .dismissAlert: "dismiss the alert"
    case .dismiss(let layer): "dismiss the modal over layer \(layer)"
    case .setPath(let layer, let path):
      "set layer \(layer) to [\(path.map(\.description).joined(separator: ", "))]"
    case .present(let item, let path):
      "present \(item) over layer \(item.layer - 1)"
        + (path.isEmpty ? "" : " with [\(path.map(\.description).joined(separator: ", "))]")
    case .presentAlert(let alert): "present alert \(alert)"
    }
  }
}
