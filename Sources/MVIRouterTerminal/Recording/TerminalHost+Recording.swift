import Foundation
import MVIRouter

/// What a recording host keeps: the session so far, how its test is written and where.
struct SessionRecorder {
  var recording: SessionRecording
  let template: SessionTestTemplate
  let file: URL
  let writeOnQuit: Bool
  /// Whether a test the host recorded before was at `file` when the recording started.
  var replaces = false

  /// `12 steps`, `1 step`.
  static func steps(_ count: Int) -> String { count == 1 ? "1 step" : "\(count) steps" }

  /// How the tests the host writes begin: a recorded session's (an explored failure's too) and
  /// a trapping walk's. A file that begins so is one the host may replace.
  static let headers = [
    "// A session recorded with the terminal host,", "// A walk of the terminal host's explorer",
  ]

  /// Whether a test the host recorded is at `file`: it begins with one of ``headers``.
  static func holdsRecordedTest(_ file: URL) -> Bool {
    guard let handle = try? FileHandle(forReadingFrom: file) else { return false }
    defer { try? handle.close() }
    let start = (try? handle.read(upToCount: 64)) ?? Data()
    return headers.contains { start.starts(with: Data($0.utf8)) }
  }

  /// Why the host will not write a test to `file`: a file is there that is neither empty nor a
  /// test the host recorded (a source file, a hand-written test), which it never replaces.
  static func replaceProblem(_ file: URL) -> String? {
    let path = file.path
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      attributes[.type] as? FileAttributeType == .typeRegular,
      (attributes[.size] as? NSNumber)?.intValue ?? 0 > 0, !holdsRecordedTest(file)
    else { return nil }
    return "\(path) exists and is not a test the host recorded: give a new file, "
      + "or remove that one first"
  }
}

extension TerminalHost {
  /// Records the session from now on, so it can become a Swift Testing test that replays it:
  /// every key the host handles (at the keyboard or from a script), the script commands that are
  /// not keys, and what changed while no key was pressed — work that finished becomes
  /// `wait-idle`, a new terminal size `resize W H`.
  ///
  /// The test is written to `file` when the user presses `r` in the navigation inspector (the
  /// session so far; the inspector says where) and, with `writeOnQuit`, when the host quits
  /// (standard error says where, or why it could not). It replays the session through
  /// ``replay(_:)`` and, after each step that changed the navigation, asserts the navigation's
  /// one-line text; where steps changed only the screen, the frame. See the article "Recording
  /// a session as a test".
  ///
  /// ```swift
  /// let host = try App.host(arguments: [])
  /// host.recordSession(
  ///   as: SessionTestTemplate(imports: ["App"], makeHost: "try App.host(arguments: [])"),
  ///   to: URL(fileURLWithPath: "RecordedSessionTests.swift"))
  /// _ = await host.run(script: "key down\nkey enter")
  /// print(host.recordedSessionTest()?.contains(#"host.replay("key enter")"#) ?? false)
  /// ```
  ///
  /// Prints:
  /// ```
  /// true
  /// ```
  ///
  /// - Parameters:
  ///   - template: The app's modules and the expression that makes its host in the test.
  ///   - file: Where the test is written.
  ///   - writeOnQuit: Whether quitting writes the test.
  ///
  /// A second call starts the recording again, with the new template and file.
  public func recordSession(
    as template: SessionTestTemplate, to file: URL, writeOnQuit: Bool = true
  ) {
    let isFirst = sessionRecorder == nil
    sessionRecorder = SessionRecorder(
      recording: SessionRecording(
        navigation: navigationText, frame: frame(), width: width, height: height,
        isTabbed: screenFactory is any TabbedTerminalScreenFactory),
      template: template, file: file, writeOnQuit: writeOnQuit,
      replaces: SessionRecorder.holdsRecordedTest(file))
    guard isFirst else { return }
    onQuit { [weak self] in
      guard let self, let recorder = self.sessionRecorder, recorder.writeOnQuit else { return }
      let message: String
      do {
        message = self.recordingWrittenNote(steps: try self.writeRecordedSession())
      } catch {
        message = "could not write the recorded session: \(error)"
      }
      FileHandle.standardError.write(Data((message + "\n").utf8))
    }
  }

  /// What standard error says when the host quits and writes the recorded test.
  func recordingWrittenNote(steps: Int) -> String {
    guard let recorder = sessionRecorder else { return "" }
    let replacing = recorder.replaces ? ", replacing the test recorded there before" : ""
    return "recorded \(SessionRecorder.steps(steps)) as a test in \(recorder.file.path)\(replacing)"
  }

