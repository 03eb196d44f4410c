import MVIRouter

/// Runs a ``TerminalRouter`` in the terminal: interactively when standard input is a terminal,
/// else (or with `--script FILE`) as a script of commands.
///
/// ```swift
/// let host = TerminalHost(router: AppTerminalRouter(routerEvents: RouterEvents()))
/// exit(await host.run(arguments: Array(CommandLine.arguments.dropFirst())))
/// ```
@MainActor
public final class TerminalHost<Router: TerminalRouter> {
  /// The router whose navigation is shown.
  public let router: Router
  private let waitIdle: @MainActor () async -> Void

  /// Creates a host.
  ///
  /// - Parameters:
  ///   - router: The router whose navigation is shown.
  ///   - waitIdle: Returns when the work the screens started has finished; the script command
  ///     `wait-idle` awaits it.
  public init(router: Router, waitIdle: @escaping @MainActor () async -> Void = {}) {
    self.router = router
    self.waitIdle = waitIdle
  }

  /// Runs until the user or the script quits.
  ///
  /// - Parameter arguments: The host's arguments: `--script FILE` runs a script.
  /// - Returns: The process exit code: 0 on success.
  public func run(arguments: [String]) async -> Int32 {
    print("The terminal host is not written yet.")
    return 1
  }
}
