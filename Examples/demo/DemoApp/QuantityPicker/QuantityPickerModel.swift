import Observation

/// What the quantity sheet offers.
@MainActor @Observable
final class QuantityPickerModel {
  let productID: Int
  let quantities = Array(1...5)
  init(productID: Int) { self.productID = productID }
}
