// swift-tools-version:6.1
import PackageDescription

// The benchmark lives in its own package so the library keeps zero dependencies and exports no
// benchmark product. It depends on the library by path and on OpenCombine for the seed design.
let package = Package(
  name: "MVIRouterBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "MVIRouter", path: ".."),
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
  ],
  targets: [
    // Counts heap allocations by interposing malloc and friends (Linux; elsewhere it reports
    // that counting is unavailable).
    .target(name: "MallocCounter"),
    // The fair floor: a minimal router written in the same safe Swift as the engine (exclusivity
    // enforced); see the comment at the top of Sources/Floor/FloorRouter.swift.
    .target(name: "Floor"),
    .executableTarget(
      name: "router-bench",
      dependencies: [
        "MallocCounter",
        "Floor",
        .product(name: "MVIRouter", package: "MVIRouter"),
        .product(name: "MVIRouterTerminal", package: "MVIRouter"),
        .product(name: "OpenCombine", package: "OpenCombine"),
      ]
    ),
    .testTarget(name: "RouterBenchTests", dependencies: ["router-bench", "Floor"]),
  ],
  swiftLanguageModes: [.v6]
)
