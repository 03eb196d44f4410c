/// Why the terminal host cannot run interactively.
///
/// ```swift
/// do { try await host.runInteractive() } catch { print(error) }
/// // standard input and output must both be a terminal; run a script instead
/// ```
public struct TerminalHostError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public var reason: String

  /// Creates an error.
  ///
  /// - Parameter reason: What went wrong.
  public init(_ reason: String) { self.reason = reason }

  /// The reason.
  public var description: String { reason }
}
