import MVIRouterTesting

@testable import DemoApp

/// A demo environment whose fakes answer at once (or never, for cancellation tests).
@MainActor
func makeEnvironment(delay: Duration = .zero, fail: Bool = false) -> DemoEnvironment {
  DemoEnvironment(services: DemoServices(delay: delay, failEverything: fail))
}

/// Long enough that work is still running when a test cancels it; cancellation ends it at once.
let neverFinishes = Duration.seconds(600)

extension ImageIntentTests {
  /// How long a test waits for a fake load's alert before failing. The loads take no time, but
  /// the main actor they finish on is shared with every other main-actor suite of the run, and a
  /// long synchronous one (the model-based tests) holds it for seconds.
  static let loadDeadline = Duration.seconds(120)
}

extension ProductIntentTests {
  /// See ``ImageIntentTests/loadDeadline``.
  static let loadDeadline = ImageIntentTests.loadDeadline
}
