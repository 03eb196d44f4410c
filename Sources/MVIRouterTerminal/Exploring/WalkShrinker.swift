/// The explorer's one shrinker, by delta debugging: the fewest steps of a failing walk that
/// still fail. It removes chunks while the rest still fails, halving the chunks down to single
/// steps (with half the tries at most), then single steps from the last before the failing one
/// back to the first until a whole pass removes none — a try per step, not per chunk count after
/// every success. Used for a walk replayed in this process (``ExplorationRunner``) and for one
/// that traps, replayed in child processes (``ExplorationTraps``).
enum WalkShrinker {
  /// The shortest walk `keep` keeps.
  ///
  /// - Parameters:
  ///   - steps: The failing walk.
  ///   - budget: The most tries.
  ///   - keep: Tries a candidate: the steps to go on from when it still fails (the candidate,
  ///     or its part up to the step that failed), else `nil`.
  ///   - isolation: The caller's actor, where `keep` runs.
  /// - Returns: The shortest walk kept.
  static func shrink<Step: Sendable>(
    _ steps: [Step], budget: Int, isolation: isolated (any Actor)? = #isolation,
    keep: ([Step]) async -> [Step]?
  ) async -> [Step] {
    var steps = steps
    var left = budget
    func tryKeep(_ candidate: [Step]) async -> Bool {
      left -= 1
      guard let kept = await keep(candidate) else { return false }
      steps = kept
      return true
    }
    var chunks = 2
    while steps.count > 1, left > budget - budget / 2 {
      let size = (steps.count + chunks - 1) / chunks
      if size < 2 { break }
      var reduced = false
      var start = 0
      while start < steps.count, left > 0 {
        var candidate = steps
        candidate.removeSubrange(start..<min(start + size, steps.count))
        if await tryKeep(candidate) {
          reduced = true
          break
        }
        start += size
      }
      chunks = reduced ? max(chunks - 1, 2) : min(chunks * 2, steps.count)
    }
    var removed = true
    while removed, left > 0 {
      removed = false
      var index = steps.count - 2
      while index >= 0, left > 0 {
        var candidate = steps
        candidate.remove(at: index)
        if await tryKeep(candidate) { removed = true }
        index = min(index - 1, steps.count - 2)
      }
    }
    return steps
  }
}
