// The fair floor: what a minimal router must do for each path the benchmark measures, and
// nothing more. Each router is a final class holding an array of struct entries; each entry
// holds its callback wrapped in a struct (never a bare closure in a tuple or an array); the
// operations are out of line (`@inline(never)`), so the optimizer cannot fuse a push with the
// pop that follows it; the stored callback is called indirectly, with a reason or a value.
//
// Safe Swift, as the engine is: exclusivity is enforced, so each access to a router's stored
// property is checked (`swift_beginAccess`/`swift_endAccess`) as it is in the engine. Callbacks
// are called after their entry has left the array, so no access is ever nested.

/// Why a floor route left, passed to its callback as the engine passes its dismiss reason.
public enum FloorReason: UInt8, Sendable {
  case dismissed
  case popped
  case poppedToRoot
  case finished
  case cancelled
  case replaced
}

/// A floor route's screen: the same shape as the benchmark's screen enum.
public enum FloorScreen: Equatable, Sendable {
  case list
  case detail(Int)
  case sheet(Int)
}

/// A route's one dismiss callback, wrapped in a struct.
public struct FloorDismissHandler {
  /// The callback, called once with the reason the route left.
  public let call: (FloorReason) -> Void

  /// Wraps `call`.
  public init(_ call: @escaping (FloorReason) -> Void) { self.call = call }
}

/// One presented route: its id, its screen and its callback.
struct FloorEntry {
  var id: Int
  var screen: FloorScreen
  var onDismiss: FloorDismissHandler?
}

/// The floor of a router's stack: push, pop, pop to root, each route's callback called once
/// with the reason it left.
///
/// ```swift
/// let floor = FloorRouter()
/// floor.push(.sheet(1), onDismiss: FloorDismissHandler { print($0) })
/// floor.pop()
/// ```
///
/// Prints `dismissed`.
public final class FloorRouter {
  private var entries: [FloorEntry] = []
  private var nextID = 1

  /// An empty stack.
  public init() {}

  /// How many routes are presented.
  public var count: Int { entries.count }

  /// The screens presented, bottom first.
  public var screens: [FloorScreen] { entries.map(\.screen) }

  /// Presents `screen` on top.
  /// - Returns: The route's id (ids are never reused).
  @inline(never) @discardableResult
  public func push(_ screen: FloorScreen, onDismiss: consuming FloorDismissHandler?) -> Int {
    let id = nextID
    nextID &+= 1
    entries.append(FloorEntry(id: id, screen: screen, onDismiss: onDismiss))
    return id
  }

  /// Removes the top route and calls its callback with `reason`.
  /// - Returns: `false` at root (nothing to pop).
  @inline(never) @discardableResult
  public func pop(reason: FloorReason = .dismissed) -> Bool {
    guard let entry = entries.popLast() else { return false }
    entry.onDismiss?.call(reason)
    return true
  }

  /// Removes every route, top-most first, each callback called with `.poppedToRoot` as its
  /// route leaves (nothing is collected first).
  /// - Returns: How many routes left.
  @inline(never) @discardableResult
  public func popToRoot() -> Int {
    var removed = 0
    while let entry = entries.popLast() {
      removed &+= 1
      entry.onDismiss?.call(.poppedToRoot)
    }
    return removed
  }

  /// Keeps the routes whose screens match the start of `screens` and replaces the rest: the
  /// others leave top-most first (callbacks called with `.replaced`), then the new screens are
  /// pushed, each with `onDismiss`.
  /// - Returns: How many routes left.
  @inline(never) @discardableResult
  public func replace(with screens: [FloorScreen], onDismiss: FloorDismissHandler?) -> Int {
    var kept = 0
    while kept < entries.count, kept < screens.count, entries[kept].screen == screens[kept] {
      kept += 1
    }
    var removed = 0
    while entries.count > kept, let entry = entries.popLast() {
      removed &+= 1
      entry.onDismiss?.call(.replaced)
    }
    for screen in screens[kept...] { push(screen, onDismiss: onDismiss) }
    return removed
  }
}

/// What the observed floor tells its observer: a route arrived or left, with its screen.
public enum FloorEvent: Sendable {
  case routed(id: Int, screen: FloorScreen)
  case dismissed(id: Int, screen: FloorScreen, reason: FloorReason)
}

/// The floor of a router that one observer watches, as every host does: ``FloorRouter``'s
/// push and pop, and the observer called once per event (after the route's own callback, as
/// the engine orders them).
///
/// ```swift
/// let floor = FloorObservedRouter { print($0) }
/// floor.push(.sheet(1), onDismiss: nil)
/// floor.pop()
/// ```
///
/// Prints `routed(id: 1, screen: sheet(1))` and then the dismissal.
public final class FloorObservedRouter {
  private var entries: [FloorEntry] = []
  private var nextID = 1
  private let observer: (FloorEvent) -> Void

  /// An empty stack watched by `observer`.
  public init(observer: @escaping (FloorEvent) -> Void) { self.observer = observer }

  /// Presents `screen` on top and tells the observer.
  @inline(never) @discardableResult
  public func push(_ screen: FloorScreen, onDismiss: consuming FloorDismissHandler?) -> Int {
    let id = nextID
    nextID &+= 1
    entries.append(FloorEntry(id: id, screen: screen, onDismiss: onDismiss))
    observer(.routed(id: id, screen: screen))
    return id
  }

  /// Removes the top route, calls its callback with `reason`, then tells the observer.
  @inline(never) @discardableResult
  public func pop(reason: FloorReason = .dismissed) -> Bool {
    guard let entry = entries.popLast() else { return false }
    entry.onDismiss?.call(reason)
    observer(.dismissed(id: entry.id, screen: entry.screen, reason: reason))
    return true
  }
}
