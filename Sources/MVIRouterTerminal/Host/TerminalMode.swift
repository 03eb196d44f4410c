#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Puts the terminal in raw mode on the alternate screen with the cursor hidden, bracketed paste
/// on and, if asked, SGR mouse reporting; and restores it all on every way out: ``leave()``, or
/// a signal (SIGQUIT) or crash (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE), after which
/// the signal goes on to the handler that was there before.
///
/// SIGINT, SIGTERM and SIGHUP ask the driver to quit as `q` does (the navigation is saved): the
/// handler writes the signal's number to the driver's wake pipe. A second one before the driver
/// has left restores the terminal and goes on to the previous handler, so a stuck program still
/// ends. SIGTSTP (an external `kill -TSTP`, or Ctrl-Z through ``suspend()``) restores the
/// terminal, stops, and when continued re-enters every mode and writes 0 to the wake pipe: the
/// driver repaints everything.
///
/// With `TERM=dumb` nothing is written to enter or leave: no alternate screen, cursor or mouse
/// modes; raw mode alone.
///
/// The settings are saved whole with `tcgetattr` and restored whole with `tcsetattr`; no flag is
/// toggled back one by one.
enum TerminalMode {
  /// The modes asked for besides raw mode and the alternate screen.
  struct Modes: Equatable {
    /// Report clicks and wheel turns (`?1000` normal tracking in `?1006` SGR form).
    var mouse: Bool
    /// Write no escape codes at all (`TERM=dumb`): frames are printed as plain lines.
    var plain = false
  }

  static let pasteOn = "\u{1B}[?2004h"
  static let mouseOn = "\u{1B}[?1000h\u{1B}[?1006h"
  /// What `modes` write on entering.
  static func enterBytes(_ modes: Modes) -> String {
    guard !modes.plain else { return "" }
    return "\u{1B}[?1049h\u{1B}[?25l" + pasteOn + (modes.mouse ? mouseOn : "")
      + "\u{1B}[H\u{1B}[2J"
  }
  /// Written on every way out, whatever was turned on: mouse and paste modes off, styles reset,
  /// the cursor shown, the main screen back.
  static let leaveBytes =
    "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
  /// The signals that restore the terminal and end the program.
  static let fatalSignals: [Int32] = [SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]
  /// The signals that ask the driver to quit as `q` does.
  static let quitSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
  static var signals: [Int32] { fatalSignals + quitSignals + [SIGTSTP] }

