/// The asynchronous work the demo's intents started. The host's `wait-idle` script command
/// waits until all of it has finished, so scripted runs are deterministic.
@MainActor
final class DemoTasks {
  private var running: [Int: Task<Void, Never>] = [:]
  private var nextID = 0

  /// Starts `work`, tracked until it finishes or is cancelled.
  @discardableResult
  func run(_ work: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
    let id = nextID
    nextID += 1
    let task = Task { @MainActor [weak self] in
      await work()
      self?.running[id] = nil
    }
    running[id] = task
    return task
  }

  /// How many tasks are running.
  var count: Int { running.count }

  /// Returns when no tracked work is running, including work started by work that finished.
  func waitIdle() async {
    while let (_, task) = running.first {
      await task.value
    }
  }
}
