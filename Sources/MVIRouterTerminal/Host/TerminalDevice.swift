import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard input and output as the host uses them.
enum TerminalDevice {
  /// Whether both standard input and output are a terminal.
  static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

  /// The terminal's size, if standard output is a terminal that reports one.
  static func size() -> (width: Int, height: Int)? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else { return nil }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// Whether to style the output: standard output is a terminal, `NO_COLOR` is unset or
  /// empty, and `TERM` is not `dumb`.
  static func wantsColour(_ environment: [String: String]) -> Bool {
    isatty(STDOUT_FILENO) == 1 && colourAllowed(environment)
  }

  /// Whether the environment allows colour: `NO_COLOR` unset or empty, `TERM` not `dumb`.
  static func colourAllowed(_ environment: [String: String]) -> Bool {
    (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
  }

  /// Writes all of `text` to a file descriptor.
  static func write(_ text: String, to descriptor: Int32 = STDOUT_FILENO) {
    var bytes = Array(text.utf8)
    bytes.withUnsafeMutableBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        #if canImport(Glibc)
          let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        #else
          let written = Darwin.write(
            descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        #endif
        if written < 0 {
          if errno == EINTR { continue }
          return
        }
        offset += written
      }
    }
  }

  static func writeError(_ text: String) { write(text, to: STDERR_FILENO) }
}
