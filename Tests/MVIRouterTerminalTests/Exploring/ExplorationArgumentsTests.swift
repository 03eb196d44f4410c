import MVIRouterTerminal
import Testing

/// `--explore [STEPS]` and `--seed N` as any app's `main` reads them.
@Suite @MainActor struct ExplorationArgumentsTests {
  @Test func exploreTakesAnOptionalNumberOfStepsAndSeedANumber() throws {
    #expect(try TerminalHostArguments(parsing: []).exploreSteps == nil)
    #expect(try TerminalHostArguments(parsing: ["--explore"]).exploreSteps == 1000)
    let arguments = try TerminalHostArguments(
      parsing: ["--explore", "2000", "--seed", "7", "--tabs"])
    #expect(arguments.exploreSteps == 2000)
    #expect(arguments.seed == 7)
    #expect(arguments.unparsed == ["--tabs"])
    let flagAfter = try TerminalHostArguments(parsing: ["--explore", "--seed", "3"])
    #expect(flagAfter.exploreSteps == 1000)
    #expect(flagAfter.seed == 3)
  }

  @Test func badStepsAndSeedsAreUsageErrors() {
    for bad in [["--explore", "0"], ["--explore", "many"], ["--seed"], ["--seed", "-1"]] {
      #expect(throws: TerminalHostError.self, "\(bad)") {
        try TerminalHostArguments(parsing: bad)
      }
    }
  }

  /// A negative number of steps is a bad number of steps, not an unknown argument (`-5` was
  /// left to the app, which said `unknown argument "-5"`).
  @Test func aNegativeNumberOfStepsSaysWhatSteps() {
    for steps in ["-5", "-0"] {
      #expect(
        throws: TerminalHostError("--explore takes a number of steps from 1 to 10000000"),
        "\(steps)"
      ) {
        try TerminalHostArguments(parsing: ["--explore", steps])
      }
    }
  }

  /// `app --seed 7` alone chose nothing and ran the app as if the seed were not given.
  @Test func aSeedWithoutExploreIsAUsageError() {
    #expect(
      throws: TerminalHostError(
        "--seed chooses the explored walk: give --explore too, e.g. --explore --seed 7")
    ) {
      try TerminalHostArguments(parsing: ["--seed", "7"])
    }
  }

  @Test func theUsageListsTheExplorer() {
    #expect(TerminalHostArguments.synopsis.contains("[--explore [N] [--seed N]]"))
    #expect(TerminalHostArguments.usage.contains("--explore [N]"))
  }

  @Test func exploreWithoutAnExplorationIsRefused() async {
    let host = ShopFactory.host()
    #expect(await host.run(arguments: ["--explore", "5"]) == 2)
  }
}
