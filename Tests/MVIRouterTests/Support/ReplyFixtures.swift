import MVIRouter

/// A draft with optional fields, shown inside a screen.
struct Draft: Hashable, Sendable {
  var to: String?
  var copies: Int?
}

/// A contact with its own text, which printing keeps.
struct Contact: Hashable, Sendable, CustomStringConvertible {
  var name: String
  var description: String { "contact \(name)" }
}

/// Screens whose associated values are optional, as a mail client's are.
enum ReplyScreen: RouterScreenProtocol {
  case inbox
  case reply(replyTo: Int?)
  case thread(Int??)
  case compose(Draft)
  case folder(String?)
  case contact(Contact?)
  case search([Int?])
}

/// Alerts whose associated values, and whose buttons' action values, are optional.
enum ReplyAlert: RouterAlertScreenProtocol {
  case sendFailed(code: Int?)

  enum Action: Hashable, Sendable {
    case retry(after: Int?)
  }
}
