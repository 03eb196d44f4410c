/// Why a script line cannot run, or why running it failed.
///
/// ```swift
/// do { _ = try ScriptCommand.parse("jump 3") } catch { print(error) }
/// // unknown command "jump"; commands: key, type, resize, snapshot, expect, wait-idle, quit
/// ```
public struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public var reason: String

  /// Creates an error.
  ///
  /// - Parameter reason: What went wrong.
  public init(_ reason: String) { self.reason = reason }

  /// The reason.
  public var description: String { reason }
}
