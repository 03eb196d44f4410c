import MVIRouterTesting

@testable import DemoApp

/// A demo environment whose fakes answer at once (or never, for cancellation tests).
@MainActor
func makeEnvironment(delay: Duration = .zero, fail: Bool = false) -> DemoEnvironment {
  DemoEnvironment(services: DemoServices(delay: delay, failEverything: fail))
}

/// Long enough that work is still running when a test cancels it; cancellation ends it at once.
let neverFinishes = Duration.seconds(600)
