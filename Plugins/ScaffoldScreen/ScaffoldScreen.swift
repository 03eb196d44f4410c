import Foundation
import PackagePlugin

/// Writes the files of one MVI screen that uses MVIRouter, in a folder named after it — the
/// layout of the demo's screens: `Name/NameModel.swift`, `Name/NameIntent.swift`,
/// `Name/NameView.swift` (the terminal view, holding an `MVIContainer`),
/// `Name/NameRouter.swift` with the screen's own screen and alert types, and
/// `Name/NamePreview.swift`, which runs the screen on its own in the terminal host from an
/// executable's `main` (one call: `NamePreview.main(arguments:)`); and a routing test.
///
/// ```
/// swift package --allow-writing-to-package-directory scaffold-screen Profile \
///   --target App --tests-target AppTests
/// ```
///
/// The intent routes through the router it is given, so the screen plugs into an app's one
/// router through a scoped router (the router file's comment shows how); its test gives it a
/// router of its own. The view starts the intent's loading from `didAppear()`, never from an
/// initializer.
///
/// The source target must depend on `MVIRouterTerminal` (which brings `MVIRouter`), the test
/// target on the source target and `MVIRouterTesting`: a target that does not is refused,
/// naming the line to add, before anything is written. Existing files are never overwritten.
@main
struct ScaffoldScreen: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let request = try ScaffoldRequest(arguments: arguments)
    let sourceTarget = try target(named: request.target, in: context.package)
    let testTarget = try request.testsTarget.map { try target(named: $0, in: context.package) }
    // What the generated files import must be there, or they would not compile (`no such
    // module`): checked before anything is written.
    let package = Self.packageName(of: "MVIRouterTerminal", in: context.package)
    try Self.require(
      product: "MVIRouterTerminal", package: package, of: sourceTarget,
      importedBy: "the generated view")
    if let testTarget {
      guard Self.dependencies(of: testTarget).targets.contains(sourceTarget.id) else {
        throw ScaffoldError(
          "\(testTarget.name) does not depend on \(sourceTarget.name), which the generated test "
            + "imports: add \"\(sourceTarget.name)\" to its dependencies; nothing was written")
      }
      try Self.require(
        product: "MVIRouterTesting", package: package, of: testTarget,
        importedBy: "the generated test")
    }
    let directory = sourceTarget.directoryURL.appendingPathComponent(
      request.name)
    var files: [(URL, String)] = ScaffoldTemplates.sources(name: request.name).map {
      (directory.appendingPathComponent($0.file), $0.text)
    }
    if let testTarget {
      files.append(
        (
          testTarget.directoryURL.appendingPathComponent(
            "\(request.name)RoutingTests.swift"),
          ScaffoldTemplates.test(name: request.name, module: sourceTarget.name)
        ))
    }
    let manager = FileManager.default
    if let existing = files.first(where: { manager.fileExists(atPath: $0.0.path) }) {
      throw ScaffoldError("\(existing.0.path) exists; nothing was written")
    }
    for (url, text) in files {
      try manager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url, options: .withoutOverwriting)
      print("wrote \(url.path)")
    }
  }

  /// Throws when `target` does not depend on `product`, directly or through its targets.
  private static func require(
    product: String, package: String, of target: any Target, importedBy importer: String
  ) throws {
    guard !dependencies(of: target).products.contains(product) else { return }
    throw ScaffoldError(
      "\(target.name) does not depend on \(product), which \(importer) imports: add "
        + ".product(name: \"\(product)\", package: \"\(package)\") to its dependencies; "
        + "nothing was written")
  }

  /// The targets and products `target` depends on, directly or through its targets.
  private static func dependencies(of target: any Target) -> (
    targets: Set<Target.ID>, products: Set<String>
  ) {
    var targets: Set<Target.ID> = []
    var products: Set<String> = []
    var queue = [target]
    while let next = queue.popLast() {
      for dependency in next.dependencies {
        switch dependency {
        case .product(let product):
          products.insert(product.name)
        case .target(let dependency):
          if targets.insert(dependency.id).inserted { queue.append(dependency) }
        @unknown default:
          break
        }
      }
    }
    return (targets, products)
  }

  /// The name a `.product(name:package:)` gives this package in `package`'s manifest: the
  /// dependency's identity (its folder or repository name), as written in the manifest's case
  /// where that matches.
  private static func packageName(of product: String, in package: Package) -> String {
    guard
      let dependency = package.dependencies.first(where: {
        $0.package.products.contains { $0.name == product }
      })
    else { return "MVIRouter" }
    let found = dependency.package
    return found.id.lowercased() == found.displayName.lowercased() ? found.displayName : found.id
  }

  private func target(named name: String, in package: Package) throws -> any Target {
    guard let target = package.targets.first(where: { $0.name == name }) else {
      let names = package.targets.map(\.name).joined(separator: ", ")
      throw ScaffoldError("no target named \(name); targets: \(names)")
    }
    return target
  }
}

