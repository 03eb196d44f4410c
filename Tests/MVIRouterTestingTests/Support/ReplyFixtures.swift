import MVIRouterTesting

/// Screens whose associated values are optional.
enum ReplyScreen: RouterScreenProtocol {
  case inbox
  case reply(replyTo: Int?)
}

/// Alerts whose associated values, and whose buttons' action values, are optional.
enum ReplyAlert: RouterAlertScreenProtocol {
  case sendFailed(code: Int?)

  enum Action: Hashable, Sendable {
    case retry(after: Int?)
  }
}
