import Foundation

/// A one-line description of the machine the benchmark ran on.
enum Machine {
  static func describe() -> String {
    var parts: [String] = []
    #if os(Linux)
      parts.append("Linux \(ProcessInfo.processInfo.operatingSystemVersionString)")
      if let cpuinfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
        let line = cpuinfo.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
        let name = line.split(separator: ":", maxSplits: 1).last
      {
        parts.append(name.trimmingCharacters(in: .whitespaces))
      }
    #else
      parts.append(ProcessInfo.processInfo.operatingSystemVersionString)
    #endif
    #if arch(x86_64)
      parts.append("x86_64")
    #elseif arch(arm64)
      parts.append("arm64")
    #endif
    parts.append("\(ProcessInfo.processInfo.activeProcessorCount) cores")
    parts.append(
      String(format: "%.0f GB", Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824))
    #if swift(>=6.3)
      parts.append("Swift 6.3+")
    #endif
    parts.append("release build")
    return parts.joined(separator: ", ")
  }
}
