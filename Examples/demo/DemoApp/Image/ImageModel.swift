import Observation

@MainActor @Observable
final class ImageModel {
  enum Phase: Equatable {
    case loading
    case loaded(DemoImage)
    case failed
  }
  var phase = Phase.loading
}
