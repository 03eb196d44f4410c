import MVIRouter
import Testing

let coreLinks = DeepLinkMap<CoreScreen>(
  scheme: "shop",
  [
    DeepLink("") { _ in [] },
    DeepLink("list") { _ in [.push(.list)] },
    DeepLink("items/:id") { p in [.push(.list), .push(.detail(try p.int("id")))] },
    DeepLink("items/:id/edit") { p in
      [.push(.list), .push(.detail(try p.int("id"))), .sheet(.edit)]
    },
    DeepLink("settings/pick") { _ in [.cover(.settings), .sheet(.picker)] },
  ])

@Suite struct DeepLinkParsingTests {
  @Test func parametersBecomeScreens() throws {
    #expect(try coreLinks.steps(for: "shop://items/7") == [.push(.list), .push(.detail(7))])
  }

  @Test func nestedModals() throws {
    #expect(
      try coreLinks.steps(for: "shop://items/3/edit")
        == [.push(.list), .push(.detail(3)), .sheet(.edit)])
    #expect(
      try coreLinks.steps(for: "shop://settings/pick") == [.cover(.settings), .sheet(.picker)])
  }

  @Test func theBareSchemeIsTheRoot() throws {
    #expect(try coreLinks.steps(for: "shop://") == [])
  }

  @Test func schemeIsCaseInsensitiveAndSlashesQueryAndFragmentAreTolerated() throws {
    #expect(
      try coreLinks.steps(for: "SHOP://items/7/?from=mail#top") == [
        .push(.list), .push(.detail(7)),
      ])
  }

  @Test func percentEncodedSegmentsAndQueryItemsAreDecoded() throws {
    let map = DeepLinkMap<CoreScreen>(
      scheme: "shop",
      [
        DeepLink("find/:term") { p in
          let term = try p.string("term")
          let sort = try p.string("sort")
          return [
            .push(.detail(term == "blue cup" ? 1 : 0)), .push(.detail(sort == "price asc" ? 1 : 0)),
          ]
        }
      ])
    #expect(
      try map.steps(for: "shop://find/blue%20cup?sort=price+asc") == [
        .push(.detail(1)), .push(.detail(1)),
      ])
  }

  @Test func otherErrorsFromALinkAreRefusals() {
    struct OutOfStock: Error, CustomStringConvertible { var description: String { "out of stock" } }
    let map = DeepLinkMap<CoreScreen>(scheme: "shop", [DeepLink("buy") { _ in throw OutOfStock() }])
    #expect(throws: DeepLinkError.rejected(path: "buy", reason: "out of stock")) {
      try map.steps(for: "shop://buy")
    }
  }

  @Test(arguments: [
    ("items/7", DeepLinkError.malformedURL("items/7")),
    ("shop:/items/7", .malformedURL("shop:/items/7")),
    ("://items", .malformedURL("://items")),
    ("shop://items/7 8", .malformedURL("shop://items/7 8")),
    ("http://items/7", .unsupportedScheme(found: "http", expected: "shop")),
    ("shop://items/7/cast", .unknownPath("items/7/cast")),
    ("shop://nowhere", .unknownPath("nowhere")),
    (
      "shop://items/seven", .invalidParameter(name: "id", value: "seven", reason: "is not a number")
    ),
    ("shop://items/%E0%A4%A", .badEncoding("%E0%A4%A")),
    ("shop://items/%zz", .badEncoding("%zz")),
  ])
  func badLinksSayWhatDidNotMatch(link: String, error: DeepLinkError) {
    #expect(throws: error) { try coreLinks.steps(for: link) }
  }

  @Test func errorsReadWell() {
    #expect(
      DeepLinkError.unknownPath("items/7/cast").description
        == "no link matches the path \"items/7/cast\"")
    #expect(
      DeepLinkError.invalidParameter(name: "id", value: "x", reason: "is not a number").description
        == "parameter \"id\" is not a number: \"x\"")
    #expect(DeepLinkParameters().int("id") == nil)
  }

  /// Bytes that are percent-encoded well but are not UTF-8 are not called broken
  /// percent-encoding: `%FF` is written correctly, and the link's author looks for the wrong
  /// fault.
  @Test func badEncodingSaysWhichFaultItIs() {
    #expect(
      DeepLinkError.badEncoding("%zz").description == "broken percent-encoding in \"%zz\"")
    #expect(
      DeepLinkError.badEncoding("%E0%A4%A").description
        == "broken percent-encoding in \"%E0%A4%A\"")
    #expect(
      DeepLinkError.badEncoding("%FF").description
        == "the percent-encoded bytes of \"%FF\" are not UTF-8 text")
    #expect(
      DeepLinkError.badEncoding("a%C3").description
        == "the percent-encoded bytes of \"a%C3\" are not UTF-8 text")
  }
}

