import MVIRouter

extension ExpectedRoutingEvent: CustomStringConvertible {
  /// One line, e.g. `routed push detail(7)` or `dismissed detail(7) (userBack)`.
  public var description: String {
    switch self {
    case .routed(let screen, let presentation): "routed \(presentation) \(screen)"
    case .dismissed(let screen, let reason): "dismissed \(screen) (\(reason))"
    case .alertPresented(let alert): "alert presented \(alert)"
    case .alertResolved(let alert, let button): "alert resolved \(alert): \(button)"
    case .alertAnswered(let alert, let action):
      "alert resolved \(alert): action \(action)"
    case .alertDismissed(let alert, let reason): "alert dismissed \(alert) (\(reason))"
    case .result(let screen, .value(let value)):
      // Text is quoted, so `"3"` and `3` read differently in a failure message.
      if let text = value.value(as: String.self) {
        "result \(screen): \(String(reflecting: text))"
      } else {
        "result \(screen): \(value)"
      }
    case .result(let screen, let result): "result \(screen): \(result)"
    case .ignored(let reason): "ignored: \(reason)"
    }
  }
}
