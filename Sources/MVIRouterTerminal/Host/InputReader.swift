import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the interactive driver waits for.
enum TerminalInput: Sendable {
  /// Bytes typed, as one read returned them; `endsRead` is `false` when the read filled the
  /// buffer, so more of the same write may follow at once.
  case bytes([UInt8], endsRead: Bool)
  /// No bytes for a moment (40 ms) after some arrived: time to decide what is still pending. Sent
  /// again after a second of silence, so that a paste whose end never comes is ended too.
  case quiet
  /// The terminal changed size.
  case resize
  /// A model the screens read changed.
  case redraw
  /// The program was continued after a suspension: every mode is back on; repaint everything.
  case continued
  /// A signal asked the program to quit (SIGINT, SIGTERM, SIGHUP).
  case signal(Int32)
  /// Standard input closed.
  case closed
}

/// Reads standard input on its own thread and passes what arrives to the main actor, until
/// ``stop()``: a byte written to a pipe the thread also polls wakes it to finish. A second pipe,
/// ``notifyDescriptor``, is where signal handlers write (async-signal-safe): 0 for a continue
/// after a suspension, else the number of a signal that asks to quit.
final class InputReader: Sendable {
  /// The size of one read.
  static let bufferSize = 1024

  private let wakeRead: Int32
  private let wakeWrite: Int32
  private let notifyRead: Int32
  /// The write end signal handlers use.
  let notifyDescriptor: Int32

  init?(_ continuation: AsyncStream<TerminalInput>.Continuation) {
    var fds: [Int32] = [0, 0]
    var notify: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return nil }
    guard pipe(&notify) == 0 else {
      close(fds[0])
      close(fds[1])
      return nil
    }
    wakeRead = fds[0]
    wakeWrite = fds[1]
    notifyRead = notify[0]
    notifyDescriptor = notify[1]
    let wake = fds[0]
    let notified = notify[0]
    let thread = Thread {
      var buffer = [UInt8](repeating: 0, count: Self.bufferSize)
      var silentPolls = 0
      var sawBytes = false
      while true {
        var polled = [
          pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
          pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
          pollfd(fd: notified, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&polled, 3, 40)
        if ready < 0 {
          if errno == EINTR { continue }
          continuation.yield(.closed)
          return
        }
        if polled[1].revents != 0 { return }
        if polled[2].revents != 0 {
          var byte: UInt8 = 0
          if read(notified, &byte, 1) == 1 {
            continuation.yield(byte == 0 ? .continued : .signal(Int32(byte)))
          }
          continue
        }
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
        if count < 0, errno == EINTR || errno == EAGAIN { continue }
        if count <= 0 {
          continuation.yield(.closed)
          return
        }
        sawBytes = true
        silentPolls = 0
        continuation.yield(.bytes(Array(buffer[0..<count]), endsRead: count < buffer.count))
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
    close(notifyRead)
    close(notifyDescriptor)
  }
}
