import MVIRouter
import Testing

/// A feature's deep link map mounted under a prefix of the app's.
@Suite struct DeepLinkMapMountingTests {
  static let shopLinks = DeepLinkMap<ShopScreen>(
    scheme: "shop",
    [
      DeepLink("") { _ in [.push(.catalog)] },
      DeepLink("items/:id") { p in [.push(.catalog), .push(.item(try p.int("id")))] },
      DeepLink("basket") { _ in [.push(.catalog), .sheet(.basket)] },
      DeepLink("closed") { _ in throw ShopClosed() },
    ])

  struct ShopClosed: Error, CustomStringConvertible {
    var description: String { "the shop is closed" }
  }

  static let appLinks = DeepLinkMap<HostScreen>(
    scheme: "app",
    [
      DeepLink("") { _ in [] },
      DeepLink("settings") { _ in [.cover(.settings)] },
      DeepLink("store/items/1") { _ in [.push(.home)] },
    ]
  )
  .mounting(shopLinks, at: "store", embed: HostScreen.shop)

  @Test func aMountedLinkOpensTheFeatureScreensEmbedded() throws {
    #expect(
      try Self.appLinks.steps(for: "app://store/items/7")
        == [.push(.shop(.catalog)), .push(.shop(.item(7)))])
    #expect(try Self.appLinks.steps(for: "app://store") == [.push(.shop(.catalog))])
    #expect(
      try Self.appLinks.steps(for: "APP://Store/basket/") == [
        .push(.shop(.catalog)), .sheet(.shop(.basket)),
      ])
    #expect(try Self.appLinks.steps(for: "app://settings") == [.cover(.settings)])
  }

  @Test func theAppsOwnPatternsWinOverMountedOnes() throws {
    #expect(try Self.appLinks.steps(for: "app://store/items/1") == [.push(.home)])
  }

  @Test func anUnknownPathUnderThePrefixNamesTheWholePath() {
    #expect(throws: DeepLinkError.unknownPath("store/items")) {
      try Self.appLinks.steps(for: "app://store/items")
    }
    #expect(throws: DeepLinkError.unknownPath("store/items/7/reviews")) {
      try Self.appLinks.steps(for: "app://store/items/7/reviews")
    }
  }

  @Test func errorsOfTheFeatureKeepTheirMeaning() {
    #expect(
      throws: DeepLinkError.invalidParameter(name: "id", value: "x", reason: "is not a number")
    ) {
      try Self.appLinks.steps(for: "app://store/items/x")
    }
    #expect(
      throws: DeepLinkError.rejected(path: "store/closed", reason: "the shop is closed")
    ) {
      try Self.appLinks.steps(for: "app://store/closed")
    }
    #expect(throws: DeepLinkError.unsupportedScheme(found: "shop", expected: "app")) {
      try Self.appLinks.steps(for: "shop://items/7")
    }
  }

  @Test func aPrefixOfSeveralSegmentsAndSlashesAtItsEndsWorks() throws {
    let links = DeepLinkMap<HostScreen>(scheme: "app", [])
      .mounting(Self.shopLinks, at: "/apps/shop/", embed: HostScreen.shop)
    #expect(try links.steps(for: "app://apps/shop/items/2").last == .push(.shop(.item(2))))
    #expect(
      links.links.map(\.pattern) == [
        "apps/shop", "apps/shop/items/:id", "apps/shop/basket", "apps/shop/closed",
      ])
  }

  @Test @MainActor func openingAMountedLinkThroughTheAppRouterIsSeenByTheScope() throws {
    let app = RouterEvents<HostScreen, HostAlert>(router: HostRouter())
    try app.open("app://store/items/7", using: Self.appLinks)
    #expect("\(app.shop.state)" == "root > push catalog > push item(7)")
  }

  @Test func theFeatureMapWorksAloneWithItsOwnScheme() throws {
    #expect(try Self.shopLinks.steps(for: "shop://items/4") == [.push(.catalog), .push(.item(4))])
  }
}
