import Observation

/// What the image screen shows. Only its intent changes it.
@MainActor @Observable
final class ImageModel {
  enum Phase: Equatable {
    case loading
    case loaded(DemoImage)
    case failed
  }
  var phase = Phase.loading
}
