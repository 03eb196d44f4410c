import DemoSupport
import Testing

/// The one load helper of the demo's screens: a new load cancels the one before, `cancel()`
/// drops the one running, and only a finished load's value or error reaches the model.
@Suite @MainActor struct LoaderTests {
  /// Starts work as plain tasks and keeps them, so a test can wait for all of them.
  @MainActor final class Tasks {
    var started: [Task<Void, Never>] = []
    func run(_ work: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
      let task = Task { await work() }
      started.append(task)
      return task
    }
    func waitIdle() async {
      for task in started { await task.value }
    }
  }

  struct Unavailable: Error {}

  let tasks = Tasks()
  var loader: Loader { Loader(run: { [tasks] in tasks.run($0) }) }

  @Test func aNewLoadCancelsTheOneBeforeAndOnlyTheLastOneIsApplied() async {
    let loader = loader
    var applied: [String] = []
    loader.load {
      try await Task.sleep(for: neverFinishes)
      return "first"
    } then: {
      applied.append("\((try? $0.get()) ?? "error")")
    }
    loader.load {
      "second"
    } then: {
      applied.append("\((try? $0.get()) ?? "error")")
    }
    await tasks.waitIdle()
    #expect(applied == ["second"])
  }

  @Test func cancelDropsTheLoadRunning() async {
    let loader = loader
    var applied = 0
    loader.load {
      try await Task.sleep(for: neverFinishes)
    } then: { _ in
      applied += 1
    }
    loader.cancel()
    await tasks.waitIdle()
    #expect(applied == 0)
  }

  @Test func aFailedLoadHandsOverItsError() async {
    let loader = loader
    var failures: [String] = []
    loader.load { () async throws -> Int in
      throw Unavailable()
    } then: { result in
      if case .failure(let error) = result { failures.append("\(type(of: error))") }
    }
    await tasks.waitIdle()
    #expect(failures == ["Unavailable"])
  }

  /// A load turns the loader's spinner until it ends; a view showing the glyph is redrawn as
  /// it turns.
  @Test func theSpinnerTurnsWhileALoadRunsAndStopsWhenItEnds() async {
    let spinner = Spinner(tick: { await Task.yield() })
    let loader = Loader(run: { [tasks] in tasks.run($0) }, spinner: spinner)
    let (gate, open) = AsyncStream.makeStream(of: Void.self)
    loader.load {
      for await _ in gate {}
      return 1
    } then: { _ in
    }
    #expect(spinner.isSpinning)
    while spinner.turns < 3 { await Task.yield() }
    #expect(spinner.glyph == Spinner.frames[spinner.turns % Spinner.frames.count])
    open.finish()
    await tasks.waitIdle()
    #expect(!spinner.isSpinning)
    loader.load {
      2
    } then: { _ in
    }
    loader.cancel()
    #expect(!spinner.isSpinning)
  }
}
