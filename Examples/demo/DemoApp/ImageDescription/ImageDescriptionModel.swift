import Observation

/// What the description sheet shows: the words that describe the image.
@MainActor @Observable
final class ImageDescriptionModel {
  let text: String
  init(text: String) { self.text = text }
}
