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

  /// Names a recorded test cannot give its suite: Swift's keywords, and the names the test's
  /// source uses besides the template's.
  static let reservedNames: Set<String> = [
    "_", "Any", "Protocol", "Self", "Type", "as", "associatedtype", "await", "break", "case",
    "catch", "class", "continue", "default", "defer", "deinit", "do", "else", "enum",
    "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import",
    "in", "init", "inout", "internal", "is", "let", "nil", "operator", "precedencegroup",
    "private", "protocol", "public", "repeat", "rethrows", "return", "self", "static", "struct",
    "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var",
    "where", "while", "MainActor", "MVIRouterTerminal", "MVIRouterTesting", "RoutingRecorder",
    "Suite", "Swift", "TabbedRoutingRecorder", "Test", "Testing",
  ]

  /// The template with its suite named after `file` (`CheckoutTests.swift` names it
  /// `CheckoutTests`) when the suite has the default name and the file's name is a Swift
  /// identifier that the test can declare: not a keyword (`class.swift`), and not a name the
  /// test itself uses — a module it imports, a name in ``makeHost``, `RoutingRecorder`, `Test`
  /// — which the suite would hide inside it; else the template as it is.
  func named(after file: URL) -> SessionTestTemplate {
    let name = file.deletingPathExtension().lastPathComponent
    let isIdentifier =
      name.first.map { $0.isLetter || $0 == "_" } == true
      && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    let used = makeHost.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    guard suiteName == Self.defaultSuiteName, isIdentifier, !Self.reservedNames.contains(name),
      !imports.contains(name), !used.contains(name)
    else { return self }
    var named = self
    named.suiteName = name
    return named
  }
}