/// What the command was asked to write.
struct ScaffoldRequest {
  var name: String
  var target: String
  var testsTarget: String?

  static let usage =
    "usage: scaffold-screen Name --target SourceTarget [--tests-target TestTarget]"

  init(arguments: [String]) throws {
    var name: String?
    var target: String?
    var testsTarget: String?
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--target":
        target = remaining.popFirst()
      case "--tests-target":
        testsTarget = remaining.popFirst()
      default:
        guard name == nil, !argument.hasPrefix("-") else {
          throw ScaffoldError("unexpected argument \(argument)\n\(Self.usage)")
        }
        name = argument
      }
    }
    guard let name else { throw ScaffoldError("the screen needs a name\n\(Self.usage)") }
    guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first),
      name.unicodeScalars.allSatisfy({
        ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
      })
    else {
      throw ScaffoldError(
        "\(name) is not an UpperCamelCase Swift name (letters and digits, a capital first)")
    }
    guard let target else { throw ScaffoldError("--target is required\n\(Self.usage)") }
    self.name = name
    self.target = target
    self.testsTarget = testsTarget
  }
}

struct ScaffoldError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// The text of the generated files.
enum ScaffoldTemplates {
  static func sources(name: String) -> [(file: String, text: String)] {
    [
      ("\(name)Router.swift", router(name)), ("\(name)Model.swift", model(name)),
      ("\(name)Intent.swift", intent(name)), ("\(name)View.swift", view(name)),
      ("\(name)Preview.swift", preview(name)),
    ]
  }

  static func router(_ name: String) -> String {
    """
    import MVIRouter

    /// The screens \(name) routes to.
    enum \(name)Screen: RouterScreenProtocol, Codable {
      case detail(id: Int)
      case settings
    }

    /// The alerts \(name) shows.
    enum \(name)Alert: RouterAlertScreenProtocol, Codable {
      case loadFailed

      /// What the alerts' buttons stand for.
      enum Action: Hashable, Sendable, Codable {
        case retry, cancel
      }
    }

    /// How \(name)'s screens are presented and what its alerts say.
    ///
    /// \(name) routes in its own screen and alert types; an app shows it inside its one router.
    /// The app's enums hold \(name)'s (`case \(lowerFirst(name))(\(name)Screen)` in its screens,
    /// `case \(lowerFirst(name))(\(name)Alert)` in its alerts), and \(name) gets a scoped router
    /// that this router serves: it presents \(name)'s screens and gives its alerts' buttons, in
    /// \(name)'s own action type, so the app maps nothing else:
    ///
    /// ```swift
    /// let \(lowerFirst(name))Router = appRouterEvents.scope(
    ///   screen: AppScreen.\(lowerFirst(name)), extract: { if case .\(lowerFirst(name))(let screen) = $0 { screen } else { nil } },
    ///   alert: AppAlert.\(lowerFirst(name)), extract: { if case .\(lowerFirst(name))(let alert) = $0 { alert } else { nil } },
    ///   router: \(name)Router())
    /// let view = \(name)View.build(routerEvents: \(lowerFirst(name))Router)
    /// ```
    struct \(name)Router: RouterPolicy {
      func getScreenPresentationType(for type: \(name)Screen) -> RouterScreenPresentationType {
        switch type {
        case .detail: .push
        case .settings: .sheet
        }
      }

      func getAlertTitle(for type: \(name)Alert) -> String? { "Loading failed" }

      func getAlertActions(for type: \(name)Alert) -> [RouterAlertButton<\(name)Alert.Action>] {
        [.default("Retry", action: .retry), .cancel(action: .cancel)]
      }
    }

    """
  }

  static func model(_ name: String) -> String {
    """
    import Observation

    /// What \(name) shows. Only its intent changes it.
    @MainActor @Observable
    final class \(name)Model {
      var items: [String] = []
      var loads = 0
    }

    """
  }

  static func intent(_ name: String) -> String {
    """
    import MVIRouter

    /// Receives \(name)'s events, updates its model and routes. It routes through the router it
    /// is given: the app's, scoped to \(name)'s types, or one of its own in tests.
    @MainActor
    final class \(name)Intent {
      let model: \(name)Model
      private let routerEvents: any RouterEventsProtocol<\(name)Screen, \(name)Alert>

      init(model: \(name)Model, routerEvents: any RouterEventsProtocol<\(name)Screen, \(name)Alert>) {
        self.model = model
        self.routerEvents = routerEvents
      }

      /// The screen appeared: load what it shows.
      func onAppear() {
        model.loads += 1
        model.items = ["First", "Second"]
      }

      func itemSelected(_ index: Int) {
        guard model.items.indices.contains(index) else { return }
        routerEvents.routeTo(.detail(id: index))
      }

      func settingsTapped() {
        routerEvents.routeTo(.settings)
      }

      func loadFailed() {
        routerEvents.presentAlert(.loadFailed) { [weak self] action in
          if action == .retry { self?.onAppear() }
        }
      }
    }

    """
  }

