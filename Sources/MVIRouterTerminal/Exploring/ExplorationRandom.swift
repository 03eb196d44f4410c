/// The explorer's random numbers: SplitMix64, so a seed gives the same walk on every platform
/// and every run.
struct ExplorationRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// One of `options`, each as likely as its weight; `nil` when none has weight.
  mutating func pick<T>(_ options: [(weight: Int, value: T)]) -> T? {
    let total = options.reduce(0) { $0 + max(0, $1.weight) }
    guard total > 0 else { return nil }
    var roll = Int.random(in: 0..<total, using: &self)
    for option in options where option.weight > 0 {
      if roll < option.weight { return option.value }
      roll -= option.weight
    }
    return nil
  }
}
