/// What running a script in a ``TerminalHost`` produced: the frames it snapshotted and, if a
/// line failed, which line, why, and the frame at that moment.
///
/// ```swift
/// let run = await host.run(script: "key down\nsnapshot menu\nexpect \"Nowhere\"")
/// print(run.frames.map(\.name), run.failure?.line ?? 0)
/// ```
///
/// Prints:
/// ```
/// ["menu"] 3
/// ```
public struct TerminalScriptRun: Hashable, Sendable {
  /// A frame as a script saw it.
  public struct Frame: Hashable, Sendable, CustomStringConvertible {
    /// The snapshot's name; `end` for the frame after the last line.
    public var name: String
    /// The terminal's width then.
    public var width: Int
    /// The terminal's height then.
    public var height: Int
    /// The frame's lines, plain text.
    public var lines: [String]

    /// Creates a frame.
    ///
    /// - Parameters:
    ///   - name: The snapshot's name.
    ///   - width: The terminal's width.
    ///   - height: The terminal's height.
    ///   - lines: The frame's lines.
    public init(name: String, width: Int, height: Int, lines: [String]) {
      self.name = name
      self.width = width
      self.height = height
      self.lines = lines
    }

    /// The header line and the frame, as the scripted driver prints them:
    /// `--- menu (80x24) ---` and the lines.
    public var description: String {
      "--- \(name) (\(width)x\(height)) ---\n" + lines.joined(separator: "\n")
    }
  }

  /// A script line that failed.
  public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line's number, from 1.
    public var line: Int
    /// The line's text.
    public var text: String
    /// Why it failed.
    public var reason: String
    /// The frame when it failed, named `frame`.
    public var frame: Frame

    /// Creates a failure.
    ///
    /// - Parameters:
    ///   - line: The line's number, from 1.
    ///   - text: The line's text.
    ///   - reason: Why it failed.
    ///   - frame: The frame when it failed.
    public init(line: Int, text: String, reason: String, frame: Frame) {
      self.line = line
      self.text = text
      self.reason = reason
      self.frame = frame
    }

    /// The failure as the scripted driver reports it on standard error.
    public var description: String {
      "script line \(line): \(reason)\n  \(text)\n\(frame)"
    }
  }

  /// Every `snapshot`, in order, then the `end` frame when every line ran.
  public var frames: [Frame]
  /// The line that failed, if one did; the lines after it did not run.
  public var failure: Failure?

  /// Creates a run's result.
  ///
  /// - Parameters:
  ///   - frames: The frames snapshotted.
  ///   - failure: The line that failed, if any.
  public init(frames: [Frame] = [], failure: Failure? = nil) {
    self.frames = frames
    self.failure = failure
  }

  /// Whether every line ran.
  public var succeeded: Bool { failure == nil }

  /// The frames as the scripted driver prints them on standard output, one after another.
  public var transcript: String {
    frames.map { "\($0)\n" }.joined()
  }

  /// The frame named `name`, the last one if several have that name.
  ///
  /// - Parameter name: A snapshot's name.
  /// - Returns: The frame, or `nil`.
  public func frame(named name: String) -> Frame? {
    frames.last { $0.name == name }
  }
}
