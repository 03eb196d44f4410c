import Testing

@testable import MVIRouterTerminal

@Suite struct TerminalTabBarTests {
  let demo = ["Image", "Dogs", "Movies", "Products"]

  @Test func wideLineShowsEveryTitleWithItsNumberAndMarksTheSelectedOne() {
    let layout = TerminalTabBar(titles: demo, selected: 2).layout(width: 80)
    #expect(layout.text == "[ 1 Image] [ 2 Dogs] [▸3 Movies] [ 4 Products]")
    #expect(layout.indices == [0, 1, 2, 3])
    #expect(layout.columns == [0..<10, 11..<20, 21..<32, 33..<46])
  }

  @Test func narrowLineCutsTitlesToOneWidthThenShowsNumbersAlone() {
    let bar = TerminalTabBar(titles: demo, selected: 0)
    #expect(bar.layout(width: 40).text == "[▸1 Ima…] [ 2 Dogs] [ 3 Mov…] [ 4 Pro…]")
    #expect(bar.layout(width: 32).text == "[▸1 I…] [ 2 D…] [ 3 M…] [ 4 P…]")
    #expect(bar.layout(width: 32).indices == [0, 1, 2, 3])
    #expect(bar.layout(width: 24).text == "[▸1] [ 2] [ 3] [ 4]")
  }

  @Test func tooManyTabsShowAWindowAroundTheSelectedOneWithMarkers() {
    let titles = (1...12).map { "Tab \($0)" }
    let layout = TerminalTabBar(titles: titles, selected: 10).layout(width: 30)
    #expect(layout.indices.contains(10))
    #expect(layout.text.hasPrefix("‹ "))
    #expect(layout.text.contains("[▸"))
    #expect(layout.text.count <= 30)
  }

  @Test func onlyTheFirstNineTabsHaveANumber() {
    let titles = (1...10).map { "T\($0)" }
    let layout = TerminalTabBar(titles: titles, selected: 9).layout(width: 200)
    #expect(layout.text.hasSuffix("[ 9 T9] [▸T10]"))
  }

  @Test func eachShownTabsColumnsCoverItsLabel() {
    let layout = TerminalTabBar(titles: demo, selected: 1).layout(width: 80)
    let characters = Array(layout.text)
    for (index, columns) in zip(layout.indices, layout.columns) {
      let label = String(characters[columns])
      #expect(label.hasPrefix("[") && label.hasSuffix("]"))
      #expect(label.contains(demo[index]))
    }
  }

  @Test func noTabsOrNoRoomIsAnEmptyLine() {
    #expect(TerminalTabBar(titles: [], selected: 0).layout(width: 80).text == "")
    #expect(TerminalTabBar(titles: demo, selected: 0).layout(width: 0).text == "")
  }
}
