// The shop's screens and alerts, and the sign-in state its route guard reads.
import MVIRouter

enum ShopScreen: RouterScreenProtocol { case quantity, edit, checkout }

enum ShopAlert: RouterAlertScreenProtocol {
  case discardChanges
  enum Action: Hashable, Sendable { case discard, keepEditing }
}

@MainActor final class Session {
  var isSignedIn = false
  var hasOpenCheckout = false
}
