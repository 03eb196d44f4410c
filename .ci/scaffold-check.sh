#!/usr/bin/env bash
# Generates a screen with the scaffold-screen plugin into a new package that depends on this one
# by path, builds it and runs the generated test. Also checks that bad names and existing files
# are refused.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ln -s "$repo" "$work/MVIRouter"
pkg="$work/Shop"
mkdir -p "$pkg/Sources/Shop" "$pkg/Tests/ShopTests"
cat > "$pkg/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Shop",
  platforms: [.macOS(.v14)],
  dependencies: [.package(path: "$work/MVIRouter")],
  targets: [
    .target(
      name: "Shop",
      dependencies: [
        .product(name: "MVIRouter", package: "MVIRouter"),
        .product(name: "MVIRouterTerminal", package: "MVIRouter"),
      ]),
    // A target that lacks what the generated files import: the plugin refuses it.
    .target(name: "Bare", dependencies: [.product(name: "MVIRouter", package: "MVIRouter")]),
    .testTarget(name: "BareTests", dependencies: ["Bare"]),
    // Runs the generated screen on its own, as its preview file shows.
    .executableTarget(name: "shop-preview", dependencies: ["Shop"]),
    .testTarget(
      name: "ShopTests",
      dependencies: ["Shop", .product(name: "MVIRouterTesting", package: "MVIRouter")]),
  ]
)
SWIFT
echo "// The package's own code." > "$pkg/Sources/Shop/Shop.swift"
mkdir -p "$pkg/Sources/shop-preview"
cat > "$pkg/Sources/shop-preview/main.swift" <<'SWIFT'
import Foundation
import Shop

exit(await ProfilePreview.main(arguments: CommandLine.arguments.dropFirst()))
SWIFT
echo "import Testing" > "$pkg/Tests/ShopTests/ShopTests.swift"
mkdir -p "$pkg/Sources/Bare" "$pkg/Tests/BareTests"
echo "// A target without the terminal host." > "$pkg/Sources/Bare/Bare.swift"
echo "import Testing" > "$pkg/Tests/BareTests/BareTests.swift"
cd "$pkg"
swift package --allow-writing-to-package-directory scaffold-screen Profile \
  --target Shop --tests-target ShopTests
if swift package --allow-writing-to-package-directory scaffold-screen profile --target Shop \
  > "$work/bad.log" 2>&1; then
  echo "scaffold-check: a lowercase name was accepted"; exit 1
fi
grep -q "is not an UpperCamelCase Swift name" "$work/bad.log"
if swift package --allow-writing-to-package-directory scaffold-screen Profile --target Shop \
  > "$work/again.log" 2>&1; then
  echo "scaffold-check: existing files were overwritten"; exit 1
fi
grep -q "exists; nothing was written" "$work/again.log"
# A target that lacks a product the generated files import is refused before anything is
# written, naming the line to add (the generated view did not compile: no such module).
if swift package --allow-writing-to-package-directory scaffold-screen Profile --target Bare \
  > "$work/bare.log" 2>&1; then
  echo "scaffold-check: a target without MVIRouterTerminal was accepted"; exit 1
fi
grep -qF 'Bare does not depend on MVIRouterTerminal, which the generated view imports: add .product(name: "MVIRouterTerminal", package: "MVIRouter") to its dependencies' "$work/bare.log" \
  || { echo "scaffold-check: no word of the missing MVIRouterTerminal"; cat "$work/bare.log"; exit 1; }
if swift package --allow-writing-to-package-directory scaffold-screen Account --target Shop \
  --tests-target BareTests > "$work/bare-tests.log" 2>&1; then
  echo "scaffold-check: a test target without Shop and MVIRouterTesting was accepted"; exit 1
fi
grep -qF "BareTests does not depend on Shop, which the generated test imports" "$work/bare-tests.log" \
  || { echo "scaffold-check: no word of the test target's missing Shop"; cat "$work/bare-tests.log"; exit 1; }