  /// Enters raw mode. Returns `false`, changing nothing, if the terminal's settings cannot be
  /// read.
  ///
  /// - Parameters:
  ///   - modes: The modes to turn on.
  ///   - wake: A pipe's write end: quit signals write their number, a continue after a
  ///     suspension writes 0.
  static func enter(_ modes: Modes, wake: Int32) -> Bool {
    var saved = termios()
    guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return false }
    var raw = saved
    cfmakeraw(&raw)
    // Keep output processing so a stray newline from elsewhere still returns the carriage.
    raw.c_oflag = saved.c_oflag
    SavedTerminal.store(
      saved, raw: raw, enterBytes: enterBytes(modes), leaveBytes: modes.plain ? "" : leaveBytes,
      wake: wake)
    for signal in fatalSignals { SavedTerminal.install(signal, restoreAndResignal) }
    for signal in quitSignals { SavedTerminal.install(signal, askToQuit) }
    SavedTerminal.install(SIGTSTP, suspendAndContinue)
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
    TerminalDevice.write(enterBytes(modes))
    return true
  }

  /// Suspends the program as Ctrl-Z does in a shell: the terminal restored, stopped until
  /// continued, then every mode back on (the driver repaints when the wake pipe says so).
  static func suspend() {
    raiseHere(SIGTSTP)
  }

  /// Raises `signal` in this thread and lets it through, whatever this thread blocks: the
  /// threads that run the main actor block most signals, and a signal raised but blocked would
  /// wait forever.
  static func raiseHere(_ signal: Int32) {
    var only = sigset_t()
    var before = sigset_t()
    sigemptyset(&only)
    sigaddset(&only, signal)
    pthread_sigmask(SIG_UNBLOCK, &only, &before)
    raise(signal)
    pthread_sigmask(SIG_SETMASK, &before, nil)
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
  // `quitRequests` is the one value a handler writes: a counter only handlers change (a plain
  // store of a word), read by the next handler; the main thread resets it in `store` before any
  // handler is installed.
  nonisolated(unsafe) private static var settings: UnsafeMutablePointer<termios>?
  nonisolated(unsafe) private static var rawSettings: UnsafeMutablePointer<termios>?
  nonisolated(unsafe) private static var bytes: UnsafeMutablePointer<UInt8>?
  nonisolated(unsafe) private static var byteCount = 0
  nonisolated(unsafe) private static var enter: UnsafeMutablePointer<UInt8>?
  nonisolated(unsafe) private static var enterCount = 0
  nonisolated(unsafe) private static var previous: UnsafeMutablePointer<sigaction>?
  nonisolated(unsafe) private static var wake: Int32 = -1
  nonisolated(unsafe) fileprivate static var quitRequests = 0
  private static let slots = 65

  static func store(
    _ saved: termios, raw: termios, enterBytes: String, leaveBytes: String, wake: Int32
  ) {
    let settings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    settings.initialize(to: saved)
    let rawSettings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    rawSettings.initialize(to: raw)
    let utf8 = Array(leaveBytes.utf8)
    let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, utf8.count))
    bytes.initialize(from: utf8, count: utf8.count)
    // Entering again after a suspension shows the cursor's state as the driver left it hidden;
    // the repaint that follows sets it.
    let enterUTF8 = Array(enterBytes.utf8)
    let enter = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, enterUTF8.count))
    enter.initialize(from: enterUTF8, count: enterUTF8.count)
    let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: slots)
    previous.initialize(repeating: sigaction(), count: slots)
    byteCount = utf8.count
    enterCount = enterUTF8.count
    quitRequests = 0
    self.wake = wake
    self.bytes = bytes
    self.enter = enter
    self.settings = settings
    self.rawSettings = rawSettings
    self.previous = previous
  }

  static func clear() {
    let settings = self.settings
    let rawSettings = self.rawSettings
    let bytes = self.bytes
    let enter = self.enter
    let previous = self.previous
    self.settings = nil
    self.rawSettings = nil
    self.bytes = nil
    self.enter = nil
    self.previous = nil
    wake = -1
    settings?.deallocate()
    rawSettings?.deallocate()
    bytes?.deallocate()
    enter?.deallocate()
    previous?.deallocate()
  }

  /// Async-signal-safe: one `write` and one `tcsetattr`.
  static func restore() {
    if let bytes, byteCount > 0 {
      _ = write(STDOUT_FILENO, bytes, byteCount)
    }
    if let settings {
      tcsetattr(STDIN_FILENO, TCSAFLUSH, settings)
    }
  }

  /// Async-signal-safe: raw mode and every mode back on, as on entering.
  static func reenter() {
    if let rawSettings {
      tcsetattr(STDIN_FILENO, TCSANOW, rawSettings)
    }
    if let enter, enterCount > 0 {
      _ = write(STDOUT_FILENO, enter, enterCount)
    }
  }

  /// Async-signal-safe: one byte to the driver's wake pipe.
  static func notify(_ value: UInt8) {
    guard wake >= 0 else { return }
    var byte = value
    _ = write(wake, &byte, 1)
  }

  static func install(_ signal: Int32, _ handler: @convention(c) (Int32) -> Void) {
    guard let previous, signal < slots else { return }
    setAction(signal, handler, saving: previous + Int(signal))
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

/// The handler for SIGINT, SIGTERM and SIGHUP: the first asks the driver to quit as `q` does,
/// a second restores the terminal and goes on to the previous handler.
private func askToQuit(_ signal: Int32) {
  SavedTerminal.quitRequests += 1
  if SavedTerminal.quitRequests == 1 {
    SavedTerminal.notify(UInt8(truncatingIfNeeded: signal))
  } else {
    restoreAndResignal(signal)
  }
}

/// The handler for SIGTSTP: restore the terminal, stop as the default action does, and when
/// continued put every mode back and ask the driver to repaint.
private func suspendAndContinue(_ signal: Int32) {
  SavedTerminal.restore()
  setAction(SIGTSTP, SIG_DFL, saving: nil)
  var stop = sigset_t()
  sigemptyset(&stop)
  sigaddset(&stop, SIGTSTP)
  // The signal is blocked while its handler runs; let the one raised now through.
  pthread_sigmask(SIG_UNBLOCK, &stop, nil)
  raise(SIGTSTP)
  // Continued.
  setAction(SIGTSTP, suspendAndContinue, saving: nil)
  SavedTerminal.reenter()
  SavedTerminal.notify(0)
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
