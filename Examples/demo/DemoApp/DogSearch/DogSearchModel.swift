import Observation

/// What the dog search shows. Only its intent changes it.
@MainActor @Observable
final class DogSearchModel {
  enum Phase: Equatable {
    case loading
    case results([String])
    case error(String)
  }
  var phase = Phase.loading

  /// The navigation title follows the state.
  var title: String {
    switch phase {
    case .loading: "Searching…"
    case .results: "Results"
    case .error: "Error"
    }
  }
}
