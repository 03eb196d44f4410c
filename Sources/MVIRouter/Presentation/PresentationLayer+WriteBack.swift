extension PresentationLayer {
  /// The write-back for a UI whose navigation stack for this layer now shows `path`: the
  /// pushes it popped, named by their ids; `nil` when it popped nothing.
  ///
  /// Call it on the layer the UI showed. A path that is not a prefix of the one shown (the UI
  /// pushed something by itself) gives `nil` too: pushes come from intents.
  ///
  /// ```swift
  /// let seen = NavigationPresentation(routerEvents.state).layers[0]  // [push a, push b]
  /// print(seen.writeBack(path: seen.path.prefix(1))!)
  /// ```
  ///
  /// Prints `popped([#2])`.
  ///
  /// - Parameter newPath: The stack the UI shows now.
  package func writeBack<Path: Collection<Route<Screen>>>(path newPath: Path)
    -> PresentationWriteBack?
  {
    guard newPath.count < path.count, zip(newPath, path).allSatisfy({ $0.id == $1.id }) else {
      return nil
    }
    return .popped(path.dropFirst(newPath.count).map(\.id))
  }

  /// The write-back for a UI whose sheet item for this layer is now `sheet`: the sheet it
  /// showed, dismissed, when the item became `nil`; else `nil`.
  ///
  /// - Parameter newValue: The sheet item the UI holds now.
  package func writeBack(sheet newValue: PresentationItem<Screen>?) -> PresentationWriteBack? {
    guard newValue == nil, let sheet else { return nil }
    return .sheetDismissed(sheet.id)
  }

  /// The write-back for a UI whose full-screen cover item for this layer is now `cover`: the
  /// cover it showed, dismissed, when the item became `nil`; else `nil`.
  ///
  /// - Parameter newValue: The cover item the UI holds now.
  package func writeBack(cover newValue: PresentationItem<Screen>?) -> PresentationWriteBack? {
    guard newValue == nil, let cover else { return nil }
    return .coverDismissed(cover.id)
  }

  /// The write-back for a UI whose alert for this layer is now presented or not: the alert it
  /// showed, dismissed, when it is no longer presented; else `nil`.
  ///
  /// - Parameter isPresented: Whether the UI presents the alert now.
  package func writeBack(alertIsPresented isPresented: Bool) -> PresentationWriteBack? {
    guard !isPresented, let alert else { return nil }
    return .alertDismissed(alert.id)
  }
}
