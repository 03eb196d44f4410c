/// A line-by-line difference of two texts, from the longest common subsequence of their lines.
///
/// Lines only in `expected` start with `−`, lines only in `actual` with `+`, shared lines with a
/// space:
/// ```
///   root
///   > push movie(7)
/// − > sheet review
/// ```
package enum LineDiff {
  package static func render(expected: [String], actual: [String]) -> String {
    let n = expected.count
    let m = actual.count
    // lengths[i][j]: the longest common subsequence of expected[i...] and actual[j...].
    var lengths = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        lengths[i][j] =
          expected[i] == actual[j]
          ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var lines: [String] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, expected[i] == actual[j] {
        lines.append("  " + expected[i])
        i += 1
        j += 1
      } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
        lines.append("− " + expected[i])
        i += 1
      } else {
        lines.append("+ " + actual[j])
        j += 1
      }
    }
    return lines.joined(separator: "\n")
  }
}
