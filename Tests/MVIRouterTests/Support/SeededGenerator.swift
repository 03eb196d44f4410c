import Foundation

/// A small deterministic generator (SplitMix64), so a failing seed can be replayed.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// The seeds a randomized test runs: `1...count`, or the one seed `MVIROUTER_SEED` names (to
  /// replay a failure).
  static func seeds(_ count: UInt64) -> [UInt64] {
    if let text = ProcessInfo.processInfo.environment["MVIROUTER_SEED"], let seed = UInt64(text) {
      return [seed]
    }
    return Array(1...count)
  }
}
