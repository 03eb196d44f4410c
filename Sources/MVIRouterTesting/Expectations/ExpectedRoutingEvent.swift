import MVIRouter

/// A routing event as a test states it: screens, alerts, reasons, alert answers (by action value
/// or by button title) and result values, without the ids the engine assigns.
///
/// A ``RoutingRecorder`` compares each event the router emitted with the next expected one.
/// Both read the same way in a failure message:
///
/// ```swift
/// recorder.expect(
///   .routed(.detail(id: 7), as: .push),
///   .alertPresented(.deleteFailed),
///   .alertResolved(.deleteFailed, action: .retry),
///   .routed(.quantity, as: .sheet),
///   .dismissed(.quantity, .finished),
///   .result(.quantity, value: 3),
///   .dismissed(.detail(id: 7), .userBack)
/// )
/// ```
///
/// Reads, in a message:
/// ```
/// routed push detail(id: 7)
/// alert presented deleteFailed
/// alert resolved deleteFailed: action retry
/// routed sheet quantity
/// dismissed quantity (finished)
/// result quantity: 3
/// dismissed detail(id: 7) (userBack)
/// ```
///
/// Both recorders (``RoutingRecorder``, and ``TabbedRoutingRecorder`` through
/// ``ExpectedTabbedRoutingEvent``) match events by ``matches(_:)``, the one meaning of each
/// expectation:
/// - ``routed(_:as:)`` matches the screen and presentation whatever the route's
///   `PresentationOptions`; ``routed(_:as:options:)`` also requires exactly those options.
/// - An answer matches ``alertResolved(_:action:)`` when the chosen button stands for that
///   action value, and ``alertResolved(_:button:)`` when it has that title.
/// - A result value matches with `==` (see `RouterResultValue`): `value: 3` matches an `Int` 3,
///   not a `"3"`.
/// - Every other event compares as a whole.
public enum ExpectedRoutingEvent<Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol>:
  Equatable, Sendable
{
  /// `screen` was presented with `presentation`, whatever its options; ``routed(_:as:options:)``
  /// states them.
  case routed(Screen, as: RouterScreenPresentationType)
  /// `screen` left for `reason`.
  case dismissed(Screen, DismissReason)
  /// `alert` was presented (shown, or queued behind the visible one).
  case alertPresented(Alert)
  /// The button titled `button` of `alert` was chosen.
  case alertResolved(Alert, button: String)
  /// The button of `alert` standing for `action` was chosen; written
  /// ``alertResolved(_:action:)``.
  case alertAnswered(Alert, action: Alert.Action)
  /// `alert` left without a choice because its owner left for `reason`.
  case alertDismissed(Alert, DismissReason)
  /// The route showing `screen` delivered a result: `.cancelled(reason)`, or a value (written
  /// ``result(_:value:)``, compared with `==`).
  case result(Screen, RouteResult<RouterResultValue>)
  /// An operation had nothing to do; `reason` is the engine's explanation.
  case ignored(IgnoreReason)
  /// `screen` was presented with `presentation` and exactly these options; written
  /// ``routed(_:as:options:)``.
  case routedWithOptions(Screen, as: RouterScreenPresentationType, options: PresentationOptions)

  /// The form a received event takes when compared with an expected one.
  ///
  /// - Parameter event: An event a router emitted.
  public init(_ event: RouterEvent<Screen, Alert>) {
    switch event {
    case .routed(let route):
      self =
        route.options.isStandard
        ? .routed(route.screen, as: route.presentation)
        : .routedWithOptions(route.screen, as: route.presentation, options: route.options)
    case .dismissed(let route, let reason): self = .dismissed(route.screen, reason)
    case .alertPresented(let alert): self = .alertPresented(alert.alert)
    case .alertResolved(let alert, let action):
      self = .alertResolved(alert.alert, button: action.title)
    case .alertDismissed(let alert, let reason): self = .alertDismissed(alert.alert, reason)
    case .result(let route, let result): self = .result(route.screen, result)
    case .ignored(let reason): self = .ignored(reason)
    }
  }

  /// The button of `alert` standing for `action` was chosen (compared by action value, whatever
  /// the button's title).
  ///
  /// ```swift
  /// recorder.expect(.alertResolved(.deleteFailed, action: .delete))
  /// ```
  ///
  /// - Parameters:
  ///   - alert: The alert answered.
  ///   - action: The action value of the chosen button.
  public static func alertResolved(_ alert: Alert, action: Alert.Action) -> Self {
    .alertAnswered(alert, action: action)
  }

  /// `screen` was presented with `presentation` and exactly `options` (compared as a whole).
  ///
  /// ```swift
  /// recorder.expect(.routed(.quantity, as: .sheet, options: .medium))
  /// ```
  ///
  /// Reads `routed sheet[medium] quantity` in a message.
  ///
  /// - Parameters:
  ///   - screen: The screen presented.
  ///   - presentation: How it was presented.
  ///   - options: Its presentation options.
  public static func routed(
    _ screen: Screen, as presentation: RouterScreenPresentationType, options: PresentationOptions
  ) -> Self {
    .routedWithOptions(screen, as: presentation, options: options)
  }

  /// The route showing `screen` finished with `value`, compared with `==`.
  ///
  /// ```swift
  /// recorder.expect(.result(.picker, value: Folder.archive))
  /// ```
  ///
  /// - Parameters:
  ///   - screen: The screen of the route that finished.
  ///   - value: The value it finished with.
  public static func result(_ screen: Screen, value: some Sendable) -> Self {
    .result(screen, .value(RouterResultValue(value)))
  }

  /// Whether an event the router emitted is this one: answers compare by action value or by
  /// title, whichever this event states; a route's options only when this event states them;
  /// everything else compares as a whole.
  ///
  /// ```swift
  /// let expected = ExpectedRoutingEvent<AppScreen, AppAlert>.alertResolved(
  ///   .loadFailed, action: .retry)
  /// let subscription = routerEvents.observe { event in print(expected.matches(event)) }
  /// ```
  ///
  /// - Parameter event: An event a router emitted.
  public func matches(_ event: RouterEvent<Screen, Alert>) -> Bool {
    switch (self, event) {
    case (.alertResolved(let alert, let title), .alertResolved(let presented, let button)):
      alert == presented.alert && title == button.title
    case (.alertAnswered(let alert, let action), .alertResolved(let presented, let button)):
      alert == presented.alert && button.action == action
    case (.routedWithOptions(let screen, let presentation, let options), .routed(let route)):
      screen == route.screen && presentation == route.presentation && options == route.options
    case (.routed(let screen, let presentation), .routed(let route)):
      screen == route.screen && presentation == route.presentation
    default:
      self == Self(event)
    }
  }
}
