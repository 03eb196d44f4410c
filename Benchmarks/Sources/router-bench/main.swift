import Foundation
import MVIRouter

// router-bench: the engine beside baselines measured in the same run — the fair floor (module
// Floor: a class holding an array of struct entries, out-of-line operations, the callback called
// indirectly), the seed design on Combine (OpenCombine) and a closure-array replica of it. `--quick` runs small counts (for CI). The exit status is non-zero only when a
// correctness check fails, never for a missed speed target.

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--restore-child", arguments.count == 4, let expected = Int(arguments[3]) {
  exit(Cases.restoreChild(input: arguments[1], output: arguments[2], expected: expected))
}
if arguments.first == "--save-child", arguments.count == 4, let routes = Int(arguments[1]) {
  exit(Cases.saveChild(routes: routes, path: arguments[2], output: arguments[3]))
}
if arguments.first == "--callgrind", arguments.count == 3, let iterations = Int(arguments[2]) {
  // One counted case's loop and nothing else, for callgrind.sh.
  exit(CountedCase.run(arguments[1], iterations: iterations) ? 0 : 2)
}
if arguments == ["--callgrind-list"] {
  CountedCase.list()
  exit(0)
}
if arguments.first == "--profile", arguments.count == 3, let cycles = Int(arguments[2]) {
  // Only one case's loop, for a profiler: `perf record router-bench --profile cycle 10000000`.
  exit(Cases.profile(arguments[1], cycles: cycles) ? 0 : 2)
}
// `--only restore`: the save and restore cases alone; `--only growth`: the growth table alone.
let only = arguments.firstIndex(of: "--only").flatMap {
  arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil
}
let options = arguments.filter { $0 != "--only" && $0 != only }
guard options.allSatisfy({ $0 == "--quick" }), [nil, "restore", "growth"].contains(only) else {
  FileHandle.standardError.write(
    Data(
      "usage: router-bench [--quick] [--only restore|growth] | --callgrind CASE N | --callgrind-list | --profile cycle|scoped|observed|alert|drain|pop|popToRoot|reroute|frame N\n"
        .utf8)
  )
  exit(2)
}
let quick = arguments.contains("--quick")
let report = Report()
let cases = Cases(quick: quick, repeats: quick ? 3 : 5, report: report)
let started = Measure.clock.now

FileHandle.standardError.write(Data("router-bench\(quick ? " --quick" : ""): measuring…\n".utf8))
let allocations = only == nil ? cases.floorPaths() : nil
if only == "growth" { cases.growth() }
if only == nil {
  cases.tabCycles()
  cases.routeGuardCycles()
  cases.deepPopToRoot()
  cases.cyclesAtScale()
  cases.growth()
}
if only != "growth" {
  do {
    try cases.saveAndRestoreCost()
    try cases.saving()
    try cases.restoration()
  } catch {
    report.check(false, "the restoration case could not run: \(error)")
  }
}
if only == nil {
  cases.frames()
  cases.capturedObjects()
}

let elapsed = Measure.seconds(Measure.clock.now - started)
let machine = Machine.describe()
report.printTable(
  title:
    "router-bench\(quick ? " --quick" : "") — fastest of repeated runs; ratios against baselines measured in "
    + String(format: "this run (%.0f s)", elapsed),
  machine: machine)
try report.printJSON(
  quick: quick,
  extra: [
    "machine": machine, "seconds": elapsed, "live_objects": Captured.alive,
    "allocations_per_cycle": allocations.map { $0 as Any } ?? NSNull(),
  ])
exit(report.failures.isEmpty ? 0 : 1)
