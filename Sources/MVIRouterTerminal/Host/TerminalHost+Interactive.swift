import Dispatch
import Foundation
import MVIRouter

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TerminalHost {
  /// Runs in the terminal until the user quits: raw mode, the alternate screen, the cursor
  /// hidden (shown where typing goes while a text field has the keys), bracketed paste and
  /// (unless turned off) SGR mouse reporting; one write per frame with only the lines that
  /// changed; a full redraw after a resize (SIGWINCH) and on Ctrl-L.
  ///
  /// Colour is on only when standard output is a terminal, `NO_COLOR` is unset or empty and
  /// `TERM` is not `dumb`; with `TERM=dumb` no escape code is written at all and each changed
  /// frame is printed whole, as plain lines. The mouse is off when `mouse` is `false` or
  /// `MVIROUTER_NO_MOUSE` is set to anything but empty or `0`.
  ///
  /// Every mode is switched off and the terminal's settings restored on every way out: `q` or
  /// Ctrl-C, standard input closing, a signal or a crash. SIGINT, SIGTERM and SIGHUP stop the
  /// host as `q` does — the quit handlers run, so the navigation is saved — and then the
  /// signal goes on to the handler that was there before (by default, the process ends by it).
  /// Ctrl-Z and SIGTSTP suspend like any well-behaved program: the terminal restored, the
  /// process stopped; when it is continued every mode is entered again and the screen
  /// repainted.
  ///
  /// ```swift
  /// do {
  ///   try await host.runInteractive()
  /// } catch {
  ///   print(error)
  /// }
  /// ```
  ///
  /// Prints, when standard output is a file:
  /// ```
  /// standard input and output must both be a terminal; run a script instead
  /// ```
  ///
  /// - Parameter mouse: Whether to ask the terminal for clicks and wheel turns.
  /// - Throws: ``TerminalHostError`` when standard input or output is not a terminal, or the
  ///   terminal cannot be put in raw mode; nothing has changed then.
  public func runInteractive(mouse: Bool = true) async throws(TerminalHostError) {
    guard TerminalDevice.isInteractive else {
      throw TerminalHostError(
        "standard input and output must both be a terminal; run a script instead")
    }
    let environment = ProcessInfo.processInfo.environment
    colour = TerminalDevice.wantsColour(environment)
    let plain = environment["TERM"] == "dumb"
    let noMouse = environment["MVIROUTER_NO_MOUSE"] ?? ""
    let modes = TerminalMode.Modes(
      mouse: mouse && !plain && (noMouse.isEmpty || noMouse == "0"), plain: plain)
    self.mouse = modes.mouse
    let (stream, continuation) = AsyncStream.makeStream(of: TerminalInput.self)
    guard let reader = InputReader(continuation) else {
      throw TerminalHostError("cannot read the terminal")
    }
    guard TerminalMode.enter(modes, wake: reader.notifyDescriptor) else {
      reader.stop()
      throw TerminalHostError("cannot put the terminal in raw mode")
    }
    signal(SIGWINCH, SIG_IGN)
    let resizes = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
    resizes.setEventHandler { continuation.yield(.resize) }
    resizes.resume()
    showsTerminalCursor = !plain

    var decoder = TerminalKeyDecoder()
    // Quiet moments inside a paste: the first is a pause, the second (a second of silence)
    // means its end marker is not coming, and what came is delivered.
    var quietInPaste = 0
    var shown: [String]?
    var shownCursor: TerminalFrame.Cursor?
    func draw(full: Bool) {
      if let size = TerminalDevice.size() { (width, height) = size }
      let frame = trackedFrame { continuation.yield(.redraw) }
      if plain {
        // No cursor movement: each frame that changed (or a repaint), printed whole.
        if full || frame.lines != shown {
          TerminalDevice.write(frame.lines.joined(separator: "\n") + "\n\n")
        }
        shown = frame.lines
        return
      }
      let lines =
        full
        ? TerminalFrameDiff.redraw(frame.styledLines)
        : TerminalFrameDiff.update(from: shown, to: frame.styledLines)
      // Writing lines moves the cursor: put it back (or hide it) after them.
      if !lines.isEmpty || frame.cursor != shownCursor {
        TerminalDevice.write(lines + Self.cursorBytes(frame.cursor))
      }
      shown = frame.styledLines
      shownCursor = frame.cursor
    }

    draw(full: true)
    var running = true
    var quitSignal: Int32?
    for await input in stream {
      var keys: [TerminalKey] = []
      switch input {
      case .bytes(let bytes, let endsRead):
        keys = decoder.feed(bytes)
        // A lone Esc at the end of a read is the Esc key: a sequence comes in one write.
        if endsRead { keys += decoder.readEnded() }
        quietInPaste = 0
      case .quiet:
        if decoder.isInPaste {
          quietInPaste += 1
          if quietInPaste >= 2 { keys = decoder.flush() }
        } else if decoder.hasPending {
          keys = decoder.flush()
        }
      case .resize, .continued:
        draw(full: true)
        continue
      case .redraw: break
      case .signal(let number):
        quitSignal = number
        running = false
      case .closed: running = false
      }
      var full = false
      for key in keys where running {
        running = handle(key)
        let requests = takeTerminalRequests()
        if requests.contains(.suspend) {
          // Returns once continued; the wake pipe then asks for a full repaint.
          TerminalMode.suspend()
        }
        if requests.contains(.repaint) { full = true }
      }
      if !running { break }
      draw(full: full)
    }
    reader.stop()
    resizes.cancel()
    continuation.finish()
    TerminalMode.leave()
    stop(runQuitHandlers: true)
    if let quitSignal {
      // The handler that was there before (by default: the process ends by the signal).
      TerminalMode.raiseHere(quitSignal)
    }
  }

  /// Where the terminal's cursor goes after a frame: at the text cursor, shown, while a text
  /// field has the keys; hidden otherwise.
  static func cursorBytes(_ cursor: TerminalFrame.Cursor?) -> String {
    guard let cursor else { return "\u{1B}[?25l" }
    return "\u{1B}[\(cursor.line + 1);\(cursor.column + 1)H\u{1B}[?25h"
  }
}
