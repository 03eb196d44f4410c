/// One screen's loading, the same for every screen of the demo: a new load cancels the one
/// before it, ``cancel()`` (the screen leaving) ends the one running, and a load that was
/// cancelled never reaches the model.
///
/// An intent keeps one loader and starts its loads through it from its appear hook; its
/// `onDisappear()` calls ``cancel()``.
///
/// ```swift
/// let loader = Loader()
/// loader.load {
///   try await Task.sleep(for: .seconds(1))
///   return "first"
/// } then: { result in
///   print("first:", result)
/// }
/// loader.load { "second" } then: { result in print(result) }
/// ```
///
/// Prints `success("second")` only: the second load cancelled the first.
@MainActor
public final class Loader {
  /// Starts a piece of work and returns its task; an app can track the tasks it starts.
  public typealias Run = @MainActor (@escaping @MainActor () async -> Void) -> Task<Void, Never>

  private let run: Run
  private var task: Task<Void, Never>?
  /// Turns while a load runs: a view shows ``Spinner/glyph`` beside its "Loading…".
  public let spinner: Spinner

  /// Creates a loader.
  ///
  /// ```swift
  /// let loader = Loader(run: { work in tasks.run(work) })
  /// ```
  ///
  /// - Parameters:
  ///   - run: Starts a load's work; by default a plain task. An app passes its task tracker,
  ///     so a scripted run can wait until every load has finished.
  ///   - spinner: Turns while a load runs.
  public init(run: @escaping Run = { work in Task { await work() } }, spinner: Spinner = Spinner())
  {
    self.run = run
    self.spinner = spinner
  }

  /// Cancels the load running, if any, runs `load`, and hands its outcome to `apply` on the
  /// main actor — unless it was cancelled first.
  ///
  /// ```swift
  /// loader.load { try await services.movie(id) } then: { [weak self] result in
  ///   self?.model.phase = (try? result.get()).map(Phase.loaded) ?? .failed
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - load: The work, off the main actor.
  ///   - apply: Receives the value or the error; never a cancellation.
  public func load<Value: Sendable>(
    _ load: @escaping @Sendable () async throws -> Value,
    then apply: @escaping @MainActor (Result<Value, any Error>) -> Void
  ) {
    task?.cancel()
    spinner.start()
    task = run { [spinner] in
      defer { if !Task.isCancelled { spinner.stop() } }
      let result: Result<Value, any Error>
      do {
        result = .success(try await load())
      } catch {
        result = .failure(error)
      }
      if Task.isCancelled { return }
      if case .failure(let error) = result, error is CancellationError { return }
      apply(result)
    }
  }

  /// Cancels the load running, if any: its outcome is dropped.
  ///
  /// ```swift
  /// func onDisappear() { loader.cancel() }
  /// ```
  public func cancel() {
    task?.cancel()
    task = nil
    spinner.stop()
  }
}
