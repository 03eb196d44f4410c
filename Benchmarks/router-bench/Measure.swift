import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Timing helpers: each measurement is repeated and the median kept.
enum Measure {
  /// Nanoseconds per operation of `body`, which runs `operations` operations; the median of
  /// `repeats` runs after one warm-up run.
  @MainActor
  static func nanosecondsPerOperation(
    operations: Int, repeats: Int, _ body: @MainActor () -> Void
  ) -> Double {
    body()
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<repeats {
      let elapsed = clock.measure { body() }
      samples.append(nanoseconds(elapsed) / Double(max(1, operations)))
    }
    samples.sort()
    return samples[samples.count / 2]
  }

  static func nanoseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
  }

  /// The process's resident memory in kilobytes, where the system reports it.
  static func residentKilobytes() -> Int? {
    #if os(Linux)
      guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
        return nil
      }
      let fields = text.split(separator: " ")
      guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
      return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    #else
      var usage = rusage()
      getrusage(RUSAGE_SELF, &usage)
      return Int(usage.ru_maxrss) / 1024
    #endif
  }
}

/// Keeps a value alive so the optimizer cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
