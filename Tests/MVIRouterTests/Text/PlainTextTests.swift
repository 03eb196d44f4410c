import MVIRouter
import Testing

/// A screen without optionals, to compare with the standard library's text.
enum ReferenceScreen: Sendable {
  case list
  case detail(Int)
  case edit(id: Int, title: String)
  case nested(Inner)
  case pair((Int, String))
  case values([Int], Set<Int>, [String: Int])
  case contact(Contact)
  indirect case stack(ReferenceScreen)

  enum Inner: Sendable {
    case a
    case b(Int)
  }
}

private struct Point { var x: Int?, y: Int }
private final class Box {}

@Suite struct PlainTextTests {
  @Test func anOptionalAssociatedValuePrintsItsValueOrNil() {
    #expect(PlainText.describe(ReplyScreen.reply(replyTo: 1)) == "reply(replyTo: 1)")
    #expect(PlainText.describe(ReplyScreen.reply(replyTo: nil)) == "reply(replyTo: nil)")
    #expect(PlainText.describe(ReplyScreen.folder("Archive")) == #"folder("Archive")"#)
  }

  @Test func nestedOptionalsPrintTheInnermostValueOrNil() {
    #expect(PlainText.describe(ReplyScreen.thread(7)) == "thread(7)")
    #expect(PlainText.describe(ReplyScreen.thread(.some(nil))) == "thread(nil)")
    #expect(PlainText.describe(ReplyScreen.thread(nil)) == "thread(nil)")
  }

  @Test func optionalsInsideStructsTuplesAndCollectionsPrintPlainly() {
    #expect(
      PlainText.describe(ReplyScreen.compose(Draft(to: "ann", copies: nil)))
        == #"compose(MVIRouterTests.Draft(to: "ann", copies: nil))"#)
    #expect(PlainText.describe(Point(x: 1, y: 2)) == "Point(x: 1, y: 2)")
    #expect(PlainText.describe((1 as Int?, b: nil as String?)) == "(1, b: nil)")
    #expect(PlainText.describe(ReplyScreen.search([1, nil])) == "search([1, nil])")
    #expect(PlainText.describe([3: nil as Int?]) == "[3: nil]")
    #expect(PlainText.describe(Set([Int?.none])) == "[nil]")
  }

  @Test func aTypeWithItsOwnDescriptionKeepsItsText() {
    #expect(PlainText.describe(ReplyScreen.contact(Contact(name: "Ann"))) == "contact(contact Ann)")
    #expect(PlainText.describe(Contact(name: "Bo")) == "contact Bo")
    #expect(PlainText.describe(RouteID(rawValue: 4)) == "#4")
    // Text that merely looks like an optional is left as it is.
    #expect(PlainText.describe(Contact(name: "Optional(1)")) == "contact Optional(1)")
    #expect(
      PlainText.describe(ReferenceScreen.edit(id: 1, title: "Optional(2)"))
        == #"edit(id: 1, title: "Optional(2)")"#)
  }

  @Test func aTopLevelOptionalPrintsItsValueOrNil() {
    #expect(PlainText.describe(Int?.some(3) as Any) == "3")
    #expect(PlainText.describe(String?.some("archive") as Any) == "archive")
    #expect(PlainText.describe(Int?.none as Any) == "nil")
  }

  @Test(
    arguments: [
      ReferenceScreen.list, .detail(3), .edit(id: 1, title: "a\"b"), .nested(.a), .nested(.b(2)),
      .pair((1, "x")), .values([1, 2], [5], ["k": 1]), .values([], [], [:]),
      .contact(Contact(name: "Cy")), .stack(.stack(.detail(1))),
    ])
  func valuesWithoutOptionalsPrintAsTheStandardLibraryPrintsThem(screen: ReferenceScreen) {
    #expect(PlainText.describe(screen) == String(describing: screen))
    #expect(PlainText.describeFromParts(screen) == String(describing: screen))
  }

  @Test func otherValuesPrintAsTheStandardLibraryPrintsThem() {
    let values: [Any] = [Point(x: nil, y: 0), Box(), (1, "a"), "text", 2.5, [1], Set([1]), [1: 2]]
    for value in values {
      #expect(PlainText.describe(value) == String(describing: value), "\(type(of: value))")
      #expect(
        PlainText.describeFromParts(value) == String(describing: value), "\(type(of: value))")
    }
  }
}

/// A feature's screens and alerts embedded in an app's print as they do on their own, with no
/// conformance to write.
@MainActor
@Suite struct EmbeddedPlainTextTests {
  enum CheckoutScreen: RouterScreenProtocol {
    case review
    case pay(total: Double)
  }
  enum CheckoutAlert: RouterAlertScreenProtocol { case declined }
  enum AppScreen: RouterScreenProtocol {
    case home
    case checkout(CheckoutScreen)
  }
  enum AppAlert: RouterAlertScreenProtocol { case checkout(CheckoutAlert) }

  @Test func anEmbeddedScreenAndAlertPrintPlainly() {
    let app = RouterEvents<AppScreen, AppAlert>()
    app.routeTo(.checkout(.review), as: .push)
    app.routeTo(.checkout(.pay(total: 9.5)), as: .sheet)
    app.presentAlert(.checkout(.declined))
    #expect(
      app.state.description
        == "root > push checkout(review) > sheet checkout(pay(total: 9.5)) | alert checkout(declined)[OK]"
    )
  }
}
