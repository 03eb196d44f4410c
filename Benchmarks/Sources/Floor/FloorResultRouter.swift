/// What a floor route expecting an `Int` delivers: the value, or why it left without one.
public enum FloorResult: Equatable, Sendable {
  case value(Int)
  case cancelled(FloorReason)
}

/// A route's one result callback, wrapped in a struct.
public struct FloorResultHandler {
  /// The callback, called once with the result.
  public let call: (FloorResult) -> Void

  /// Wraps `call`.
  public init(_ call: @escaping (FloorResult) -> Void) { self.call = call }
}

/// One route expecting a result.
struct FloorResultEntry {
  var id: Int
  var screen: FloorScreen
  var onResult: FloorResultHandler?
}

/// The floor of routing expecting a typed result (`Int`, known at compile time: no dynamic
/// cast) and finishing with it.
///
/// ```swift
/// let floor = FloorResultRouter()
/// let id = floor.push(.sheet(1), onResult: FloorResultHandler { print($0) })
/// floor.finish(id, with: 7)
/// ```
///
/// Prints `value(7)`.
public final class FloorResultRouter {
  private var entries: [FloorResultEntry] = []
  private var nextID = 1

  /// An empty stack.
  public init() {}

  /// How many routes are presented.
  public var count: Int { entries.count }

  /// Presents `screen` on top, expecting an `Int`.
  /// - Returns: The route's id.
  @inline(never) @discardableResult
  public func push(_ screen: FloorScreen, onResult: consuming FloorResultHandler?) -> Int {
    let id = nextID
    nextID &+= 1
    entries.append(FloorResultEntry(id: id, screen: screen, onResult: onResult))
    return id
  }

  /// Finishes the route `id` with `value`: it leaves with everything above it (their callbacks
  /// get `.cancelled(.dismissed)`, top-most first), then its callback gets the value.
  /// - Returns: `false` when no route has that id.
  @inline(never) @discardableResult
  public func finish(_ id: Int, with value: Int) -> Bool {
    guard let index = entries.lastIndex(where: { $0.id == id }) else { return false }
    while entries.count > index + 1 {
      entries.removeLast().onResult?.call(.cancelled(.dismissed))
    }
    entries.removeLast().onResult?.call(.value(value))
    return true
  }

  /// Removes the top route; its callback gets `.cancelled(.dismissed)`.
  /// - Returns: `false` at root.
  @inline(never) @discardableResult
  public func pop() -> Bool {
    guard let entry = entries.popLast() else { return false }
    entry.onResult?.call(.cancelled(.dismissed))
    return true
  }
}
