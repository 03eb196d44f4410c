import MVIRouter

extension TerminalHost {
  /// Runs a script: one ``ScriptCommand`` a line. Commands run one after another on the main
  /// actor without waiting in between, except `wait-idle`; so the frame after a key always shows
  /// the state that key produced, before any work it started finishes.
  ///
  /// - Parameter text: The script.
  /// - Returns: 0 when every line ran, 1 at the first line that failed.
  func runScript(_ text: String) async -> Int32 {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let custom = Set(scriptCommands.keys)
    for (index, line) in lines.enumerated() {
      let number = index + 1
      do {
        let command = try ScriptCommand.parse(line, customNames: custom)
        if try await !runCommand(command) { break }
      } catch {
        fail(line: number, text: line, reason: "\(error)")
        stop(runQuitHandlers: false)
        return 1
      }
    }
    print(header("end") + "\n" + frame().joined(separator: "\n"))
    stop(runQuitHandlers: true)
    return 0
  }

  /// Runs one command; `false` when it quits.
  private func runCommand(_ command: ScriptCommand) async throws -> Bool {
    switch command {
    case .nothing:
      break
    case .key(let key):
      if !handle(key) { return false }
    case .type(let text):
      for character in text where !handle(.character(character)) { return false }
    case .resize(let newWidth, let newHeight):
      width = newWidth
      height = newHeight
    case .snapshot(let name):
      print(header(name) + "\n" + frame().joined(separator: "\n"))
    case .expect(let text):
      guard frame().joined(separator: "\n").contains(text) else {
        throw ScriptError("expected \"\(text)\", which the frame does not show")
      }
    case .waitIdle:
      await waitIdle()
    case .quit:
      return false
    case .custom(let name, let argument):
      try await scriptCommands[name]?(argument)
    }
    return true
  }

  private func header(_ name: String) -> String {
    "--- \(name) (\(width)x\(height)) ---"
  }

  private func fail(line number: Int, text: String, reason: String) {
    TerminalDevice.writeError(
      "script line \(number): \(reason)\n  \(text)\n\(header("frame"))\n"
        + frame().joined(separator: "\n") + "\n")
  }
}
