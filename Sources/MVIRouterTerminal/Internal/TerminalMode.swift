#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Puts the terminal in raw mode on the alternate screen with the cursor hidden, bracketed paste
/// on and, if asked, SGR mouse reporting; and restores it all on every way out: ``leave()``, or a signal (SIGINT, SIGTERM, SIGHUP, SIGQUIT) or crash
/// (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE), after which the signal goes on to the
/// handler that was there before.
///
/// The settings are saved whole with `tcgetattr` and restored whole with `tcsetattr`; no flag is
/// toggled back one by one.
enum TerminalMode {
  /// The modes asked for besides raw mode and the alternate screen.
  struct Modes: Equatable {
    /// Report clicks and wheel turns (`?1000` normal tracking in `?1006` SGR form).
    var mouse: Bool
  }

  static let pasteOn = "\u{1B}[?2004h"
  static let mouseOn = "\u{1B}[?1000h\u{1B}[?1006h"
  /// What `modes` write on entering.
  static func enterBytes(_ modes: Modes) -> String {
    "\u{1B}[?1049h\u{1B}[?25l" + pasteOn + (modes.mouse ? mouseOn : "") + "\u{1B}[H\u{1B}[2J"
  }
  /// Written on every way out, whatever was turned on: mouse and paste modes off, styles reset,
  /// the cursor shown, the main screen back.
  static let leaveBytes =
    "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
  static let signals: [Int32] = [
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE,
  ]

  /// Enters raw mode. Returns `false`, changing nothing, if the terminal's settings cannot be read.
  static func enter(_ modes: Modes) -> Bool {
    var saved = termios()
    guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return false }
    SavedTerminal.store(saved, leaveBytes: leaveBytes)
    for signal in signals { SavedTerminal.install(signal) }
    var raw = saved
    cfmakeraw(&raw)
    // Keep output processing so a stray newline from elsewhere still returns the carriage.
    raw.c_oflag = saved.c_oflag
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
    TerminalDevice.write(enterBytes(modes))
    return true
  }

  /// Leaves raw mode: the saved settings back, the main screen back, the cursor shown, and the
  /// signal handlers that were there before.
  static func leave() {
    SavedTerminal.restore()
    for signal in signals { SavedTerminal.uninstall(signal) }
    SavedTerminal.clear()
  }
}

/// What a signal handler needs to restore the terminal, kept where async-signal-safe code can
/// reach it: raw memory, allocated before any handler is installed.
enum SavedTerminal {
  // These are written only on the main thread: by `store` before the handlers are installed and
  // by `clear` after they are removed. While a handler can run they only change through `restore`
  // (one `tcsetattr` and one `write` of bytes that never change), so a handler interrupting the
  // main thread reads either the complete values or nil. That is why these may be unsafe.
  nonisolated(unsafe) private static var settings: UnsafeMutablePointer<termios>?
  nonisolated(unsafe) private static var bytes: UnsafeMutablePointer<UInt8>?
  nonisolated(unsafe) private static var byteCount = 0
  nonisolated(unsafe) private static var previous: UnsafeMutablePointer<sigaction>?
  private static let slots = 65

  static func store(_ saved: termios, leaveBytes: String) {
    let settings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    settings.initialize(to: saved)
    let utf8 = Array(leaveBytes.utf8)
    let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: utf8.count)
    bytes.initialize(from: utf8, count: utf8.count)
    let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: slots)
    previous.initialize(repeating: sigaction(), count: slots)
    byteCount = utf8.count
    self.bytes = bytes
    self.settings = settings
    self.previous = previous
  }

  static func clear() {
    let settings = self.settings
    let bytes = self.bytes
    let previous = self.previous
    self.settings = nil
    self.bytes = nil
    self.previous = nil
    settings?.deallocate()
    bytes?.deallocate()
    previous?.deallocate()
  }

  /// Async-signal-safe: one `write` and one `tcsetattr`.
  static func restore() {
    if let bytes {
      _ = write(STDOUT_FILENO, bytes, byteCount)
    }
    if let settings {
      tcsetattr(STDIN_FILENO, TCSAFLUSH, settings)
    }
  }

  static func install(_ signal: Int32) {
    guard let previous, signal < slots else { return }
    setAction(signal, restoreAndResignal, saving: previous + Int(signal))
  }

  static func uninstall(_ signal: Int32) {
    guard let previous, signal < slots else { return }
    sigaction(signal, previous + Int(signal), nil)
  }

  /// Puts back the handler that was there before for `signal`.
  static func reinstallPrevious(_ signal: Int32) {
    guard let previous, signal < slots else {
      resetToDefaultAction(signal)
      return
    }
    sigaction(signal, previous + Int(signal), nil)
  }
}

private func resetToDefaultAction(_ signal: Int32) {
  setAction(signal, SIG_DFL, saving: nil)
}

/// Installs `handler` for `signal`, keeping the action it replaces in `previous`.
private func setAction(
  _ signal: Int32, _ handler: (@convention(c) (Int32) -> Void)?,
  saving previous: UnsafeMutablePointer<sigaction>?
) {
  var action = sigaction()
  #if canImport(Glibc)
    action.__sigaction_handler.sa_handler = handler
  #else
    action.__sigaction_u.__sa_handler = handler
  #endif
  sigemptyset(&action.sa_mask)
  action.sa_flags = 0
  sigaction(signal, &action, previous)
}

/// The handler for every signal the terminal mode watches: restore the terminal, then let the
/// previous handler (or the default action) have the signal.
private func restoreAndResignal(_ signal: Int32) {
  SavedTerminal.restore()
  SavedTerminal.reinstallPrevious(signal)
  raise(signal)
}
