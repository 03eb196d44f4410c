import MVIRouter

extension ExpectedRoutingEvent: CustomStringConvertible {
  /// One line, e.g. `routed push detail(7)` or `dismissed detail(7) (userBack)`.
  public var description: String {
    switch self {
    case .routed(let screen, let presentation): "routed \(presentation) \(plain: screen)"
    case .dismissed(let screen, let reason): "dismissed \(plain: screen) (\(reason))"
    case .alertPresented(let alert): "alert presented \(plain: alert)"
    case .alertResolved(let alert, let button): "alert resolved \(plain: alert): \(button)"
    case .alertAnswered(let alert, let action):
      "alert resolved \(plain: alert): action \(plain: action)"
    case .alertDismissed(let alert, let reason): "alert dismissed \(plain: alert) (\(reason))"
    case .result(let screen, .value(let value)):
      // Text is quoted, so `"3"` and `3` read differently in a failure message.
      if let text = value.value(as: String.self) {
        "result \(plain: screen): \(String(reflecting: text))"
      } else {
        "result \(plain: screen): \(value)"
      }
    case .result(let screen, let result): "result \(plain: screen): \(result)"
    case .ignored(let reason): "ignored: \(reason)"
    case .routedWithOptions(let screen, let presentation, let options):
      options.isStandard
        ? "routed \(presentation) \(plain: screen)"
        : "routed \(presentation)[\(options)] \(plain: screen)"
    }
  }
}
