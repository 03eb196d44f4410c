import MVIRouter

extension ExpectedRoutingEvent: CustomStringConvertible {
  /// One line, e.g. `routed push detail(7)` or `dismissed detail(7) (userBack)`.
  public var description: String {
    switch self {
    case .routed(let screen, let presentation): "routed \(presentation) \(plain: screen)"
    case .dismissed(let screen, let reason): "dismissed \(plain: screen) (\(reason))"
    case .alertPresented(let alert): "alert presented \(plain: alert)"
    case .alertResolved(let alert, let button): "alert resolved \(plain: alert): \(button)"
    case .alertDismissed(let alert, let reason): "alert dismissed \(plain: alert) (\(reason))"
    case .result(let screen, let delivery): "result \(plain: screen): \(delivery)"
    case .ignored(let reason): "ignored: \(reason)"
    }
  }
}
