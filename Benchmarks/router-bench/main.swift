import Foundation
import MVIRouter

// router-bench: the engine beside a bare-array floor and the seed's subject-per-event design,
// measured in one run. `--quick` runs about 100 times fewer iterations (for CI).

let arguments = Array(CommandLine.arguments.dropFirst())
let unknown = arguments.filter { $0 != "--quick" }
guard unknown.isEmpty else {
  FileHandle.standardError.write(Data("usage: router-bench [--quick]\n".utf8))
  exit(2)
}
let quick = arguments.contains("--quick")
let cases = Cases(scale: quick ? 100 : 1, repeats: quick ? 3 : 5)

var results: [BenchResult] = []
results.append(cases.routeDismissCycles())
results.append(cases.deepPopToRoot())
results.append(cases.setRoutesBetweenTwoStates())
results.append(cases.alertCycles())
results.append(cases.renderFrame())
results.append(cases.keyPressBytes())
let (memoryResult, liveObjects) = cases.memory()
results.append(memoryResult)

func format(_ value: Double?) -> String {
  guard let value else { return "—" }
  return value >= 100 ? String(format: "%.0f", value) : String(format: "%.2f", value)
}

func ratio(_ lhs: Double?, _ rhs: Double?) -> String {
  guard let lhs, let rhs, rhs > 0 else { return "—" }
  return String(format: "%.2f×", lhs / rhs)
}

print("router-bench\(quick ? " --quick" : "") — medians; lower is better")
print("")
print("| case | unit | engine | floor | seed design | engine/floor | seed/engine | target | met |")
print("| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | --- |")
for result in results {
  print(
    "| \(result.name) | \(result.unit) | \(format(result.engine)) | \(format(result.floor)) "
      + "| \(format(result.seed)) | \(ratio(result.engine, result.floor)) "
      + "| \(ratio(result.seed, result.engine)) | \(result.target) | \(result.met ? "yes" : "no") |"
  )
}

var json: [[String: Any]] = []
for result in results {
  var entry: [String: Any] = [
    "case": result.name, "unit": result.unit, "engine": result.engine, "met": result.met,
  ]
  if let floor = result.floor {
    entry["floor"] = floor
    entry["engine_over_floor"] = result.engine / floor
  }
  if let seed = result.seed {
    entry["seed"] = seed
    entry["seed_over_engine"] = seed / result.engine
  }
  json.append(entry)
}
let document: [String: Any] = ["quick": quick, "cases": json, "live_objects": liveObjects]
let data = try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
print("")
print("JSON: " + String(decoding: data, as: UTF8.self))

// A report, not a gate, except that nothing a handler captured may outlive its route.
exit(liveObjects == 0 ? 0 : 1)
