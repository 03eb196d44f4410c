import Foundation

/// A link split into scheme, path segments (the host first) and query items, percent-decoded.
/// Written by hand so every malformed input gets a precise ``DeepLinkError``.
struct LinkURL: Equatable {
  var scheme: String
  var path: [String]
  var query: [String: String]

  init(parsing text: String) throws(DeepLinkError) {
    guard let separator = text.range(of: "://") else { throw .malformedURL(text) }
    let scheme = text[..<separator.lowerBound]
    guard let first = scheme.first, first.isLetter, first.isASCII,
      scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
    else { throw .malformedURL(text) }
    var rest = text[separator.upperBound...]
    guard !rest.contains(where: { $0.isWhitespace || $0.asciiValue.map { $0 < 0x20 } == true })
    else { throw .malformedURL(text) }
    if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
    var queryText: Substring = ""
    if let question = rest.firstIndex(of: "?") {
      queryText = rest[rest.index(after: question)...]
      rest = rest[..<question]
    }
    self.scheme = scheme.lowercased()
    path = try rest.split(separator: "/").map { segment throws(DeepLinkError) in
      try Self.decode(segment)
    }
    var query: [String: String] = [:]
    for item in queryText.split(separator: "&") where !item.isEmpty {
      let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = try Self.decode(parts[0].replacingOccurrences(of: "+", with: " ")[...])
      let value =
        parts.count > 1
        ? try Self.decode(parts[1].replacingOccurrences(of: "+", with: " ")[...]) : ""
      query[name] = value
    }
    self.query = query
  }

  private static func decode(_ text: Substring) throws(DeepLinkError) -> String {
    guard let decoded = String(text).removingPercentEncoding else {
      throw .badEncoding(String(text))
    }
    return decoded
  }
}
