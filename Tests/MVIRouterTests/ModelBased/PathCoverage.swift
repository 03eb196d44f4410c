import Testing

/// Counts how often a model-based test took each path it exists for, so that a seed that
/// never reaches a path fails instead of passing without testing it.
struct PathCoverage {
  private(set) var counts: [String: Int]
  let minimum: Int

  init(_ paths: [String], minimum: Int = 3) {
    counts = Dictionary(uniqueKeysWithValues: paths.map { ($0, 0) })
    self.minimum = minimum
  }

  /// Counts `path` when `taken`.
  mutating func count(_ path: String, _ taken: Bool) {
    precondition(counts[path] != nil, "unknown path \(path)")
    if taken { counts[path, default: 0] += 1 }
  }

  /// Records an issue for every path taken fewer than `minimum` times.
  func expectEveryPathTaken(seed: UInt64, sourceLocation: SourceLocation = #_sourceLocation) {
    for (path, count) in counts.sorted(by: { $0.key < $1.key }) {
      #expect(
        count >= minimum, "seed \(seed): \(path) taken \(count) times",
        sourceLocation: sourceLocation)
    }
  }
}
