/// The floor of tabs: one ``FloorRouter`` per tab and the selected tab's index.
///
/// ```swift
/// let tabs = FloorTabs(count: 2)
/// tabs.select(1)
/// tabs.router(1).push(.sheet(1), onDismiss: nil)
/// print(tabs.selected, tabs.router(1).count)
/// ```
///
/// Prints `1 1`.
public final class FloorTabs {
  private var routers: [FloorRouter]
  /// The selected tab.
  public private(set) var selected = 0

  /// `count` tabs, each at its root, the first selected.
  public init(count: Int) {
    routers = (0..<count).map { _ in FloorRouter() }
  }

  /// Selects `tab`.
  /// - Returns: `false` when `tab` does not exist or is already selected.
  @inline(never) @discardableResult
  public func select(_ tab: Int) -> Bool {
    guard routers.indices.contains(tab), tab != selected else { return false }
    selected = tab
    return true
  }

  /// The router of `tab` (which must exist).
  @inline(never)
  public func router(_ tab: Int) -> FloorRouter { routers[tab] }
}
