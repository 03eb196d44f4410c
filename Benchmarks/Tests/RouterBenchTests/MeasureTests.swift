import Testing

@testable import router_bench

final class Box {
  var value = 0
}

@Suite struct MeasureTests {
  @MainActor @Test func allocationsAreCountedWhereSupported() {
    var boxes: [Box] = []
    let counted = Measure.allocations {
      for _ in 0..<100 { boxes.append(Box()) }
    }
    #if os(Linux)
      #expect((counted ?? 0) >= 100)
    #else
      #expect(counted == nil)
    #endif
    #expect(boxes.count == 100)
  }

  @MainActor @Test func interleavedRunsEveryBodyInEachRound() {
    var runs = [0, 0]
    let costs = Measure.interleaved(
      maxOperations: 10, repeats: 3, [{ _ in runs[0] += 1 }, { _ in runs[1] += 1 }])
    #expect(costs.count == 2)
    // Two probe runs each, then one run per round.
    #expect(runs == [5, 5])
  }
}

@Suite struct HeapTests {
  @MainActor @Test func transientBytesCountABlockFreedBeforeTheEnd() throws {
    try #require(Measure.countsAllocations)
    let counted = Measure.heap {
      let buffer = [UInt8](repeating: 1, count: 100_000)
      blackHole(buffer)
    }
    #expect((counted.allocations ?? 0) >= 1)
    #expect(counted.transientBytes >= 100_000)
  }
}
