import Foundation

extension TabbedRouterEvents
where
  Tab: Codable, Screen: Codable, Alert: Codable,
  Alert.Action: Codable
{
  /// The navigation of every tab, the selected tab and the overlay as data to save, in the
  /// versioned JSON format a router saves (see ``TabbedNavigationState/encode(to:)``), written
  /// by Foundation's `JSONEncoder` with sorted keys, each router's routes a thousand at a time
  /// as ``RouterEvents/savedState()`` writes them: the bytes `JSONEncoder` writes for the whole
  /// ``state`` at once.
  ///
  /// ```swift
  /// let data = try tabs.savedState()
  /// print(String(decoding: data, as: UTF8.self).hasSuffix(#""version":2}"#))
  /// ```
  ///
  /// Prints `true`.
  ///
  /// - Returns: The encoded state.
  /// - Throws: `EncodingError` if a tab, screen or alert fails to encode.
  public func savedState() throws -> Data {
    try state.savedData()
  }

  /// Replaces the navigation of every tab and the overlay with a saved one, and selects the saved
  /// tab.
  ///
  /// The data is decoded by `JSONDecoder` as ``RouterEvents/restore(from:)`` decodes a single
  /// router's — the format version first, one version for both — and checked (tabs unique, ids
  /// unique and in range, alerts owned by presented routes): data that is not a valid saved
  /// state throws and changes nothing. Otherwise the overlay and then each tab is restored as
  /// ``RouterEvents/restore(from:)`` restores a router (current routes leave with
  /// ``DismissReason/restored``, then the saved ones arrive), and ids are renewed where the
  /// container has already used them, so none is ever reused. It is one transaction: every part
  /// is restored before any callback or observer hears of it.
  ///
  /// The tabs are the app's: a tab of the container that the saved state does not name returns
  /// to its root, and a saved tab the container does not have is added. The tab order becomes the
  /// saved one, followed by the container's other tabs. A tab (or the overlay) that already
  /// shows its saved navigation is left alone, as ``RouterEvents/restore(from:)`` leaves a router
  /// that shows the saved navigation: its routes stay, with their callbacks and any deferred
  /// change.
  ///
  /// The outcome and the events are a router's: `applied` when anything changed (a part, the
  /// selected tab, or only the order of the tabs); `ignored` with
  /// ``IgnoreReason/unchanged(_:)`` when the container already shows the saved navigation,
  /// which observers hear as an ``RouterEvent/ignored(_:)`` event over the tabs
  /// (`over tabs: ignored: restore: the navigation is already the saved one`).
  ///
  /// ```swift
  /// do {
  ///   try tabs.restore(from: Data("{}".utf8))
  /// } catch {
  ///   print(error)
  /// }
  /// ```
  ///
  /// Prints `the saved navigation is corrupted: missing "version"`.
  ///
  /// - Parameter data: Data from ``savedState()``.
  /// - Returns: `applied` if anything changed (or was queued), `ignored` if the navigation is
  ///   already the saved one.
  /// - Throws: ``RestorationError`` for corrupted, truncated or incompatible data.
  @discardableResult
  public func restore(from data: Data) throws(RestorationError) -> RouterOutcome {
    let saved = try Self.decodeSavedState(data)
    if let queued = queueIfDelivering({ $0.apply(saved) }) { return queued }
    return apply(saved)
  }

  /// Decodes and checks a saved state without changing anything: `JSONDecoder` through
  /// ``TabbedNavigationState/init(from:)``.
  static func decodeSavedState(_ data: Data) throws(RestorationError)
    -> TabbedNavigationState<Tab, Screen, Alert>
  {
    try SavedStateCoding.decode(TabbedNavigationState<Tab, Screen, Alert>.self, from: data)
  }
}

extension TabbedRouterEvents {
  /// Replaces the navigation with `state`, like ``restore(from:)`` but from a value: a state
  /// kept in memory (an inspector's history, a test's fixture).
  ///
  /// ```swift
  /// let before = tabs.state
  /// tabs.overlay.routeTo(.login, as: .sheet)
  /// try tabs.restore(before)
  /// print(tabs.state.description == before.description)
  /// ```
  ///
  /// Prints `true`.
  ///
  /// - Parameter state: The navigation to show.
  /// - Returns: `applied` if anything changed (or was queued), `ignored` if the navigation is
  ///   already this one.
  /// - Throws: ``RestorationError/corrupted(_:)`` if `state` fails
  ///   ``TabbedNavigationState/validate()``; nothing changes then.
  @discardableResult
  package func restore(_ state: TabbedNavigationState<Tab, Screen, Alert>) throws(RestorationError)
    -> RouterOutcome
  {
    do {
      try state.validate()
    } catch {
      throw .corrupted(error.description)
    }
    if let queued = queueIfDelivering({ $0.apply(state) }) { return queued }
    return apply(state)
  }

  /// Restores a valid state into the routers: the overlay first, then the tabs in order.
  ///
  /// As a router's restore: the navigation already shown is ignored, and observers hear it (as
  /// the container's own event, tagged as over the tabs); a restore that changes anything — a
  /// part, the selected tab or only the order of the tabs — is applied.
  @discardableResult
  func apply(_ saved: TabbedNavigationState<Tab, Screen, Alert>) -> RouterOutcome {
    let current = state
    if saved == current { return ignored(.unchanged(.restore)) }
    deliveryGroup.hold()
    defer { deliveryGroup.release() }
    let (order, reordered) = restoreOrder(saved.tabs)
    let parts = Self.unshared([saved.overlay] + order.map { saved[tab: $0] }, in: idSource)
    defer { idSource.keepRestoredFrom = nil }
    var outcome = RouterOutcome.ignored(.unchanged(.restore))
    outcome = Machine.combined(outcome, Self.restore(overlay, to: parts[0]))
    for (index, tab) in order.enumerated() {
      outcome = Machine.combined(
        outcome, Self.restore(self[tab: tab], to: parts[index + 1]))
    }
    if reordered, case .ignored = outcome { outcome = .applied }
    if case .selected(let previous, let tab) = show(saved.selectedTab) {
      emit(.tabSelected(from: previous, to: tab))
      if case .ignored = outcome { outcome = .applied }
    }
    return outcome
  }

  /// Restores one router to a part the container checked (so it cannot fail); a router that
  /// already shows the part is left alone, with its routes and their callbacks.
  static func restore(
    _ router: RouterEvents<Screen, Alert>, to part: NavigationState<Screen, Alert>
  ) -> RouterOutcome {
    guard router.state != part else { return .ignored(.unchanged(.restore)) }
    return (try? router.restore(part)) ?? .ignored(.unchanged(.restore))
  }
}