  static func view(_ name: String) -> String {
    """
    import MVIRouter
    import MVIRouterTerminal

    /// \(name) in the terminal host: shows the model, sends the user's choices to the intent.
    @MainActor
    final class \(name)View: TerminalScreen {
      let container: MVIContainer<\(name)Intent, \(name)Model>
      private var intent: \(name)Intent { container.intent }
      private var model: \(name)Model { container.model }

      init(container: MVIContainer<\(name)Intent, \(name)Model>) { self.container = container }

      /// The screen with a new model and intent, routing through `routerEvents`.
      static func build(routerEvents: any RouterEventsProtocol<\(name)Screen, \(name)Alert>) -> \(name)View {
        let model = \(name)Model()
        return \(name)View(
          container: MVIContainer(
            intent: \(name)Intent(model: model, routerEvents: routerEvents), model: model))
      }

      var title: String { "\(name)" }
      var body: [String] { model.items.isEmpty ? ["Nothing yet."] : [] }
      var rows: [TerminalRow] { model.items.map { TerminalRow($0) } + [TerminalRow("Settings")] }

      func activate(row index: Int) {
        if index < model.items.count {
          intent.itemSelected(index)
        } else {
          intent.settingsTapped()
        }
      }

      func didAppear() { intent.onAppear() }
    }

    """
  }

  static func preview(_ name: String) -> String {
    """
    import MVIRouter
    import MVIRouterTerminal

    /// \(name) on its own in the terminal host: interactively in a terminal, or driven by a
    /// script (`--script FILE`, or piped in) that prints its frames. The `main.swift` of an
    /// executable target that depends on this module is one line besides its imports:
    ///
    /// ```swift
    /// exit(await \(name)Preview.main(arguments: CommandLine.arguments.dropFirst()))
    /// ```
    @MainActor
    public enum \(name)Preview {
      /// Runs \(name) in the terminal host and returns the exit code: 0 on success, 1 when a
      /// script fails or the terminal cannot be used, 2 for bad arguments.
      ///
      /// - Parameter arguments: The arguments after the program's name (`--script FILE|-`,
      ///   `--size WxH`, `--no-mouse`).
      public static func main(arguments: some Sequence<String>) async -> Int32 {
        let host = TerminalHost(screenFactory: \(name)PreviewScreens())
        return await host.run(arguments: arguments)
      }
    }

    /// \(name) as the root, and a placeholder for each screen it opens: an app shows its own.
    @MainActor
    struct \(name)PreviewScreens: TerminalScreenFactory {
      let routerEvents = RouterEvents(router: \(name)Router())

      func makeRootScreen() -> any TerminalScreen { \(name)View.build(routerEvents: routerEvents) }

      func makeScreen(for route: Route<\(name)Screen>) -> any TerminalScreen {
        \(name)Placeholder(title: "\\(route.screen)")
      }
    }

    /// A screen that shows only its title.
    final class \(name)Placeholder: TerminalScreen {
      let title: String
      init(title: String) { self.title = title }
    }

    """
  }

  static func test(name: String, module: String) -> String {
    """
    import MVIRouter
    import MVIRouterTesting
    import Testing

    @testable import \(module)

    @MainActor @Suite struct \(name)RoutingTests {
      let routerEvents = RouterEvents(router: \(name)Router())

      func makeIntent() -> \(name)Intent {
        \(name)Intent(model: \(name)Model(), routerEvents: routerEvents)
      }

      @Test func selectingAnItemPushesItsDetailAndBackPopsIt() {
        let intent = makeIntent()
        intent.onAppear()
        withRoutingRecorder(routerEvents) { recorder in
          intent.itemSelected(1)
          recorder.expect(.routed(.detail(id: 1), as: .push))
          recorder.goBack()
          recorder.expect(.dismissed(.detail(id: 1), .userBack))
        }
      }

      @Test func settingsOpenAsASheet() {
        let intent = makeIntent()
        withRoutingRecorder(routerEvents) { recorder in
          intent.settingsTapped()
          recorder.expect(.routed(.settings, as: .sheet))
          recorder.expectState("root > sheet settings")
        }
      }

      @Test func retryLoadsAgain() {
        let intent = makeIntent()
        withRoutingRecorder(routerEvents) { recorder in
          intent.loadFailed()
          recorder.answerAlert(.retry)
          recorder.expect(.alertPresented(.loadFailed), .alertResolved(.loadFailed, action: .retry))
        }
        #expect(intent.model.loads == 1)
      }

      @Test func theViewLoadsWhenItAppearsAndShowsTheItems() {
        let view = \(name)View.build(routerEvents: routerEvents)
        #expect(view.rows.map(\\.title) == ["Settings"])
        view.didAppear()
        #expect(view.rows.map(\\.title) == ["First", "Second", "Settings"])
      }
    }

    """
  }

  /// `name` with its first letter in lower case, as a case or variable name: `profile`.
  static func lowerFirst(_ name: String) -> String {
    name.prefix(1).lowercased() + name.dropFirst()
  }
}
