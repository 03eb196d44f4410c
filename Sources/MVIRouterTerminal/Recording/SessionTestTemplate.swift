import Foundation

/// What a recorded session's test needs from the app: the modules to import and the Swift
/// expression that makes the app's host as it was when the session was recorded.
///
/// The test calls `makeHost` inside an `async throws` test function, so the expression may use
/// `try` and `await`; it must make a ``TerminalHost`` whose screen factory is of the same kind
/// (tabbed or not) from the same starting state, with the same script commands. An app
/// gives its test target such a factory — the demo's is `DemoApp.host(arguments:)`, which makes
/// the host exactly as `demo` does from the same flags. An app's `main` gives it to
/// ``TerminalHost/run(arguments:recordingAs:exploring:)``, which records for `--record FILE`.
///
/// ```swift
/// let template = SessionTestTemplate(
///   imports: ["DemoApp"], makeHost: #"try DemoApp.host(arguments: ["--delay-ms", "20"])"#)
/// host.recordSession(as: template, to: URL(fileURLWithPath: "RecordedSessionTests.swift"))
/// print(template.suiteName)
/// ```
///
/// Prints:
/// ```
/// RecordedSessionTests
/// ```
public struct SessionTestTemplate: Hashable, Sendable {
  /// The app's modules the test imports, besides `Testing`, `MVIRouterTesting` and
  /// `MVIRouterTerminal`.
  public var imports: [String]
  /// A Swift expression that makes the app's host; it may use `try` and `await`.
  public var makeHost: String
  /// The test suite's type name.
  public var suiteName: String
  /// The test function's name.
  public var testName: String

  /// Creates a template.
  ///
  /// - Parameters:
  ///   - imports: The app's modules the test imports.
  ///   - makeHost: A Swift expression that makes the app's host; it may use `try` and `await`.
  ///   - suiteName: The test suite's type name; `RecordedSessionTests` by default.
  ///   - testName: The test function's name; `recordedSession` by default.
  public init(
    imports: [String], makeHost: String, suiteName: String = "RecordedSessionTests",
    testName: String = "recordedSession"
  ) {
    self.imports = imports
    self.makeHost = makeHost
    self.suiteName = suiteName
    self.testName = testName
  }
}

extension SessionTestTemplate {
  /// The suite's default name, `RecordedSessionTests`.
  static let defaultSuiteName = "RecordedSessionTests"

  /// The template with its suite named after `file` (`CheckoutTests.swift` names it
  /// `CheckoutTests`) when the suite has the default name and the file's name is a Swift
  /// identifier; else the template as it is.
  func named(after file: URL) -> SessionTestTemplate {
    let name = file.deletingPathExtension().lastPathComponent
    let isIdentifier =
      name.first.map { $0.isLetter || $0 == "_" } == true
      && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    guard suiteName == Self.defaultSuiteName, isIdentifier else { return self }
    var named = self
    named.suiteName = name
    return named
  }
}
