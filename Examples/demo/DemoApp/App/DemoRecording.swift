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

  /// How a test recorded from this run makes the demo's host: ``host(arguments:)`` (or
  /// ``tabbedHost(arguments:)``) with the flags that shape the navigation. The host records
  /// with it for `--record FILE`, and in a terminal for `r` in the inspector; `nil` after
  /// `--restore` without `--record`, as a test starts where the demo starts.
  static func sessionTemplate(_ options: Options) -> SessionTestTemplate? {
    guard options.host.recordFile != nil || options.restoreFile == nil else { return nil }
    var arguments = ["--delay-ms", "\(options.delayMilliseconds)"]
    if options.fail { arguments.append("--fail") }
    if let link = options.openLink { arguments += ["--open", link] }
    let list = arguments.map { String(reflecting: $0) }.joined(separator: ", ")
    let make = options.tabs ? "tabbedHost" : "host"
    return SessionTestTemplate(
      imports: ["DemoApp"], makeHost: "try DemoApp.\(make)(arguments: [\(list)])")
  }
}
