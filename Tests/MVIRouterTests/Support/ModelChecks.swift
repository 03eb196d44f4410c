import Foundation

/// What a model-based run reports when what the router delivered differs from what the model
/// predicts: the two, one under the other (labels padded by the caller so the lists line up),
/// or `nil` when they agree.
func mismatch<Value: Equatable>(
  _ expectedLabel: String, _ expected: Value, _ heardLabel: String, _ heard: Value
) -> String? {
  heard != expected ? "\(expectedLabel) \(expected)\n    \(heardLabel) \(heard)" : nil
}

/// Counts, by route id, the dismiss callbacks a run's callback log shows (its lines
/// `#3 dismissed …`), so that a run checks each route's callback fired exactly once.
func countDismissCallbacks(in lines: [String], into counts: inout [Int: Int]) {
  for line in lines {
    guard line.hasPrefix("#"), line.contains(" dismissed "),
      let id = Int(line.dropFirst().prefix { $0.isNumber })
    else { continue }
    counts[id, default: 0] += 1
  }
}

/// Restores a random cut of a saved state, as a model-based run's step does: its name, and
/// whether the router threw (as it must: a truncated save is refused) or restored.
func restoreTruncated(
  _ data: Data, using random: inout SeededGenerator, _ restore: (Data) throws -> Void
) -> (name: String, actual: String) {
  let cut = Int.random(in: 0..<data.count, using: &random)
  let name = "restore a truncated save (\(cut) bytes)"
  do {
    try restore(data.prefix(cut))
    return (name, "restored")
  } catch {
    return (name, "threw")
  }
}
