import Observation

/// What the screen shows. Only its intent changes it.
@MainActor @Observable
final class MovieSearchModel {
  enum Phase: Equatable {
    case initial
    case loading
    case results([Movie])
    case noResults
    case apiError(String)
  }
  var query = ""
  var phase = Phase.initial

  var results: [Movie] {
    if case .results(let movies) = phase { return movies }
    return []
  }
}
