/// A terminal session as steps a test can replay: each step is one script line with the
/// navigation's one-line text, the frame and the terminal's size after it.
///
/// The host feeds it (see ``TerminalHost/recordSession(as:to:writeOnQuit:)``): every key it
/// handles, every script command that is not a key, and what changed while no key was pressed —
/// work that finished becomes `wait-idle`, a new terminal size `resize W H`, so the replay, which
/// runs its lines without waiting, meets the same states. ``testSource(_:)`` turns it into a
/// Swift Testing test. A pure value: no terminal, no files.
///
/// ```swift
/// var recording = SessionRecording(
///   navigation: "root", frame: ["Menu", "▸ Movies"], width: 80, height: 24)
/// recording.append("key enter", navigation: "root > push movies", frame: ["Movies"])
/// print(recording.steps.map(\.command))
/// ```
///
/// Prints:
/// ```
/// ["key enter"]
/// ```
package struct SessionRecording: Hashable, Sendable {
  /// One script line and what the host showed after it.
  package struct Step: Hashable, Sendable {
    /// The script line, e.g. `key down`, `type ali`, `wait-idle`, `resize 60 20`.
    package var command: String
    /// The navigation's one-line text after the line.
    package var navigation: String
    /// The plain frame after the line.
    package var frame: [String]
    /// The terminal's width after the line.
    package var width: Int
    /// The terminal's height after the line.
    package var height: Int
    /// Whether the navigation inspector was open: its pane shows the session's own history
    /// (and the notes of writing it), so such a frame is compared, never asserted.
    package var showsInspector: Bool
    /// Whether the step typed into a secure field: its command types a placeholder of as many
    /// `x`, and the test supplies the text.
    package var isSecret = false
    /// Whether the help or the navigation inspector was open: a look at one that comes back
    /// to the same screen is left out of the test.
    package var overlayOpen = false

    /// Creates a step.
    package init(
      command: String, navigation: String, frame: [String], width: Int, height: Int,
      showsInspector: Bool = false, isSecret: Bool = false, overlayOpen: Bool = false
    ) {
      self.isSecret = isSecret
      self.overlayOpen = overlayOpen || showsInspector
      self.command = command
      self.navigation = navigation
      self.frame = frame
      self.width = width
      self.height = height
      self.showsInspector = showsInspector
    }
  }

  /// Whether the host showed a tabbed router: the test then asserts every tab's text.
  package var isTabbed: Bool
  /// What the host showed when recording started; its command is empty.
  package var start: Step
  /// The steps, in order.
  package var steps: [Step] = []

  /// Starts a recording at what the host shows now.
  ///
  /// - Parameters:
  ///   - navigation: The navigation's one-line text.
  ///   - frame: The plain frame.
  ///   - width: The terminal's width.
  ///   - height: The terminal's height.
  ///   - isTabbed: Whether the host shows a tabbed router.
  package init(
    navigation: String, frame: [String], width: Int, height: Int, isTabbed: Bool = false
  ) {
    self.isTabbed = isTabbed
    start = Step(command: "", navigation: navigation, frame: frame, width: width, height: height)
  }

  /// The last step, or the start when there is none.
  package var last: Step { steps.last ?? start }

  /// Adds a step. Text typed in a row (`type a`, `type b`) joins the step before into one
  /// `type ab` when that step changed no navigation: the test asserts the same things either way.
  ///
  /// - Parameters:
  ///   - command: The script line.
  ///   - navigation: The navigation's one-line text after it.
  ///   - frame: The plain frame after it.
  ///   - showsInspector: Whether the navigation inspector is open.
  ///   - isSecret: Whether the command types into a secure field (a placeholder).
  ///   - overlayOpen: Whether the help or the inspector is open.
  package mutating func append(
    _ command: String, navigation: String, frame: [String], showsInspector: Bool = false,
    isSecret: Bool = false, overlayOpen: Bool = false
  ) {
    var width = last.width
    var height = last.height
    if let size = Self.size(ofResize: command) { (width, height) = size }
    var step = Step(
      command: command, navigation: navigation, frame: frame, width: width, height: height,
      showsInspector: showsInspector, isSecret: isSecret, overlayOpen: overlayOpen)
    if let previous = steps.last, previous.command.hasPrefix("type "), command.hasPrefix("type "),
      previous.isSecret == isSecret,
      previous.navigation == (steps.dropLast().last ?? start).navigation
    {
      step.command = previous.command + command.dropFirst("type ".count)
      steps[steps.count - 1] = step
    } else {
      steps.append(step)
    }
  }

  /// Notes what changed while no key was pressed, before the next key: `wait-idle` when the
  /// navigation or the frame (at the last size) differs from the last step's — work the screens
  /// started has finished — then `resize W H` when the terminal's size changed.
  ///
  /// - Parameters:
  ///   - navigation: The navigation's one-line text now.
  ///   - frameAtLastSize: The frame now, drawn at the last step's size.
  ///   - frame: The frame now, at the terminal's size.
  ///   - width: The terminal's width now.
  ///   - height: The terminal's height now.
  ///   - showsInspector: Whether the navigation inspector is open.
  ///   - overlayOpen: Whether the help or the inspector is open.
  package mutating func notePause(
    navigation: String, frameAtLastSize: [String], frame: [String], width: Int, height: Int,
    showsInspector: Bool = false, overlayOpen: Bool = false
  ) {
    if navigation != last.navigation || frameAtLastSize != last.frame {
      append(
        "wait-idle", navigation: navigation, frame: frameAtLastSize, showsInspector: showsInspector,
        overlayOpen: overlayOpen)
    }
    if width != last.width || height != last.height {
      append(
        "resize \(width) \(height)", navigation: navigation, frame: frame,
        showsInspector: showsInspector,
        overlayOpen: overlayOpen)
    }
  }

  /// Takes `frame` as the last step's, for a change the replay does not make (a note the
  /// inspector shows after writing the test).
  ///
  /// - Parameter frame: The plain frame now.
  package mutating func absorb(frame: [String]) {
    if steps.isEmpty { start.frame = frame } else { steps[steps.count - 1].frame = frame }
  }

  /// The width and height a `resize W H` line sets.
  private static func size(ofResize command: String) -> (Int, Int)? {
    let parts = command.split(separator: " ")
    guard parts.count == 3, parts[0] == "resize", let width = Int(parts[1]),
      let height = Int(parts[2])
    else { return nil }
    return (width, height)
  }
}
