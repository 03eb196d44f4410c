// swift-tools-version:6.2
import PackageDescription

let package = Package(
  name: "MVIRouter",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "MVIRouter", targets: ["MVIRouter"]),
    .library(name: "MVIRouterTerminal", targets: ["MVIRouterTerminal"]),
    // The presentation model and its checked write-backs, for hosts written outside this package.
    .library(name: "MVIRouterHosting", targets: ["MVIRouterHosting"]),
    // SwiftUI views bound to the presentation model; empty where SwiftUI is not available.
    .library(name: "MVIRouterSwiftUI", targets: ["MVIRouterSwiftUI"]),
    // For test targets only: it links the Testing framework.
    .library(name: "MVIRouterTesting", targets: ["MVIRouterTesting"]),
    // The demo is a target, not a product: `swift run demo` runs it from a clone, and packages
    // that depend on this one do not get it.
    .plugin(name: "scaffold-screen", targets: ["ScaffoldScreen"]),
  ],
  targets: [
    .target(name: "MVIRouter"),
    .target(name: "MVIRouterTerminal", dependencies: ["MVIRouter"]),
    .target(name: "MVIRouterHosting", dependencies: ["MVIRouter"]),
    .target(name: "MVIRouterSwiftUI", dependencies: ["MVIRouter"]),
    .target(name: "MVIRouterTesting", dependencies: ["MVIRouter"]),

    // The demo: its screens live in a library so tests can drive their intents.
    .target(
      name: "DemoApp",
      dependencies: ["DemoMovies", "DemoSupport", "MVIRouter", "MVIRouterTerminal"],
      path: "Examples/demo/DemoApp"
    ),
    // A feature module of the demo: it routes in its own screen types, knows nothing of the
    // app, and the app embeds it through a scoped router.
    .target(
      name: "DemoMovies",
      dependencies: ["DemoSupport", "MVIRouter", "MVIRouterTerminal"],
      path: "Examples/demo/Features/Movies"
    ),
    // What the demo's screens share whatever module they are in: one way to load and cancel.
    .target(name: "DemoSupport", path: "Examples/demo/Support"),
    .executableTarget(
      name: "demo",
      dependencies: ["DemoApp", "MVIRouterTerminal"],
      path: "Examples/demo/main"
    ),

    .plugin(
      name: "ScaffoldScreen",
      capability: .command(
        intent: .custom(
          verb: "scaffold-screen",
          description: "Writes the files of one MVI screen: model, intent, view, router and a test."
        ),
        permissions: [
          .writeToPackageDirectory(reason: "The plugin writes the new screen's source files.")
        ]
      ),
      path: "Plugins/ScaffoldScreen"
    ),

    .testTarget(name: "MVIRouterTests", dependencies: ["MVIRouter", "MVIRouterTesting"]),
    .testTarget(name: "MVIRouterHostingTests", dependencies: ["MVIRouterHosting"]),
    .testTarget(
      name: "MVIRouterTerminalTests", dependencies: ["MVIRouterTerminal", "MVIRouterTesting"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "MVIRouterTestingTests", dependencies: ["MVIRouterTesting"],
      exclude: ["__Snapshots__"]),
    .testTarget(name: "DemoMoviesTests", dependencies: ["DemoMovies", "MVIRouterTesting"]),
    .testTarget(
      name: "DemoTests",
      dependencies: ["DemoApp", "DemoSupport", "MVIRouterTesting", "MVIRouterTerminal"],
      exclude: ["Scripts", "__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