extension DeepLinkParameters {
  fileprivate func int(_ name: String) -> Int? { try? int(name) as Int }
}

@Suite @MainActor struct NavigationPlanTests {
  func state(_ steps: [RouteStep<CoreScreen>]) -> NavigationState<CoreScreen, CoreAlert> {
    NavigationState(
      routes: steps.enumerated().map {
        Route(
          id: RouteID(rawValue: $0.offset + 1), screen: $0.element.screen,
          presentation: $0.element.presentation)
      })
  }

  @Test func theCommonPrefixIsKept() {
    let plan = state([.push(.list), .push(.detail(1)), .sheet(.edit)])
      .plan(to: [.push(.list), .push(.detail(3))])
    #expect(plan.kept.map(\.step) == [.push(.list)])
    #expect(plan.dismissed.map(\.step) == [.sheet(.edit), .push(.detail(1))])
    #expect(plan.presented == [.push(.detail(3))])
    #expect(
      plan.description
        == "keep [\"push list\"]; dismiss [\"sheet edit\", \"push detail(1)\"]; present [\"push detail(3)\"]"
    )
  }

  @Test func theSameRoutesPlanNothing() {
    #expect(state([.push(.list)]).plan(to: [.push(.list)]).isEmpty)
  }

  @Test func aDifferentPresentationIsADifferentRoute() {
    let plan = state([.push(.edit)]).plan(to: [.sheet(.edit)])
    #expect(plan.kept.isEmpty)
    #expect(plan.dismissed.count == 1)
  }
}

@Suite @MainActor struct OpeningLinksTests {
  let harness = CoreHarness()

  @Test func openingKeepsThePrefixAndDismissesTheRestWithTheDeepLinkReason() throws {
    var reasons: [String] = []
    harness.routerEvents.routeTo(.list) { reasons.append("list \($0)") }
    harness.routerEvents.routeTo(.detail(1)) { reasons.append("detail \($0)") }
    harness.routerEvents.routeTo(.picker) { reasons.append("picker \($0)") }
    _ = harness.takeEvents()
    try harness.routerEvents.open("shop://items/9/edit", using: coreLinks)
    #expect(harness.text == "root > push list > push detail(9) > sheet edit")
    #expect(
      harness.takeEvents() == [
        "dismissed sheet picker (deepLink)", "dismissed push detail(1) (deepLink)",
        "routed push detail(9)", "routed sheet edit",
      ])
    #expect(reasons == ["picker deepLink", "detail deepLink"])
    #expect(harness.hooks.dismissed == ["picker deepLink", "detail(1) deepLink"])
    // The kept route's callback fires later, once, for its own dismissal.
    harness.routerEvents.setRoutes([])
    #expect(reasons == ["picker deepLink", "detail deepLink", "list replaced"])
  }

  @Test func alertsOfDismissedRoutesLeaveWithThem() throws {
    harness.routerEvents.routeTo(.edit)
    harness.routerEvents.presentAlert(.delete)
    _ = harness.takeEvents()
    try harness.routerEvents.open("shop://list", using: coreLinks)
    #expect(
      harness.takeEvents() == [
        "alert dismissed delete (deepLink)", "dismissed sheet edit (deepLink)", "routed push list",
      ])
  }

  @Test func aBadLinkChangesNothing() {
    harness.routerEvents.routeTo(.list)
    _ = harness.takeEvents()
    #expect(throws: DeepLinkError.unknownPath("nope")) {
      try harness.routerEvents.open("shop://nope", using: coreLinks)
    }
    #expect(harness.text == "root > push list")
    #expect(harness.takeEvents().isEmpty)
  }

  @Test func openingWhereWeAlreadyAreIsIgnored() throws {
    try harness.routerEvents.open("shop://list", using: coreLinks)
    #expect(
      try harness.routerEvents.open("shop://list", using: coreLinks)
        == .ignored(.unchanged(.openLink)))
  }
}

/// How link text becomes a path and query items: decoding, separators, case and precedence.
@Suite struct LinkTextTests {
  /// Reports what the link carried, as the refusal's reason.
  struct Echo: Error, CustomStringConvertible {
    var description: String
  }

  /// A map whose `find/:term` link echoes `term` as the closure reads it, then the query.
  static let echo = DeepLinkMap<CoreScreen>(
    scheme: "shop",
    [
      DeepLink("find/:term") { p in
        let query = p.query.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        throw Echo(description: "[\(try p.string("term"))] \(query)")
      },
      DeepLink("items/:id") { p in [.push(.detail(try p.int("id")))] },
      DeepLink("items/:id/edit") { p in [.push(.detail(try p.int("id"))), .sheet(.edit)] },
    ])

  /// What `find/:term` saw for `link`.
  func echoed(_ link: String) -> String {
    do {
      _ = try Self.echo.steps(for: link)
      return "opened"
    } catch {
      guard case .rejected(_, let reason) = error else { return "\(error)" }
      return reason
    }
  }