[ ! -e Sources/Bare/Profile ] && [ ! -e Sources/Shop/Account ] \
  || { echo "scaffold-check: a refused scaffold wrote files"; exit 1; }
# An app with one router shows the generated screen through a scoped router, as the generated
# router's comment shows: the screen composes without being edited.
cat > "$pkg/Sources/Shop/ShopApp.swift" <<'SWIFT'
import MVIRouter
import MVIRouterTerminal

enum ShopAppScreen: RouterScreenProtocol, Codable {
  case profile(ProfileScreen)
}

enum ShopAppAlert: RouterAlertScreenProtocol, Codable {
  case profile(ProfileAlert)
}

/// The app's own router: the profile's screens and alerts are the profile's router's, through
/// the scope, so this one maps nothing.
struct ShopAppRouter: RouterPolicy {
  typealias Screen = ShopAppScreen
  typealias Alert = ShopAppAlert
}

/// Text for the screens the profile opens: the app would show real ones.
final class ShopAppPlaceholder: TerminalScreen {
  let title: String
  init(_ title: String) { self.title = title }
}

@MainActor
struct ShopAppScreenFactory: TerminalScreenFactory {
  let routerEvents = RouterEvents<ShopAppScreen, ShopAppAlert>(router: ShopAppRouter())

  func makeRootScreen() -> any TerminalScreen {
    ProfileView.build(
      routerEvents: routerEvents.scope(
        screen: ShopAppScreen.profile,
        extract: { if case .profile(let screen) = $0 { screen } else { nil } },
        alert: ShopAppAlert.profile,
        extract: { if case .profile(let alert) = $0 { alert } else { nil } },
        router: ProfileRouter()))
  }

  func makeScreen(for route: Route<ShopAppScreen>) -> any TerminalScreen {
    ShopAppPlaceholder("\(route.screen)")
  }
}
SWIFT
cat > "$pkg/Tests/ShopTests/ShopAppTests.swift" <<'SWIFT'
import MVIRouterTerminal
import Testing

@testable import Shop

@MainActor @Suite struct ShopAppTests {
  @Test func theGeneratedScreenRoutesInTheAppsOneRouter() async {
    let factory = ShopAppScreenFactory()
    let host = TerminalHost(screenFactory: factory)
    let run = await host.run(script: "expect \"Second\"\nkey down\nkey enter\nquit")
    #expect(run.succeeded, "\(run.failure.map(\.description) ?? "")")
    #expect(factory.routerEvents.state.routes.map(\.screen) == [.profile(.detail(id: 1))])
  }
}
SWIFT
swift build --build-tests 2>&1 | tee "$work/build.log" | tail -n 3
if grep -E "/Sources/Shop/.*warning:" "$work/build.log"; then
  echo "scaffold-check: the generated code has warnings"; exit 1
fi
swift test 2>&1 | tee "$work/test.log" | tail -n 8
grep -Eq "Test run with 5 tests .*passed" "$work/test.log" \
  || { echo "scaffold-check: the generated tests did not all run and pass"; exit 1; }
# The preview runs the screen through the host's one call for a main: a script on standard
# input prints its frames (exit 0), a failed expectation exits 1, a bad argument 2.
preview="$(swift build --show-bin-path)/shop-preview"
printf 'expect "Settings"\nkey down\nsnapshot moved\n' | "$preview" --size 40x10 > "$work/preview.txt"
grep -q -- "--- moved (40x10) ---" "$work/preview.txt" \
  || { echo "scaffold-check: the preview printed no frames"; cat "$work/preview.txt"; exit 1; }
status=0; printf 'expect "Dragons"\n' | "$preview" > /dev/null 2>&1 || status=$?
[ "$status" = 1 ] || { echo "scaffold-check: a failed expectation exited $status"; exit 1; }
status=0; "$preview" --colour > /dev/null 2>&1 || status=$?
[ "$status" = 2 ] || { echo "scaffold-check: a bad argument exited $status"; exit 1; }
echo "scaffold-check: the generated screen compiles, its tests pass and it shows in an app's router"
