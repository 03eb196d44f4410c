import Observation

/// What a screen shows while its load runs: a glyph that turns every tenth of a second, so a
/// slow load reads as work going on. ``Loader`` starts it with a load and stops it when the
/// load ends or is cancelled; a view reads ``glyph`` and is redrawn as it turns.
///
/// ```swift
/// var body: [String] { ["\(spinner.glyph) Loading…"] }
/// ```
///
/// Shows `⠋ Loading…`, then `⠙ Loading…`, … while the load runs.
@MainActor @Observable
public final class Spinner {
  /// The glyphs it turns through.
  public static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  /// How many times it turned since it started.
  public private(set) var turns = 0
  @ObservationIgnored private var task: Task<Void, Never>?
  @ObservationIgnored private let tick: @Sendable () async -> Void

  /// Creates a spinner.
  ///
  /// - Parameter tick: Returns when the glyph should turn; a tenth of a second by default.
  public init(
    tick: @escaping @Sendable () async -> Void = { try? await Task.sleep(for: .milliseconds(100)) }
  ) {
    self.tick = tick
  }

  /// The glyph to show now.
  public var glyph: String { Self.frames[turns % Self.frames.count] }

  /// Whether it is turning.
  public var isSpinning: Bool { task != nil }

  /// Starts turning from the first glyph; it runs on its own, not as work a scripted run
  /// waits for.
  public func start() {
    task?.cancel()
    turns = 0
    let tick = tick
    task = Task { [weak self] in
      while !Task.isCancelled {
        await tick()
        if Task.isCancelled { return }
        self?.turns += 1
      }
    }
  }

  /// Stops turning.
  public func stop() {
    task?.cancel()
    task = nil
  }
}
