import Observation

/// What the note editor of a product shows: the text being edited and the text last saved.
@MainActor @Observable
final class ProductNoteModel {
  let productID: Int
  let saved: String
  var text: String

  init(productID: Int, saved: String) {
    self.productID = productID
    self.saved = saved
    text = saved
  }

  /// Whether the text differs from the saved note.
  var hasChanges: Bool { text != saved }
}
