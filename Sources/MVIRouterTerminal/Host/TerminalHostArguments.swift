/// The command-line options the terminal host reads itself, so an app's `main` needs no flag
/// handling of its own: `--script FILE|-`, `--size WxH`, `--no-mouse`, `--record FILE`,
/// `--explore [STEPS]`, `--seed N` and `-h`/`--help`.
/// Everything else is kept, in order, in ``unparsed`` for the app's own options.
///
/// ```swift
/// let arguments = try TerminalHostArguments(parsing: ["--size", "60x20", "--fail"])
/// print(arguments.width, arguments.height, arguments.unparsed)
/// ```
///
/// Prints:
/// ```
/// 60 20 ["--fail"]
/// ```
///
/// Run the host with them with ``TerminalHost/run(_:recordingAs:exploring:)``, or parse and run in one call with
/// ``TerminalHost/run(arguments:recordingAs:exploring:)``.
public struct TerminalHostArguments: Hashable, Sendable {
  /// `--script FILE`: the script to run, `-` for standard input; `nil` runs interactively when
  /// standard input and output are both a terminal, else reads a script from standard input.
  public var scriptPath: String?
  /// `--size WxH`: the scripted terminal's width (80 unless given).
  public var width = 80
  /// `--size WxH`: the scripted terminal's height (24 unless given).
  public var height = 24
  /// `--no-mouse` turns it off: the terminal keeps clicks and the wheel for itself.
  public var mouse = true
  /// `--record FILE`: where the session is written as a Swift Testing test (on quit, and with
  /// `r` in the navigation inspector), replacing only a test the host recorded there before;
  /// the app gives the test's template to
  /// ``TerminalHost/run(_:recordingAs:exploring:)``. See the article "Recording a session as a test".
  public var recordFile: String?
  /// `--explore [STEPS]`: how many steps to explore the app at random (1000 unless given),
  /// checking what must always hold, instead of running it; see ``TerminalExploration`` and
  /// <doc:Exploring>.
  public var exploreSteps: Int?
  /// `--seed N`: chooses the explored walk; the same seed walks the same way (0 unless given).
  public var seed: UInt64 = 0
  /// `-h` or `--help` was given.
  public var help = false
  /// The arguments that are not the host's, in order, for the app to read.
  public var unparsed: [String] = []

  /// The host's options, for an app's usage text.
  public static let usage = """
      --script FILE   run a script of host commands instead of the keyboard (- for standard input)
      --size WxH      the scripted terminal's size (default 80x24)
      --no-mouse      no clicks or wheel (also MVIROUTER_NO_MOUSE=1)
      --record FILE   write the session as a Swift Testing test on quit (and with r in the
                      inspector); it replaces only a test it recorded there before
      --explore [N]   explore the app at random for N steps (default 1000), check what must
                      always hold, shrink a failure and write it as a test (--record FILE, else
                      ExploredFailureTests.swift)
      --seed N        the explored walk's seed (default 0)
    """

  /// The host's options on one line, for the synopsis of an app's usage text.
  public static let synopsis =
    "[--script FILE|-] [--size WxH] [--no-mouse] [--record FILE] [--explore [N] [--seed N]]"

  /// No options: interactive in a terminal, else a script from standard input, at 80×24.
  public init() {}

  /// Reads the host's options from `arguments`, keeping the others in ``unparsed``.
  ///
  /// - Parameter arguments: The arguments after the program's name.
  /// - Throws: ``TerminalHostError`` when an option of the host lacks its value or has a bad
  ///   one, e.g. `--size needs WIDTHxHEIGHT from 1x1 to 1000x1000, e.g. 80x24`, or when
  ///   `--seed` comes without `--explore`.
  public init(parsing arguments: some Sequence<String>) throws(TerminalHostError) {
    var remaining = Array(arguments)[...]
    var seedGiven = false
    while let argument = remaining.popFirst() {
      switch argument {
      case "--script":
        guard let value = remaining.popFirst() else {
          throw TerminalHostError("--script needs a value")
        }
        scriptPath = value
      case "--size":
        guard let value = remaining.popFirst(), let size = Self.size(value) else {
          throw TerminalHostError("--size needs WIDTHxHEIGHT from 1x1 to 1000x1000, e.g. 80x24")
        }
        (width, height) = size
      case "--no-mouse":
        mouse = false
      case "--record":
        guard let value = remaining.popFirst(), !value.isEmpty else {
          throw TerminalHostError("--record needs a file")
        }
        recordFile = value
      case "--explore":
        exploreSteps = 1000
        // The next argument is the steps unless it is another option; `-5` is a bad number.
        if let value = remaining.first, !value.hasPrefix("-") || Int(value) != nil {
          guard let steps = Int(value), (1...10_000_000).contains(steps) else {
            throw TerminalHostError("--explore takes a number of steps from 1 to 10000000")
          }
          exploreSteps = steps
          remaining.removeFirst()
        }
      case "--seed":
        guard let value = remaining.popFirst(), let seed = UInt64(value) else {
          throw TerminalHostError("--seed needs a whole number from 0, e.g. --seed 7")
        }
        self.seed = seed
        seedGiven = true
      case "-h", "--help":
        help = true
      default:
        unparsed.append(argument)
      }
    }
    if seedGiven, exploreSteps == nil {
      throw TerminalHostError(
        "--seed chooses the explored walk: give --explore too, e.g. --explore --seed 7")
    }
  }

  private static func size(_ text: String) -> (Int, Int)? {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      (1...1000).contains(width), (1...1000).contains(height)
    else { return nil }
    return (width, height)
  }
}
