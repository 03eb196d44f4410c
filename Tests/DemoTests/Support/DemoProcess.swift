import Foundation
import Testing

/// The built `demo` executable, run as a process: `swift test` builds it beside the tests.
enum DemoProcess {
  /// What one run of the demo did.
  struct Run {
    /// The exit status.
    var status: Int32
    /// Everything written to standard output.
    var output: String
    /// Everything written to standard error.
    var errors: String
  }

  /// Runs the demo with `arguments`, writes `input` to its standard input and closes it, and
  /// waits for it to exit. `NO_COLOR` is set, so frames are plain text.
  static func run(_ arguments: [String], input: String? = nil) throws -> Run {
    let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [binaries, binaries.deletingLastPathComponent()].map {
      $0.appendingPathComponent("demo")
    }
    let executable = try #require(
      candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
      "the demo executable is built beside the tests")
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    let inputPipe = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = inputPipe
    try process.run()
    inputPipe.fileHandleForWriting.write(Data((input ?? "").utf8))
    try inputPipe.fileHandleForWriting.close()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      errors: String(decoding: errorData, as: UTF8.self))
  }
}
