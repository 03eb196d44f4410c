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
    .testTarget(
      name: "ShopTests",
      dependencies: ["Shop", .product(name: "MVIRouterTesting", package: "MVIRouter")]),
  ]
)
SWIFT
echo "// The package's own code." > "$pkg/Sources/Shop/Shop.swift"
echo "import Testing" > "$pkg/Tests/ShopTests/ShopTests.swift"
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
swift build --build-tests 2>&1 | tee "$work/build.log" | tail -n 3
if grep -E "/Sources/Shop/Profile/.*warning:" "$work/build.log"; then
  echo "scaffold-check: the generated code has warnings"; exit 1
fi
swift test 2>&1 | tee "$work/test.log" | tail -n 8
grep -Eq "Test run with 4 tests .*passed" "$work/test.log" \
  || { echo "scaffold-check: the generated tests did not all run and pass"; exit 1; }
echo "scaffold-check: the generated screen compiles and its tests pass"
