import Dispatch
import Foundation
import MVIRouter

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TerminalHost {
  /// Runs in the terminal: raw mode, the alternate screen, the cursor hidden; one write per
  /// frame with only the lines that changed; a full redraw after a resize (SIGWINCH). Styles
  /// are off when `NO_COLOR` is set. The terminal is restored on every way out (see
  /// ``TerminalMode``).
  ///
  /// For testing the crash path, `MVIROUTER_CRASH_KEY=!` makes the `!` key stop the process
  /// with a fatal error.
  func runInteractive() async -> Int32 {
    let environment = ProcessInfo.processInfo.environment
    let styles = (environment["NO_COLOR"] ?? "").isEmpty
    let crashKey = environment["MVIROUTER_CRASH_KEY"].flatMap(\.first)
    let (stream, continuation) = AsyncStream.makeStream(of: TerminalInput.self)
    guard let reader = InputReader(continuation), TerminalMode.enter() else {
      TerminalDevice.writeError("error: cannot put the terminal in raw mode\n")
      return 1
    }
    signal(SIGWINCH, SIG_IGN)
    let resizes = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
    resizes.setEventHandler { continuation.yield(.resize) }
    resizes.resume()

    var decoder = TerminalKeyDecoder()
    var shown: [String]?
    func draw(full: Bool) {
      if let size = TerminalDevice.size() { (width, height) = size }
      let frame = trackedFrame { continuation.yield(.redraw) }
      TerminalDevice.write(
        full
          ? TerminalFrameDiff.redraw(frame, styles: styles)
          : TerminalFrameDiff.update(from: shown, to: frame, styles: styles))
      shown = frame
    }

    draw(full: true)
    var running = true
    for await input in stream {
      var keys: [TerminalKey] = []
      switch input {
      case .bytes(let bytes): keys = decoder.feed(bytes)
      case .quiet: keys = decoder.hasPending ? decoder.flush() : []
      case .resize:
        draw(full: true)
        continue
      case .redraw: break
      case .closed: running = false
      }
      for key in keys where running {
        if case .character(let character) = key, character == crashKey {
          fatalError("crash requested by MVIROUTER_CRASH_KEY")
        }
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
    return 0
  }
}
