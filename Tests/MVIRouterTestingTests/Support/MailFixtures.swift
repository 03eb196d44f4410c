import MVIRouterTesting

/// Screens whose associated values are optional.
enum MailScreen: RouterScreenProtocol {
  case inbox
  case reply(replyTo: Int?)
}

/// Alerts whose associated values are optional.
enum MailAlert: RouterAlertScreenProtocol {
  case sendFailed(code: Int?)
}
