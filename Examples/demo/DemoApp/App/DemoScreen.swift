import MVIRouter

/// Every screen of the demo. Codable, so navigation can be saved, restored and deep-linked.
enum DemoScreen: RouterScreenProtocol, Codable {
  case image
  case imageDescription(String)
  case dogSearch
  case movieSearch
  case movieDetail(id: Int)
  case products
  case product(id: Int)
  case quantityPicker(productID: Int)
}
