import MVIRouter

/// How the Movies feature presents its screens and what its alerts say. An app that embeds the
/// feature forwards the feature's cases to it.
public struct MovieRouter: RouterPolicy {
  /// Creates the feature's router.
  public init() {}

  public func getScreenPresentationType(for type: MovieScreen) -> RouterScreenPresentationType {
    .push
  }

  public func getAlertTitle(for type: MovieAlert) -> String? {
    switch type {
    case .loadFailed(let id): "Movie \(id) could not be loaded"
    }
  }

  public func getAlertMessage(for type: MovieAlert) -> String? {
    "The movies service did not answer."
  }

  public func getAlertActions(for type: MovieAlert) -> [RouterAlertButton<MovieAlert.Action>] {
    [.cancel("OK")]
  }
}