  /// The source of the test the session recorded so far becomes; `nil` when the host is not
  /// recording (see ``recordSession(as:to:writeOnQuit:)``). Nothing is written.
  ///
  /// ```swift
  /// host.recordSession(
  ///   as: SessionTestTemplate(imports: ["App"], makeHost: "try App.host()"),
  ///   to: URL(fileURLWithPath: "RecordedSessionTests.swift"))
  /// host.handle(.down)
  /// print(host.recordedSessionTest()?.contains(#"try await host.replay("key down")"#) ?? false)
  /// ```
  ///
  /// Prints:
  /// ```
  /// true
  /// ```
  ///
  /// - Returns: A Swift file with one Swift Testing test.
  public func recordedSessionTest() -> String? {
    recordPause()
    guard let recorder = sessionRecorder else { return nil }
    return recorder.recording.testSource(recorder.template)
  }

  /// Writes the test the session recorded so far to the recording's file, as `r` in the
  /// navigation inspector does.
  ///
  /// ```swift
  /// host.recordSession(
  ///   as: SessionTestTemplate(imports: ["App"], makeHost: "try App.host()"),
  ///   to: URL(fileURLWithPath: "RecordedSessionTests.swift"))
  /// host.handle(.down)
  /// host.handle(.enter)
  /// print(try host.writeRecordedSession())
  /// ```
  ///
  /// Prints:
  /// ```
  /// 2
  /// ```
  ///
  /// A test the host recorded before at that place (or an empty file) is replaced; any other
  /// file there — a source file, a hand-written test — is left as it is, and the write throws.
  ///
  /// - Returns: How many steps the test replays.
  /// - Throws: ``TerminalHostError`` when the host is not recording, the file cannot be
  ///   written, or a file there is not a test the host recorded.
  @discardableResult
  public func writeRecordedSession() throws(TerminalHostError) -> Int {
    guard let source = recordedSessionTest(), let recorder = sessionRecorder else {
      throw TerminalHostError("this host is not recording; call recordSession(as:to:) first")
    }
    if let problem = SessionRecorder.replaceProblem(recorder.file) {
      throw TerminalHostError(problem)
    }
    do {
      try Data(source.utf8).write(to: recorder.file, options: .atomic)
    } catch {
      throw TerminalHostError("cannot write \(recorder.file.path): \(error.localizedDescription)")
    }
    return recorder.recording.steps.count
  }

  /// Runs script lines as ``run(script:width:height:)`` does, and leaves the host running, so a
  /// test can assert between them — what a recorded session's test calls. A `quit` line (or a key
  /// that quits) stops the host as a script's end does: the quit handlers run. A key that quits
  /// with lines after it fails, as in a script.
  ///
  /// ```swift
  /// try await host.replay("key down\nkey enter")
  /// print(host.screenFactory.routerEvents.state)
  /// ```
  ///
  /// Prints:
  /// ```
  /// root > push movies(search)
  /// ```
  ///
  /// - Parameter script: One or more script lines.
  /// - Throws: ``TerminalScriptRun/Failure`` at the first line that fails, with the frame then;
  ///   the lines after it do not run.
  public func replay(_ script: String) async throws(TerminalScriptRun.Failure) {
    func failure(_ line: Int, _ text: String, _ reason: String) -> TerminalScriptRun.Failure {
      TerminalScriptRun.Failure(
        line: line, text: text, reason: reason,
        frame: TerminalScriptRun.Frame(name: "frame", width: width, height: height, lines: frame()))
    }
    guard !isStopped else { throw failure(0, "", "this host has stopped; create a new one") }
    var result = TerminalScriptRun()
    let custom = Set(scriptCommands.keys)
    let lines = ScriptCommand.lines(of: script)
    for (index, line) in lines.enumerated() {
      var quit = false
      do {
        let command = try ScriptCommand.parse(String(line), customNames: custom)
        if try await !runCommand(command, into: &result) {
          quit = true
          try Self.checkNothingAfterQuit(command, lines[(index + 1)...])
          stop(runQuitHandlers: true)
          return
        }
      } catch {
        // A key that quit with lines after it stops the host, as a failed script run does.
        if quit { stop(runQuitHandlers: false) }
        throw failure(index + 1, String(line), "\(error)")
      }
    }
  }

  // MARK: Hooks

