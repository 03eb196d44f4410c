import MVIRouter

enum BenchScreen: RouterScreenProtocol, Codable {
  case list
  case detail(Int)
  case sheet(Int)
}

enum BenchAlert: RouterAlertScreenProtocol, Codable {
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

/// Counters that callbacks reach without capturing anything, so creating such a callback
/// allocates nothing and an allocation count measures the router alone.
@MainActor
enum Tally {
  static var dismissed = 0
  static var answered = 0
}
