import Testing

@testable import router_bench

@Suite struct ReportTests {
  @Test func atMostComparesMeasuredOverBaseline() {
    let result = BenchResult(
      name: "cycle", unit: "ns", value: 150, baseline: 100, target: .atMost(1.5))
    #expect(result.ratio == 1.5)
    #expect(result.met == true)
  }

  @Test func fasterByComparesBaselineOverMeasured() {
    let result = BenchResult(
      name: "cycle", unit: "ns", value: 100, baseline: 900, target: .fasterBy(10))
    #expect(result.ratio == 9)
    #expect(result.met == false)
  }

  @Test func aSkippedCaseMissesItsTarget() {
    let result = BenchResult(name: "deep", unit: "ns", value: nil, baseline: 1, target: .atMost(4))
    #expect(result.met == false)
  }

  @Test func aReportOnlyCaseHasNoVerdict() {
    let result = BenchResult(name: "frame", unit: "µs", value: 40)
    #expect(result.met == nil)
  }

  @MainActor @Test func aFailedCheckIsRecorded() {
    let report = Report()
    report.check(true, "fine")
    report.check(false, "3 of 4 callbacks ran")
    #expect(report.failures == ["3 of 4 callbacks ran"])
  }
}
