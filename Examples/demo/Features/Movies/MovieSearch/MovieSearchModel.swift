import Foundation
import Observation

/// What the movie search shows. Only its intent changes it.
@MainActor @Observable
final class MovieSearchModel {
  enum Phase: Equatable {
    case initial
    case loading
    case results([Movie])
    case noResults
    case apiError(String)
  }
  /// The field's text.
  var query = ""
  /// The words of the last search, e.g. `ali`.
  var searched = ""
  var phase = Phase.initial

  /// The field's words: spaces around them (Ctrl-W leaves one) do not change what is found.
  var words: String { query.trimmingCharacters(in: .whitespaces) }

  /// Whether the field holds words not searched for yet: Enter searches for them.
  var isEdited: Bool { !words.isEmpty && words != searched }

  var results: [Movie] {
    if case .results(let movies) = phase { return movies }
    return []
  }
}
