import Foundation
import MVIRouterTerminal

extension DemoApp {
  /// The demo's host for its menu, made from the demo's flags exactly as `demo` makes it: what
  /// a test recorded with `demo --record FILE` calls to replay the session.
  ///
  /// ```swift
  /// let host = try DemoApp.host(arguments: ["--delay-ms", "20", "--open", "demo://movies"])
  /// print(host.screenFactory.routerEvents.state)
  /// ```
  ///
  /// Prints:
  /// ```
  /// root > push movies(search)
  /// ```
  ///
  /// - Parameter arguments: The demo's flags that shape its navigation: `--fail`,
  ///   `--delay-ms N`, `--open LINK`.
  /// - Returns: A host that has not run yet.
  /// - Throws: An error naming a bad flag or a link that cannot be opened.
  public static func host(arguments: [String]) throws -> TerminalHost<some TerminalScreenFactory> {
    let options = try parse(arguments)
    guard !options.tabs else { throw DemoArgumentError("for --tabs, call tabbedHost(arguments:)") }
    return try makeHost(options)
  }

  /// The tabbed demo's host (`demo --tabs`), made from the demo's flags exactly as `demo`
  /// makes it: what a test recorded with `demo --tabs --record FILE` calls.
  ///
  /// ```swift
  /// let host = try DemoApp.tabbedHost(arguments: ["--delay-ms", "20"])
  /// print(host.screenFactory.tabbedRouterEvents.tabs.count)
  /// ```
  ///
  /// Prints:
  /// ```
  /// 4
  /// ```
  ///
  /// - Parameter arguments: The demo's flags that shape its navigation: `--fail`,
  ///   `--delay-ms N`, `--open LINK`; `--tabs` may be given or not.
  /// - Returns: A host that has not run yet.
  /// - Throws: An error naming a bad flag or a link that cannot be opened.
  public static func tabbedHost(arguments: [String]) throws
    -> TerminalHost<some TabbedTerminalScreenFactory>
  {
    try makeTabbedHost(parse(arguments))
  }

  /// Records the session as a test: with `--record FILE`, written to FILE on quit and by `r` in
  /// the navigation inspector; in a terminal without it, written by `r` to
  /// `RecordedSessionTests.swift` in the current folder. The test calls ``host(arguments:)``
  /// (or ``tabbedHost(arguments:)``) with the flags that shape the navigation; its suite is
  /// named after the file (`--record CheckoutTests.swift` writes `struct CheckoutTests`) when
  /// that name is a Swift identifier, so several recorded files share a test target.
  ///
  /// - Throws: ``DemoArgumentError`` for `--record` with `--restore`: a test starts where the
  ///   app starts, not where a file left it.
  static func record<Factory>(_ host: TerminalHost<Factory>, _ options: Options)
    throws(DemoArgumentError)
  {
    if options.recordFile != nil, options.restoreFile != nil {
      throw DemoArgumentError(
        "--record cannot be used with --restore: a recorded test starts where the demo starts")
    }
    let interactive =
      options.host.scriptPath == nil && isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    guard options.recordFile != nil || (interactive && options.restoreFile == nil) else { return }
    var arguments = ["--delay-ms", "\(options.delayMilliseconds)"]
    if options.fail { arguments.append("--fail") }
    if let link = options.openLink { arguments += ["--open", link] }
    let list = arguments.map { String(reflecting: $0) }.joined(separator: ", ")
    let make = options.tabs ? "tabbedHost" : "host"
    let file = URL(fileURLWithPath: options.recordFile ?? "RecordedSessionTests.swift")
    let name = file.deletingPathExtension().lastPathComponent
    let isIdentifier =
      name.first.map { $0.isLetter || $0 == "_" } == true
      && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    host.recordSession(
      as: SessionTestTemplate(
        imports: ["DemoApp"], makeHost: "try DemoApp.\(make)(arguments: [\(list)])",
        suiteName: isIdentifier ? name : "RecordedSessionTests"),
      to: file, writeOnQuit: options.recordFile != nil)
  }
}
