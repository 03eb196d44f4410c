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

  @Test func theMedianIsTheMiddleSample() {
    #expect(Measure.median([5, 1, 3]) == 3)
  }
}
