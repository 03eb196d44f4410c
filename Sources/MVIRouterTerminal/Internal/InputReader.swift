import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the interactive driver waits for.
enum TerminalInput: Sendable {
  /// Bytes typed.
  case bytes([UInt8])
  /// No bytes for a moment (40 ms) after some arrived: time to decide a lone Esc. Sent again
  /// after a second of silence, so that a paste whose end never comes is ended too.
  case quiet
  /// The terminal changed size.
  case resize
  /// A model the screens read changed.
  case redraw
  /// Standard input closed.
  case closed
}

/// Reads standard input on its own thread and passes what arrives to the main actor, until
/// ``stop()``: a byte written to a pipe the thread also polls wakes it to finish.
final class InputReader: Sendable {
  private let wakeRead: Int32
  private let wakeWrite: Int32

  init?(_ continuation: AsyncStream<TerminalInput>.Continuation) {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return nil }
    wakeRead = fds[0]
    wakeWrite = fds[1]
    let wake = fds[0]
    let thread = Thread {
      var buffer = [UInt8](repeating: 0, count: 1024)
      var silentPolls = 0
      var sawBytes = false
      while true {
        var polled = [
          pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
          pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&polled, 2, 40)
        if ready < 0 {
          if errno == EINTR { continue }
          continuation.yield(.closed)
          return
        }
        if polled[1].revents != 0 { return }
        if ready == 0 {
          guard sawBytes else { continue }
          silentPolls += 1
          if silentPolls == 1 { continuation.yield(.quiet) }
          if silentPolls == 25 {
            continuation.yield(.quiet)
            sawBytes = false
          }
          continue
        }
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        if count < 0, errno == EINTR { continue }
        if count <= 0 {
          continuation.yield(.closed)
          return
        }
        sawBytes = true
        silentPolls = 0
        continuation.yield(.bytes(Array(buffer[0..<count])))
      }
    }
    thread.start()
  }

  func stop() {
    var byte: UInt8 = 1
    _ = write(wakeWrite, &byte, 1)
  }

  deinit {
    close(wakeRead)
    close(wakeWrite)
  }
}
