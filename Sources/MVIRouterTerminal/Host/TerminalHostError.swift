/// Why the terminal host cannot do what was asked: a script line that cannot run or failed, a
/// terminal that cannot be used, or bad command-line arguments.
///
/// ```swift
/// do { try await host.runInteractive() } catch { print(error) }
/// // standard input and output must both be a terminal; run a script instead
/// ```
///
/// A script command added with ``TerminalHost/addScriptCommand(_:_:)`` may throw it to fail
/// the script at its line with a reason:
///
/// ```swift
/// host.addScriptCommand("open") { link in
///   guard let url = URL(string: link) else { throw TerminalHostError("not a link: \(link)") }
///   try routerEvents.open(url.absoluteString, using: links)
/// }
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
