import MVIRouter
import MVIRouterTesting

/// Screens whose associated values are optional.
enum DraftScreen: RouterScreenProtocol {
  case inbox
  case reply(replyTo: Int?)
}

/// Alerts whose associated values, and whose buttons' action values, are optional.
enum DraftAlert: RouterAlertScreenProtocol {
  case sendFailed(code: Int?)

  enum Action: Hashable, Sendable {
    case retry(after: Int?)
  }
}
