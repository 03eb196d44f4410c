import Foundation

/// What a case must achieve.
enum Target: Sendable {
  /// measured / baseline ≤ limit.
  case atMost(Double)
  /// baseline / measured ≥ factor: the measured thing is at least `factor` times faster.
  case fasterBy(Double)
  /// measured ≤ limit, in the case's unit.
  case below(Double)
  /// measured == value exactly.
  case exactly(Double)
  /// Printed for information; nothing to meet.
  case report
}

/// One row of the report.
struct BenchResult: Sendable {
  var name: String
  var unit: String
  /// The measured value; `nil` when the case was skipped (see `note`).
  var value: Double?
  var baselineName: String = "—"
  var baseline: Double?
  var target: Target = .report
  var targetText: String = "report"
  /// Why a value is missing or what it means, printed with the case.
  var note: String?

  /// The ratio the target is about: measured/baseline, or baseline/measured for `fasterBy`.
  var ratio: Double? {
    guard let value, let baseline, baseline > 0, value > 0 else { return nil }
    if case .fasterBy = target { return baseline / value }
    return value / baseline
  }

  /// Whether the target is met; `nil` for a report-only case.
  var met: Bool? {
    switch target {
    case .report: return nil
    case .atMost(let limit): return ratio.map { $0 <= limit } ?? false
    case .fasterBy(let factor): return ratio.map { $0 >= factor } ?? false
    case .below(let limit): return value.map { $0 <= limit } ?? false
    case .exactly(let expected): return value == expected
    }
  }
}

/// Collects rows and correctness failures, and prints them.
@MainActor
final class Report {
  private(set) var results: [BenchResult] = []
  private(set) var failures: [String] = []

  func add(_ result: BenchResult) {
    results.append(result)
    let value = result.value.map(Report.format) ?? "skipped"
    let met = result.met.map { $0 ? "met" : "MISSED" } ?? "report"
    FileHandle.standardError.write(
      Data("  \(result.name): \(value) \(result.unit) (\(met))\n".utf8))
  }

  /// Records a failed correctness check: the run exits non-zero.
  func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { failures.append(message()) }
  }

  static func format(_ value: Double) -> String {
    if value == 0 { return "0" }
    if abs(value) >= 100 { return String(format: "%.0f", value) }
    if abs(value) >= 1 { return String(format: "%.2f", value) }
    return String(format: "%.3g", value)
  }

  func printTable(title: String, machine: String) {
    print(title)
    print("")
    print(machine)
    print("")
    print("| case | unit | measured | baseline | baseline value | ratio | target | met |")
    print("| --- | --- | ---: | --- | ---: | ---: | --- | --- |")
    for result in results {
      let value = result.value.map(Report.format) ?? "skipped"
      let baseline = result.baseline.map(Report.format) ?? "—"
      let ratio = result.ratio.map { Report.format($0) + "×" } ?? "—"
      let met = result.met.map { $0 ? "yes" : "no" } ?? "—"
      let name = result.note.map { "\(result.name) — \($0)" } ?? result.name
      print(
        "| \(name) | \(result.unit) | \(value) | \(result.baselineName) | \(baseline) | \(ratio) "
          + "| \(result.targetText) | \(met) |")
    }
    let withTargets = results.filter { $0.met != nil }
    let metCount = withTargets.filter { $0.met == true }.count
    print("")
    print("Targets met: \(metCount) of \(withTargets.count).")
    if failures.isEmpty {
      print("Correctness checks: all passed.")
    } else {
      print("Correctness checks FAILED:")
      for failure in failures { print("- \(failure)") }
    }
  }

  func printJSON(quick: Bool, extra: [String: Any]) throws {
    var cases: [[String: Any]] = []
    for result in results {
      var entry: [String: Any] = [
        "case": result.name, "unit": result.unit, "target": result.targetText,
      ]
      if let value = result.value { entry["value"] = value }
      if let baseline = result.baseline {
        entry["baseline"] = result.baselineName
        entry["baseline_value"] = baseline
      }
      if let ratio = result.ratio { entry["ratio"] = ratio }
      if let met = result.met { entry["met"] = met }
      if let note = result.note { entry["note"] = note }
      cases.append(entry)
    }
    var document: [String: Any] = ["quick": quick, "cases": cases, "failures": failures]
    for (key, value) in extra { document[key] = value }
    let data = try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
    print("")
    print("JSON: " + String(decoding: data, as: UTF8.self))
  }
}
