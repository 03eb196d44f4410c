/// Where the benchmark's callbacks, the engine's and the floor's alike, count their calls.
///
/// A callback that captures nothing costs no allocation to create, so counting here keeps
/// allocation counts about the router alone; counting costs every path the same few
/// instructions.
@MainActor
public enum CallSink {
  /// How many times ``hit()`` was called.
  public private(set) static var hits = 0

  /// Counts one call.
  @inline(never)
  public static func hit() { hits &+= 1 }
}
