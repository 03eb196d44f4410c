extension RouterEvents {
  /// Presents `screen` with the given presentation options, whatever the router's
  /// `getPresentationOptions(for:)` says.
  ///
  /// Detents apply to sheets (a push and a full-screen cover ignore them); interactive dismiss
  /// disabled stops ``userDidGoBack()`` on the route (the app's own `dismiss()` and `close(_:)`
  /// still work).
  ///
  /// ```swift
  /// routerEvents.routeTo(.quantity, as: .sheet, options: PresentationOptions(detents: [.medium]))
  /// print(routerEvents.state)
  /// ```
  ///
  /// Prints `root > sheet[medium] quantity`.
  ///
  /// - Parameters:
  ///   - screen: The screen to present.
  ///   - presentation: How to present it; `nil` asks the router's
  ///     `getScreenPresentationType(for:)`.
  ///   - options: The sheet detents and whether the user may dismiss it by hand.
  ///   - onDismiss: Called exactly once when the route leaves, with the reason.
  /// - Returns: The new route's id (chosen at once, even if the change is queued).
  @discardableResult
  @inlinable public func routeTo(
    _ screen: Screen, as presentation: RouterScreenPresentationType? = nil,
    options: PresentationOptions, onDismiss: ((DismissReason) -> Void)? = nil
  ) -> RouteID {
    let route = Route(
      id: machine.makeRouteID(), screen: screen,
      presentation: presentation ?? router.getScreenPresentationType(for: screen),
      options: options)
    submit(
      .present(route, resultType: nil), onDismiss: onDismiss
    )
    return route.id
  }

  /// `steps`, each with standard options given the router's options for its screen.
  func withRouterOptions(_ steps: [RouteStep<Screen>]) -> [RouteStep<Screen>] {
    guard hasRouterHooks else { return steps }
    return steps.map { step in
      guard step.options.isStandard else { return step }
      var resolved = step
      resolved.options = router.getPresentationOptions(for: step.screen)
      return resolved
    }
  }
}
