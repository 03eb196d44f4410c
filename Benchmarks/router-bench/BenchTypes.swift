import MVIRouter

enum BenchScreen: RouterScreenProtocol {
  case list
  case detail(Int)
  case sheet(Int)
}

enum BenchAlert: RouterAlertScreenProtocol {
  case info
}

/// An object a result handler captures; counts how many are alive.
@MainActor
final class Captured {
  static var alive = 0
  let payload = [Int](repeating: 7, count: 8)
  init() { Captured.alive += 1 }
  isolated deinit { Captured.alive -= 1 }
}

/// One row of the report.
struct BenchResult: Sendable {
  var name: String
  var unit: String
  var engine: Double
  var floor: Double?
  var seed: Double?
  var target: String
  var met: Bool
}
