// The app's sign-in state, which the page's route guard reads.
import MVIRouter

@MainActor final class Session {
  var isSignedIn = false
}
