import Foundation

extension TabbedNavigationState: Codable
where
  Tab: Codable, Screen: Codable, Alert: Codable,
  Alert.Action: Codable
{
  /// The version of the saved form this library writes: the one saved format's, the version of
  /// each tab's navigation inside it too.
  package static var formatVersion: Int { SavedFormat.version }

  /// The versions of the saved form this library reads: only ``formatVersion`` so far.
  package static var readableFormatVersions: ClosedRange<Int> { formatVersion...formatVersion }

  enum CodingKeys: String, CodingKey {
    case version, selectedTab, tabs, overlay
  }

  enum TabKeys: String, CodingKey {
    case tab, state
  }

  /// Decodes a saved state and checks it: the format version first, then the tabs, each tab's
  /// navigation and the overlay (each checked as ``NavigationState`` checks a saved state), then
  /// the whole (tabs unique, the selected tab one of them, no id used twice).
  ///
  /// The saved form is `{"version": 2, "selectedTab": …, "tabs": [{"tab": …, "state": …}],
  /// "overlay": …}`, each state in the form ``NavigationState`` saves. Any `Decoder` works;
  /// ``TabbedRouterEvents/restore(from:)`` decodes with Foundation's `JSONDecoder` through this
  /// initializer.
  ///
  /// ```swift
  /// let data = try tabs.savedState()
  /// let state = try JSONDecoder().decode(
  ///   TabbedNavigationState<AppTab, AppScreen, AppAlert>.self, from: data)
  /// print(state.selectedTab)
  /// ```
  ///
  /// Prints `inbox`.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` for malformed data, a version this library cannot read (its
  ///   underlying error a ``RestorationError``), or a state that fails those checks.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    _ = try Self.decodeFormatVersion(from: container, forKey: .version)
    let selected = try container.decode(Tab.self, forKey: .selectedTab)
    var tabsContainer = try container.nestedUnkeyedContainer(forKey: .tabs)
    var tabs: [Tab] = []
    var stacks: [Tab: NavigationState<Screen, Alert>] = [:]
    while !tabsContainer.isAtEnd {
      let entry = try tabsContainer.nestedContainer(keyedBy: TabKeys.self)
      let tab = try entry.decode(Tab.self, forKey: .tab)
      tabs.append(tab)
      let state = try entry.decode(NavigationState<Screen, Alert>.self, forKey: .state)
      if stacks.updateValue(state, forKey: tab) != nil {
        throw NavigationStateError(reason: "tab \(plain: tab) appears twice")
          .decodingError(at: decoder.codingPath)
      }
    }
    let overlay = try container.decode(NavigationState<Screen, Alert>.self, forKey: .overlay)
    self.init(tabs: tabs, selected: selected, stacks: stacks, overlay: overlay)
    do {
      try validate()
    } catch {
      throw error.decodingError(at: decoder.codingPath)
    }
  }

  /// The bytes ``TabbedRouterEvents/savedState()`` returns: exactly what `JSONEncoder` with
  /// sorted keys writes for the whole state, each router's navigation written as
  /// ``NavigationState`` writes it for a save (a part of its routes at a time), so that saving
  /// holds `JSONEncoder`'s tree of one part, not of every route.
  ///
  /// Cost: O(routes + alerts + tabs).
  package func savedData() throws -> Data {
    let encoder = SavedStateCoding.makeEncoder()
    var data = Data(#"{"overlay":"#.utf8)
    try data.append(
      SavedStateCoding.placingErrors(at: [SavedKey("overlay")]) { try overlay.savedData() })
    data.append(contentsOf: #","selectedTab":"#.utf8)
    try data.append(
      SavedStateCoding.placingErrors(at: [SavedKey("selectedTab")]) {
        try encoder.encode(selectedTab)
      })
    data.append(contentsOf: #","tabs":["#.utf8)
    for (index, tab) in tabs.enumerated() {
      data.append(contentsOf: index == 0 ? #"{"state":"#.utf8 : #",{"state":"#.utf8)
      try data.append(
        SavedStateCoding.placingErrors(at: [
          SavedKey("tabs"), SavedKey(index: index), SavedKey("state"),
        ]) {
          try self[tab: tab].savedData()
        })
      data.append(contentsOf: #","tab":"#.utf8)
      try data.append(
        SavedStateCoding.placingErrors(at: [
          SavedKey("tabs"), SavedKey(index: index), SavedKey("tab"),
        ]) {
          try encoder.encode(tab)
        })
      data.append(UInt8(ascii: "}"))
    }
    data.append(contentsOf: #"],"version":"#.utf8)
    try data.append(encoder.encode(Self.formatVersion))
    data.append(UInt8(ascii: "}"))
    return data
  }

  /// Encodes the state with its format version: the tabs in order, each with its navigation.
  ///
  /// ```swift
  /// let encoder = JSONEncoder()
  /// encoder.outputFormatting = [.sortedKeys]
  /// let data = try encoder.encode(tabs.state)  // the bytes tabs.savedState() returns
  /// ```
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.formatVersion, forKey: .version)
    try container.encode(selectedTab, forKey: .selectedTab)
    var tabsContainer = container.nestedUnkeyedContainer(forKey: .tabs)
    for tab in tabs {
      var entry = tabsContainer.nestedContainer(keyedBy: TabKeys.self)
      try entry.encode(tab, forKey: .tab)
      try entry.encode(self[tab: tab], forKey: .state)
    }
    try container.encode(overlay, forKey: .overlay)
  }
}
