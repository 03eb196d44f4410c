import Floor
import Testing

@testable import router_bench

/// The cases callgrind.sh counts: each runs, checks its callbacks, and names its loop's symbol.
@Suite struct CountedCaseTests {
  @MainActor @Test func everyCaseRunsAndEveryCallbackRunsWithItsReason() {
    for counted in CountedCase.all {
      let result = counted.run(counted.operationsPerIteration > 1 ? 1 : 20)
      #expect(result.ok, "\(counted.name)")
    }
  }

  @MainActor @Test func casesHaveUniqueNamesAndStableSymbols() {
    let names = CountedCase.all.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(CountedCase.all.allSatisfy { $0.symbol.hasPrefix("routerbench_") })
    #expect(names.contains("floor-route-dismiss") && names.contains("combine-seed"))
  }

  @MainActor @Test func theFloorAllocatesNothingPerCycle() throws {
    try #require(Measure.countsAllocations)
    let floor = FloorRouter()
    floorRouteDismiss(floor, 100)
    let counted = Measure.heap { floorRouteDismiss(floor, 1_000) }
    #expect(counted.allocations == 0)
    #expect(counted.transientBytes == 0)
  }

  @MainActor @Test func anUnknownCaseIsRefused() {
    #expect(!CountedCase.run("no-such-case", iterations: 1))
  }
}
