import Foundation
import MallocCounter

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Timing, allocation and memory helpers. A timing is the fastest of repeated runs: the cost
/// without interference from other processes, which on a shared machine is the stable figure
/// (a median moves with whatever else is running).
enum Measure {
  static let clock = ContinuousClock()

  /// Nanoseconds per operation of `body(n)`, which runs `n` operations. One warm-up run of a few
  /// operations estimates the cost; then `n` is chosen so that each timed run takes about
  /// `budget` seconds (at most `maxOperations`), and the fastest of `repeats` runs is kept.
  /// - Returns: The nanoseconds per operation and the `n` used.
  @MainActor
  static func perOperation(
    maxOperations: Int, repeats: Int, budget: Double = 0.005,
    _ body: @MainActor (_ operations: Int) -> Void
  ) -> (nanoseconds: Double, operations: Int) {
    let probe = min(maxOperations, 64)
    let probeTime = seconds(clock.measure { body(probe) }) / Double(probe)
    let affordable = probeTime > 0 ? Int(budget / probeTime) : maxOperations
    let operations = max(1, min(maxOperations, affordable))
    body(min(operations, 1_000))
    var samples: [Double] = []
    for _ in 0..<repeats {
      samples.append(seconds(clock.measure { body(operations) }) * 1e9 / Double(operations))
    }
    return (samples.min()!, operations)
  }

  /// Nanoseconds per operation of each of `bodies`, measured in interleaved rounds (one run of
  /// each body per round) so that a slower or busier stretch of the machine weighs on all of
  /// them alike; the fastest of `repeats` rounds for each. Operation counts are chosen as in
  /// ``perOperation(maxOperations:repeats:budget:_:)``.
  @MainActor
  static func interleaved(
    maxOperations: Int, repeats: Int, budget: Double = 0.002,
    _ bodies: [@MainActor (_ operations: Int) -> Void]
  ) -> [Double] {
    let counts = bodies.map { body in
      let probe = min(maxOperations, 64)
      body(probe)
      let perOperation = seconds(clock.measure { body(probe) }) / Double(probe)
      let affordable = perOperation > 0 ? Int(budget / perOperation) : maxOperations
      return max(1, min(maxOperations, affordable))
    }
    var samples = Array(repeating: [Double](), count: bodies.count)
    for _ in 0..<repeats {
      for (index, body) in bodies.enumerated() {
        let elapsed = seconds(clock.measure { body(counts[index]) })
        samples[index].append(elapsed * 1e9 / Double(counts[index]))
      }
    }
    return samples.map { $0.min()! }
  }

  /// Seconds `body` takes, the fastest of up to `repeats` runs, each after its own untimed
  /// `setup`. It stops repeating once the timed runs add up to half a second.
  @MainActor
  static func seconds<State>(
    repeats: Int, setup: @MainActor () -> State, _ body: @MainActor (inout State) -> Void,
    after: @MainActor (State) -> Void = { _ in }
  ) -> Double {
    var samples: [Double] = []
    for _ in 0..<max(1, repeats) {
      var state = setup()
      samples.append(seconds(clock.measure { body(&state) }))
      after(state)
      if samples.reduce(0, +) > 0.5 { break }
    }
    return samples.min()!
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  /// Whether heap allocations can be counted here.
  static var countsAllocations: Bool { malloc_counter_available() }

  /// The heap allocations `body` makes (every thread), or `nil` where they cannot be counted.
  @MainActor
  static func allocations(_ body: @MainActor () -> Void) -> UInt64? {
    guard countsAllocations else { return nil }
    let before = malloc_counter_allocations()
    body()
    return malloc_counter_allocations() - before
  }

  /// The heap allocations `body` makes and the most the live heap grew over its start while it
  /// ran (both on every thread); allocations are `nil` where they cannot be counted.
  @MainActor
  static func heap(_ body: @MainActor () -> Void) -> (
    allocations: UInt64?, transientBytes: Int64
  ) {
    guard countsAllocations else {
      body()
      return (nil, 0)
    }
    let live = malloc_counter_live_bytes()
    malloc_counter_reset_peak()
    let before = malloc_counter_allocations()
    body()
    let allocations = malloc_counter_allocations() - before
    return (allocations, max(0, malloc_counter_peak_bytes() - live))
  }

  /// The process's peak resident memory so far, in kilobytes, where the system reports it.
  static func peakResidentKilobytes() -> Int? {
    #if os(Linux)
      guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
        return nil
      }
      for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        return Int(line.split(separator: " ", omittingEmptySubsequences: true)[1])
      }
      return nil
    #else
      var usage = rusage()
      getrusage(RUSAGE_SELF, &usage)
      return Int(usage.ru_maxrss) / 1024
    #endif
  }

  /// The CPU time (user + system) this process has used so far, in seconds: unlike the time
  /// on a clock, other processes sharing the cores do not inflate it.
  static func cpuSeconds() -> Double {
    var usage = rusage()
    #if os(Linux)
      getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
      getrusage(RUSAGE_SELF, &usage)
    #endif
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  /// The process's resident memory now, in kilobytes, where the system reports it.
  static func residentKilobytes() -> Int? {
    #if os(Linux)
      guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
        return nil
      }
      let fields = text.split(separator: " ")
      guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
      return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    #else
      return nil
    #endif
  }

  /// Runs this executable again with `arguments` and waits for it.
  /// - Returns: Its exit status and the peak resident memory `wait4` reports for it, in
  ///   kilobytes, or `nil` if it could not be started. On Linux that peak can include this
  ///   process's memory (a spawned child shares it until it executes), so a child that must
  ///   report its own peak reads it itself.
  static func runChild(_ arguments: [String]) -> (status: Int32, peakKilobytes: Int)? {
    #if os(Linux)
      let executable = "/proc/self/exe"
    #else
      let executable = CommandLine.arguments[0]
    #endif
    let argv = ([executable] + arguments).map { strdup($0) }
    defer { for argument in argv { free(argument) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, nil, nil, argv + [nil], environ)
    guard spawned == 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(pid, &status, 0, &usage) == pid else { return nil }
    #if os(Linux)
      let peak = Int(usage.ru_maxrss)
    #else
      let peak = Int(usage.ru_maxrss) / 1024
    #endif
    let exited = (status & 0x7f) == 0
    return (exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), peak)
  }
}

/// Keeps a value alive so the optimizer cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
