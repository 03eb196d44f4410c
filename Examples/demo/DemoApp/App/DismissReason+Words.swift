import MVIRouter

extension DismissReason {
  /// Why a screen left, as a user reads it on screen: `you went back` rather than `userBack`.
  ///
  /// ```swift
  /// print("cancelled: " + DismissReason.userBack.inWords)
  /// ```
  ///
  /// Prints `cancelled: you went back`.
  var inWords: String {
    switch self {
    case .dismissed: "it was closed"
    case .popped: "it was popped"
    case .poppedToRoot: "everything above the first screen was closed"
    case .dismissedAll: "everything was closed"
    case .ancestorDismissed: "the screen below it closed"
    case .replaced: "the screens were replaced"
    case .deepLink: "a link opened other screens"
    case .restored: "saved screens were restored"
    case .userBack: "you went back"
    case .finished: "it finished"
    case .cancelled: "the wait for it was cancelled"
    case .vetoed: "it was not allowed to open"
    }
  }
}