  /// The navigation's one-line text: with tabs, every tab's.
  var navigationText: String {
    if let tabbed = screenFactory as? any TabbedTerminalScreenFactory {
      return Self.tabbedText(tabbed)
    }
    return screenFactory.routerEvents.state.description
  }

  private static func tabbedText(_ factory: some TabbedTerminalScreenFactory) -> String {
    factory.tabbedRouterEvents.state.description
  }

  /// Called before a key: notes what changed since the last step (work that finished, a new
  /// size). Nothing once the host has stopped: its screens are gone, not changed.
  func recordPause() {
    // Changed in place (through the optional), so the steps are never copied.
    guard !isStopped, let last = sessionRecorder?.recording.last else { return }
    let current = frame()
    var atLastSize = current
    if last.width != width || last.height != height {
      let size = (width, height)
      (width, height) = (last.width, last.height)
      atLastSize = frame()
      (width, height) = size
    }
    sessionRecorder?.recording.notePause(
      navigation: navigationText, frameAtLastSize: atLastSize, frame: current, width: width,
      height: height, showsInspector: showsInspector, overlayOpen: showsOverlay)
  }

  /// Called after a key was handled: records it as a script line, unless it quit or wrote the
  /// recording, or it is a mouse button's release (which does nothing).
  ///
  /// Text typed or pasted into a secure field is recorded as a placeholder of as many `x`, a
  /// secret the test supplies, never as the text.
  func recordKey(_ key: TerminalKey, action: TerminalAction, secure: Bool = false) {
    guard sessionRecorder != nil, action != .quit, action != .recordSession else { return }
    if secure, case .insert(let text) = action {
      sessionRecorder?.recording.append(
        "type " + String(repeating: "x", count: text.count), navigation: navigationText,
        frame: frame(), showsInspector: showsInspector, isSecret: true,
        overlayOpen: showsOverlay)
      return
    }
    guard let command = Self.scriptLine(for: key, action: action) else { return }
    sessionRecorder?.recording.append(
      command, navigation: navigationText, frame: frame(), showsInspector: showsInspector,
      overlayOpen: showsOverlay)
  }

  /// Called after a script command ran: records the commands that are not keys.
  func recordScriptCommand(_ command: ScriptCommand) {
    guard sessionRecorder != nil else { return }
    let line: String
    switch command {
    case .resize(let width, let height): line = "resize \(width) \(height)"
    case .waitIdle: line = "wait-idle"
    case .tab(let name): line = "tab \(name)"
    case .custom(let name, let argument): line = argument.isEmpty ? name : "\(name) \(argument)"
    case .key, .type, .snapshot, .expect, .quit, .nothing: return
    }
    sessionRecorder?.recording.append(
      line, navigation: navigationText, frame: frame(), showsInspector: showsInspector,
      overlayOpen: showsOverlay)
  }

  /// The `r` key in the inspector: writes the test and returns what the inspector notes.
  func recordFromInspector() -> String {
    guard let file = sessionRecorder?.file else {
      return "not recording: the app did not call recordSession(as:to:)"
    }
    let note: String
    do {
      let steps = SessionRecorder.steps(try writeRecordedSession())
      note = "recorded \(steps) as a test in \(file.lastPathComponent)"
    } catch {
      note = "could not record: \(error)"
    }
    return note
  }

  /// Takes the frame now as the last step's: the inspector's note is not part of the session.
  func recordAbsorbNote() {
    guard sessionRecorder != nil else { return }
    sessionRecorder?.recording.absorb(frame: frame())
  }

  /// The script line for a key; `nil` for a mouse button's release, a comment for a paste no
  /// script line can hold.
  static func scriptLine(for key: TerminalKey, action: TerminalAction) -> String? {
    switch key {
    case .character(" "):
      return "key space"
    case .character(let character):
      if case .insert = action { return "type \(character)" }
      return "key \(character)"
    case .paste(let text):
      // A script line holds no line break, and loses spaces at its ends.
      guard !text.contains(where: \.isNewline), text.trimmingSpaces() == text, !text.isEmpty
      else { return "# not replayed: a paste with a line break or spaces at its ends" }
      return "paste \(text)"
    case .mouse(let mouse):
      switch mouse.kind {
      case .press: return "click \(mouse.line) \(mouse.column)"
      case .release: return nil
      case .wheelUp: return "wheel up"
      case .wheelDown: return "wheel down"
      }
    default:
      return "key \(key)"
    }
  }
}
