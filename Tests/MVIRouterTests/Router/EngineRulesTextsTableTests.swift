import Foundation
import Testing

@testable import MVIRouter

/// The EngineRules article's table of the text each operation prints lists exactly the texts the
/// operations print: every operation's text is in it, and every text in it is one an operation
/// prints.
@Suite struct EngineRulesTextsTableTests {
  /// Each kind of operation, with the values the table's examples use.
  static let examples: [RouterOperation] = [
    .dismiss, .dismissRoute(RouteID(rawValue: 3)), .dismissAll, .pop, .popToRoot,
    .popToRoute(RouteID(rawValue: 3)), .popToScreen("detail(1)"), .goBack, .userBack, .setRoutes,
    .openLink, .restore, .presentAlert("delete", owner: .route(RouteID(rawValue: 77))),
    .resolveAlert("Delete"),
    .cancelAlert, .finish(RouteID(rawValue: 3), value: "4"), .close(RouteID(rawValue: 3)),
    .selectTab("search"), .confirmDeferred(1), .abandonDeferred(1),
    .writeBack(PresentationWriteBack.popped([RouteID(rawValue: 3)])),
    .writeBack(PresentationWriteBack.sheetDismissed(RouteID(rawValue: 2))),
    .writeBack(PresentationWriteBack.coverDismissed(RouteID(rawValue: 2))),
    .writeBack(PresentationWriteBack.alertDismissed(AlertID(rawValue: 2))),
    .writeBack(PresentationWriteBack.alertButtonChosen(AlertID(rawValue: 2), index: 1)),
    .routeTo(.sheet, screen: "checkout"),
    .reattachRoute(RouteID(rawValue: 3)), .reattachAlert(AlertID(rawValue: 2)),
    .guardDismissal(RouteID(rawValue: 3)),
  ]

  /// The kind's place in the vocabulary: a new kind does not compile here until it is given
  /// one, and then fails the test until the examples and the table list it.
  static func position(of kind: RouterOperation) -> Int {
    switch kind {
    case .dismiss: 0
    case .dismissRoute: 1
    case .dismissAll: 2
    case .pop: 3
    case .popToRoot: 4
    case .popToRoute: 5
    case .popToScreen: 6
    case .goBack: 7
    case .userBack: 8
    case .setRoutes: 9
    case .openLink: 10
    case .restore: 11
    case .presentAlert: 12
    case .resolveAlert: 13
    case .cancelAlert: 14
    case .finish: 15
    case .close: 16
    case .selectTab: 17
    case .confirmDeferred: 18
    case .abandonDeferred: 19
    case .writeBack: 20
    case .routeTo: 21
    case .reattachRoute: 22
    case .reattachAlert: 23
    case .guardDismissal: 24
    }
  }

  /// The code spans of the table's second column that name a call (they contain `(`).
  static func tableTexts() throws -> Set<String> {
    let article = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("Sources/MVIRouter/Documentation.docc/Articles/EngineRules.md")
    let lines = try String(contentsOf: article, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    let header = try #require(
      lines.firstIndex { $0.hasPrefix("| the call | prints in a reason as") })
    var texts: Set<String> = []
    for line in lines[(header + 2)...] {
      guard line.hasPrefix("|") else { break }
      let columns = line.split(separator: "|", omittingEmptySubsequences: false)
      let printed = columns[2].split(separator: "`", omittingEmptySubsequences: false)
      for (index, span) in printed.enumerated() where index % 2 == 1 && span.contains("(") {
        texts.insert(String(span))
      }
    }
    return texts
  }

  @Test func everyKindOfOperationHasAnExample() {
    let positions = Set(Self.examples.map(Self.position(of:)))
    #expect(positions == Set(0...24))
  }

  @Test func theTableListsExactlyTheTextsOperationsPrint() throws {
    let printed = Set(Self.examples.map(\.description))
    let listed = try Self.tableTexts()
    #expect(printed.subtracting(listed).sorted() == [], "printed but not in the table")
    #expect(listed.subtracting(printed).sorted() == [], "in the table but never printed")
  }
}
