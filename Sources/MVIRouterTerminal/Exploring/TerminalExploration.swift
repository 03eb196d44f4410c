import Foundation

/// Explores an app through its terminal host as a user could, at random from what each frame
/// offers, and checks after every step what must always hold; a failure is shrunk to the
/// fewest steps that still fail and written as a recorded test.
///
/// From each frame the explorer presses enabled rows (with Enter and by clicking), moves the
/// selection, presses and cancels alert buttons, goes back, switches tabs, types into fields
/// (short, long, wide glyphs, emoji), pastes, resizes the terminal down to too small and back,
/// waits for the screens' work, opens the app's deep links, and saves and restores. After every
/// step it checks that the frame is exactly the terminal's size with focus never on a disabled
/// row (``TerminalHost/frameProblem()``), that going back or pressing a `Close`, `Cancel`,
/// `Done` or `Back` row of a presented screen (or cancelling an alert) changes the navigation,
/// that a save restored into a fresh app shows the same navigation and frame
/// (``TerminalHost/restoreProblem(in:)``), and the app's own `invariants`. A command that
/// throws (a link the app refuses) is bad input answered with an error: the walk goes on.
///
/// The walk is the same for the same seed: choices come from a seeded generator and from what
/// the host shows, and the screens' work finishes only where the walk waits for it.
///
/// ```swift
/// let exploration = TerminalExploration(links: ["app://inbox/1"]) {
///   try App.host(arguments: [])
/// }
/// let report = await exploration.run(steps: 300, seed: 7)
/// #expect(report.failure == nil, "\(report)")
/// print(report.screens)
/// ```
///
/// Prints:
/// ```
/// ["message", "movies", "root: Home"]
/// ```
///
/// An executable explores itself with `--explore [STEPS] --seed N` when its `main` gives one to
/// ``TerminalHost/run(arguments:recordingAs:exploring:)``. See <doc:Exploring>.
@MainActor
public struct TerminalExploration<Factory: TerminalScreenFactory> {
  /// Deep links the explorer opens with the host's `open` script command; the host must have
  /// one (see ``TerminalHost/addScriptCommand(_:_:)``).
  var links: [String]
  /// How the test written for a failure makes the app's host; without it the report holds the
  /// failing walk but no test.
  var template: SessionTestTemplate?
  /// Where the walk is written as a script, step by step before each runs, while exploring:
  /// a trap stops the process, and the file holds the walk up to it, for `--script`. Removed
  /// when the walk ends.
  var walkLog: URL?
  let makeHost: @MainActor () throws -> TerminalHost<Factory>
  let invariants: @MainActor (TerminalHost<Factory>) throws -> Void

  /// Creates an exploration of the app `makeHost` makes.
  ///
  /// ```swift
  /// struct DeepStack: Error {}
  /// let exploration = TerminalExploration(
  ///   links: ["app://inbox"],
  ///   recordingAs: SessionTestTemplate(imports: ["App"], makeHost: "try App.host()"),
  ///   invariants: { host in
  ///     if host.screenFactory.routerEvents.state.routes.count > 8 { throw DeepStack() }
  ///   },
  ///   makeHost: { try App.host() })
  /// ```
  ///
  /// - Parameters:
  ///   - links: Deep links to open with the host's `open` script command.
  ///   - template: How the written test makes the app's host.
  ///   - invariants: What must hold of the app after every step; it throws an error saying what
  ///     does not.
  ///   - makeHost: Makes the app's host as it starts, a fresh one each time: the walk, every
  ///     shrinking attempt and every restore check start from a new app.
  public init(
    links: [String] = [], recordingAs template: SessionTestTemplate? = nil,
    invariants: @escaping @MainActor (TerminalHost<Factory>) throws -> Void = { _ in },
    makeHost: @escaping @MainActor () throws -> TerminalHost<Factory>
  ) {
    self.links = links
    self.template = template
    self.invariants = invariants
    self.makeHost = makeHost
  }

  /// Walks `steps` steps from a fresh app, checking after each; on the first failure shrinks
  /// the walk and writes its test (when it was given a template).
  ///
  /// ```swift
  /// let report = await exploration.run(steps: 2000, seed: 7)
  /// print(report.failure ?? "no failure in \(report.steps) steps")
  /// ```
  ///
  /// - Parameters:
  ///   - steps: How many steps to walk.
  ///   - seed: Chooses the walk; the same seed walks the same way.
  ///   - width: The terminal's width at the start.
  ///   - height: The terminal's height at the start.
  /// - Returns: What was covered and, if something broke, the shrunk walk and its test.
  public func run(steps: Int = 1000, seed: UInt64 = 0, width: Int = 80, height: Int = 24) async
    -> ExplorationReport
  {
    let runner = ExplorationRunner(exploration: self, width: width, height: height)
    return await runner.explore(steps: steps, seed: seed)
  }
}
