import MVIRouter
import Observation
import Testing

@Observable @MainActor
final class CounterModel {
  var count = 0
  var unrelated = ""
}

@MainActor
final class CounterIntent {
  let model: CounterModel
  init(model: CounterModel) { self.model = model }
  func increment() { model.count += 1 }
}

@MainActor
@Suite struct MVIContainerTests {
  /// Observes `container` and returns the renders as a stream of the counts read.
  private func renders(
    of container: MVIContainer<CounterIntent, CounterModel>
  ) -> (AsyncStream<Int>, RouterSubscription) {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    let subscription = container.observe { model in continuation.yield(model.count) }
    return (stream, subscription)
  }

  @Test func observeRendersNowAndAfterEachChangeOfWhatItRead() async {
    let model = CounterModel()
    let container = MVIContainer(intent: CounterIntent(model: model), model: model)
    let (stream, subscription) = renders(of: container)
    var iterator = stream.makeAsyncIterator()
    #expect(await iterator.next() == 0)
    container.intent.increment()
    #expect(await iterator.next() == 1)
    container.intent.increment()
    #expect(await iterator.next() == 2)
    subscription.cancel()
  }

  @Test func changesToWhatWasNotReadDoNotRender() async {
    let model = CounterModel()
    let container = MVIContainer(intent: CounterIntent(model: model), model: model)
    let (stream, subscription) = renders(of: container)
    var iterator = stream.makeAsyncIterator()
    #expect(await iterator.next() == 0)
    model.unrelated = "x"
    container.intent.increment()
    // Re-renders run in order on the main actor: a render for `unrelated` would come first.
    #expect(await iterator.next() == 1)
    subscription.cancel()
  }

  @Test func aCancelledObservationStopsRenderingWhileOthersGoOn() async {
    let model = CounterModel()
    let container = MVIContainer(intent: CounterIntent(model: model), model: model)
    var cancelledRenders = 0
    let cancelled = container.observe { model in
      _ = model.count
      cancelledRenders += 1
    }
    let (stream, subscription) = renders(of: container)
    var iterator = stream.makeAsyncIterator()
    #expect(await iterator.next() == 0)
    cancelled.cancel()
    container.intent.increment()
    #expect(await iterator.next() == 1)
    #expect(cancelledRenders == 1)
    subscription.cancel()
  }

  @Test func aReleasedObservationStopsRendering() async {
    let model = CounterModel()
    let container = MVIContainer(intent: CounterIntent(model: model), model: model)
    var releasedRenders = 0
    do {
      let released = container.observe { model in
        _ = model.count
        releasedRenders += 1
      }
      withExtendedLifetime(released) {}
    }
    let (stream, subscription) = renders(of: container)
    var iterator = stream.makeAsyncIterator()
    #expect(await iterator.next() == 0)
    container.intent.increment()
    #expect(await iterator.next() == 1)
    #expect(releasedRenders == 1)
    subscription.cancel()
  }
}
