/// A floor alert with typed actions, as the benchmark's typed alert has.
public enum FloorAlert: Equatable, Sendable {
  case confirm

  /// What the alert's buttons stand for.
  public enum Action: Equatable, Sendable {
    case keep
    case delete
  }
}

/// An alert's one action callback, wrapped in a struct.
public struct FloorAlertHandler {
  /// The callback, called once with the chosen action.
  public let call: (FloorAlert.Action) -> Void

  /// Wraps `call`.
  public init(_ call: @escaping (FloorAlert.Action) -> Void) { self.call = call }
}

/// One presented alert.
struct FloorAlertEntry {
  var id: Int
  var alert: FloorAlert
  var onAction: FloorAlertHandler?
}

/// The floor of alerts: a queue of struct entries, the first one visible; resolving it removes
/// it and calls its callback with the typed action.
///
/// ```swift
/// let alerts = FloorAlerts()
/// alerts.present(.confirm, onAction: FloorAlertHandler { print($0) })
/// alerts.resolve(.delete)
/// ```
///
/// Prints `delete`.
public final class FloorAlerts {
  private var entries: [FloorAlertEntry] = []
  private var nextID = 1

  /// No alert.
  public init() {}

  /// How many alerts are queued, the visible one included.
  public var count: Int { entries.count }

  /// Queues `alert`; it is visible when no other alert is.
  /// - Returns: The alert's id.
  @inline(never) @discardableResult
  public func present(_ alert: FloorAlert, onAction: consuming FloorAlertHandler?) -> Int {
    let id = nextID
    nextID &+= 1
    entries.append(FloorAlertEntry(id: id, alert: alert, onAction: onAction))
    return id
  }

  /// Resolves the visible alert with `action`: it leaves, then its callback gets the action.
  /// - Returns: `false` when no alert is visible.
  @inline(never) @discardableResult
  public func resolve(_ action: FloorAlert.Action) -> Bool {
    guard !entries.isEmpty else { return false }
    // The visible alert alone (the common case) leaves from the end, without moving anything;
    // behind a queue the others move up, in order.
    let entry = entries.count == 1 ? entries.removeLast() : entries.removeFirst()
    entry.onAction?.call(action)
    return true
  }
}