  @Test func aLeadingByteOrderMarkIsKeptAsText() {
    #expect(echoed("shop://find/%EF%BB%BF7") == "[\u{FEFF}7] []")
    #expect(
      throws: DeepLinkError.invalidParameter(
        name: "id", value: "\u{FEFF}7", reason: "is not a number")
    ) { try Self.echo.steps(for: "shop://items/%EF%BB%BF7") }
  }

  @Test(arguments: [
    "%80", "%BF", "%C0%AF", "%E0%80%AF", "%ED%A0%80", "%F4%90%80%80", "%E0%A4", "%FF", "a%C3",
  ])
  func percentEncodedBytesThatAreNotUTF8AreBadEncoding(segment: String) {
    #expect(throws: DeepLinkError.badEncoding(segment)) {
      try Self.echo.steps(for: "shop://find/\(segment)")
    }
    #expect(throws: DeepLinkError.badEncoding(segment)) {
      try Self.echo.steps(for: "shop://find/x?sort=\(segment)")
    }
  }

  @Test func percentEncodedTextDecodesExactly() {
    #expect(echoed("shop://find/%C3%A9%F0%9F%8E%AC%2F%3F%23%25") == "[é🎬/?#%] []")
    #expect(echoed("shop://find/%0A%00%7F") == "[\n\u{0}\u{7F}] []")
    #expect(echoed("shop://find/日本") == "[日本] []")
  }

  @Test(arguments: [
    "\u{7F}", "\u{80}", "\u{9B}", "\u{9F}", "\u{1B}", "\u{0}", " ", "\u{A0}", "\t", "\r",
    "\u{1F}", "\u{85}", "\u{2003}", "\u{3000}",
  ])
  func rawControlAndSpaceCharactersAreMalformed(character: String) {
    for link in [
      "shop://find/a\(character)b", "shop://find/a?sort=\(character)", "shop://find/a#\(character)",
    ] {
      #expect(throws: DeepLinkError.malformedURL(link)) { try Self.echo.steps(for: link) }
    }
  }

  @Test func plusIsASpaceInQueriesOnly() {
    #expect(
      echoed("shop://find/a+b?sort=price+asc&q%2B=1%2B1")
        == "[a+b] [\"q+=1+1\", \"sort=price asc\"]")
  }

  @Test func aSingleTrailingSlashIsIgnoredButEmptySegmentsMatchNothing() {
    #expect(echoed("shop://find/x/") == "[x] []")
    #expect(throws: DeepLinkError.unknownPath("items//edit")) {
      try Self.echo.steps(for: "shop://items//edit")
    }
    #expect(throws: DeepLinkError.unknownPath("find/x/")) {
      try Self.echo.steps(for: "shop://find/x//")
    }
    #expect(throws: DeepLinkError.unknownPath("/find/x")) {
      try Self.echo.steps(for: "shop:///find/x")
    }
    #expect(throws: DeepLinkError.unknownPath("find/")) {
      try Self.echo.steps(for: "shop://find//")
    }
  }

  @Test func theHostIgnoresCaseAndTheRestOfThePathDoesNot() throws {
    #expect(try Self.echo.steps(for: "SHOP://ITEMS/7") == [.push(.detail(7))])
    #expect(echoed("shop://Find/MiXed") == "[MiXed] []")
    #expect(throws: DeepLinkError.unknownPath("items/7/EDIT")) {
      try Self.echo.steps(for: "shop://items/7/EDIT")
    }
  }

  @Test func aPathParameterWinsOverAQueryItemOfTheSameName() throws {
    #expect(echoed("shop://find/cups?term=plates") == "[cups] [\"term=plates\"]")
    #expect(try Self.echo.steps(for: "shop://items/7?id=8") == [.push(.detail(7))])
  }

  @Test func theLastOfRepeatedQueryItemsWins() {
    #expect(echoed("shop://find/x?sort=a&sort=b") == "[x] [\"sort=b\"]")
  }

  @Test(arguments: [
    ("shop://a b/%zz", DeepLinkError.malformedURL("shop://a b/%zz")),
    ("1shop://find/x", .malformedURL("1shop://find/x")),
    ("http://find/%zz", .unsupportedScheme(found: "http", expected: "shop")),
    ("shop://nowhere/%zz", .badEncoding("%zz")),
    ("shop://nowhere?sort=%zz", .badEncoding("%zz")),
    ("shop://items/%zz/edit", .badEncoding("%zz")),
    ("shop://nowhere/x?sort=1", .unknownPath("nowhere/x")),
    (
      "shop://items/seven/edit",
      .invalidParameter(name: "id", value: "seven", reason: "is not a number")
    ),
  ])
  func errorsComeInAFixedOrder(link: String, error: DeepLinkError) {
    #expect(throws: error) { try Self.echo.steps(for: link) }
  }
}
