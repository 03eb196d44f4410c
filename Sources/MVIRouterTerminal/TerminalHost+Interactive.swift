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
  /// hidden, bracketed paste and (unless turned off) SGR mouse reporting; one write per frame
  /// with only the lines that changed; a full redraw after a resize (SIGWINCH).
  ///
  /// Colour is on only when standard output is a terminal, `NO_COLOR` is unset or empty and
  /// `TERM` is not `dumb`; the mouse is off when `mouse` is `false` or `MVIROUTER_NO_MOUSE` is
  /// set to anything but empty or `0`. Every mode is switched off and the terminal's settings
  /// restored on every way out: `q` or Ctrl-C, standard input closing, a signal (SIGINT,
  /// SIGTERM, SIGHUP, SIGQUIT) or a crash.
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
    let noMouse = environment["MVIROUTER_NO_MOUSE"] ?? ""
    let modes = TerminalMode.Modes(mouse: mouse && (noMouse.isEmpty || noMouse == "0"))
    self.mouse = modes.mouse
    let (stream, continuation) = AsyncStream.makeStream(of: TerminalInput.self)
    guard let reader = InputReader(continuation) else {
      throw TerminalHostError("cannot read the terminal")
    }
    guard TerminalMode.enter(modes) else {
      reader.stop()
      throw TerminalHostError("cannot put the terminal in raw mode")
    }
    signal(SIGWINCH, SIG_IGN)
    let resizes = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
    resizes.setEventHandler { continuation.yield(.resize) }
    resizes.resume()

    var decoder = TerminalKeyDecoder()
    // Quiet moments inside a paste: the first is a pause, the second (a second of silence)
    // means its end marker is not coming, and what came is delivered.
    var quietInPaste = 0
    var shown: [String]?
    func draw(full: Bool) {
      if let size = TerminalDevice.size() { (width, height) = size }
      let frame = trackedFrame { continuation.yield(.redraw) }
      TerminalDevice.write(
        full
          ? TerminalFrameDiff.redraw(frame.styledLines)
          : TerminalFrameDiff.update(from: shown, to: frame.styledLines))
      shown = frame.styledLines
    }

    draw(full: true)
    var running = true
    for await input in stream {
      var keys: [TerminalKey] = []
      switch input {
      case .bytes(let bytes):
        keys = decoder.feed(bytes)
        quietInPaste = 0
      case .quiet:
        if decoder.isInPaste {
          quietInPaste += 1
          if quietInPaste >= 2 { keys = decoder.flush() }
        } else if decoder.hasPending {
          keys = decoder.flush()
        }
      case .resize:
        draw(full: true)
        continue
      case .redraw: break
      case .closed: running = false
      }
      for key in keys where running {
        running = handle(key)
      }
      if !running { break }
      draw(full: false)
    }
    reader.stop()
    resizes.cancel()
    continuation.finish()
    TerminalMode.leave()
    stop(runQuitHandlers: true)
  }
}
