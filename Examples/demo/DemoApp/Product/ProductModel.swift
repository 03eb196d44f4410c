import Observation

@MainActor @Observable
final class ProductModel {
  enum Phase: Equatable {
    case loading
    case loaded(Product)
    case failed
  }
  let id: Int
  var phase = Phase.loading
  var loads = 0
  init(id: Int) { self.id = id }
}
