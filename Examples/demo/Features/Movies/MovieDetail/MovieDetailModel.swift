import Observation

/// What the screen shows. Only its intent changes it.
@MainActor @Observable
final class MovieDetailModel {
  enum Phase: Equatable {
    case loading
    case loaded(Movie)
    case failed(String)
  }
  let id: Int
  var phase = Phase.loading
  init(id: Int) { self.id = id }
}
