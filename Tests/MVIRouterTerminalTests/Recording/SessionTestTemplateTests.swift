import Foundation
import Testing

@testable import MVIRouterTerminal

/// The recorded test's suite takes its file's name only when that name makes a suite that
/// compiles.
@Suite struct SessionTestTemplateTests {
  let template = SessionTestTemplate(imports: ["App"], makeHost: "try App.host()")

  private func suite(for file: String) -> String {
    template.named(after: URL(fileURLWithPath: "/tmp/\(file)")).suiteName
  }

  @Test func aFileNamedAsAnIdentifierNamesTheSuite() {
    #expect(suite(for: "CheckoutTests.swift") == "CheckoutTests")
    #expect(suite(for: "walk_2.swift") == "walk_2")
  }

  /// `struct class {` or `struct _ {` does not compile: such a file keeps the default name.
  @Test(arguments: [
    "class.swift", "struct.swift", "func.swift", "import.swift", "_.swift", "Self.swift",
  ])
  func aFileNamedAsAKeywordKeepsTheDefaultName(file: String) {
    #expect(suite(for: file) == "RecordedSessionTests")
  }

  /// A suite named like a module the test imports or a name its host expression uses would
  /// hide it inside the suite (`struct App { … try App.host() … }` does not compile).
  @Test(arguments: ["App.swift", "Testing.swift", "MVIRouterTerminal.swift", "host.swift"])
  func aFileNamedAsWhatTheTestUsesKeepsTheDefaultName(file: String) {
    #expect(suite(for: file) == "RecordedSessionTests")
  }
}
