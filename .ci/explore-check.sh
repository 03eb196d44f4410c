#!/usr/bin/env bash
# An app explores itself: `demo --explore` and `demo --tabs --explore` walk a few thousand
# steps with fixed seeds and find nothing broken; then a small shop with a planted fault (the
# test shop of Tests/MVIRouterTerminalTests/Exploring, built as an app's module in a new
# package) explores itself through the host's `main` with `--explore`, which must find the
# fault, shrink it to a handful of steps and write a test that passes the project's lint,
# compiles, fails on the faulty shop and passes once the fault is removed. Twice: a Close row
# that does nothing, and a screen that does not survive a restore. A trap, which ends the walking
# child process, is shrunk in more children to a script that traps again.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail() { echo "explore-check: $*"; exit 1; }

swift build --product demo >/dev/null
demo="$(swift build --show-bin-path)/demo"
for flags in "" "--tabs"; do
  for seed in 1 2; do
    # shellcheck disable=SC2086
    (cd "$work" && "$demo" $flags --explore 3000 --seed "$seed" </dev/null) > "$work/report.txt" \
      || { cat "$work/report.txt"; fail "demo $flags --explore 3000 --seed $seed found a failure"; }
    head -n 1 "$work/report.txt"
    grep -F "screens reached" "$work/report.txt" | cut -c 1-150
  done
done

# A trap ends the process it happens in: --explore walks in a child, and when the child traps
# (here the demo's crash key, met when the walk types 漢字) shrinks the walk in more children
# to the line that traps, written as a script that traps again and as a test.
if (cd "$work" && MVIROUTER_CRASH_KEY=漢 SWIFT_BACKTRACE=enable=no \
  "$demo" --explore 3000 --seed 1 </dev/null >"$work/trap.txt" 2>"$work/trap-errors.txt"); then
  fail "the walk never met the crash key"
fi
cat "$work/trap.txt"
grep -qF "FAILED: the app trapped (signal" "$work/trap.txt" || fail "the report does not say it trapped"
walk="$work/ExploredFailureTests-walk.txt"
[ -s "$walk" ] || fail "a trap left no walk in $walk"
[ "$(grep -vc '^#' "$walk")" -le 3 ] || { cat "$walk"; fail "the walk that traps was not shrunk"; }
tail -n 1 "$walk" | grep -qF "漢" || fail "the shrunk walk does not end at the step that traps"
grep -qF 'try await host.replay("type 漢字")' "$work/ExploredFailureTests.swift" \
  || fail "the test of the trap does not replay the step that traps"
if (cd "$work" && MVIROUTER_CRASH_KEY=漢 SWIFT_BACKTRACE=enable=no \
  "$demo" --delay-ms 0 --script "$walk" >/dev/null 2>&1); then
  fail "the shrunk walk did not trap again as a script"
fi
echo "explore-check: a trap was shrunk to $(grep -vc '^#' "$walk") script lines, which trap again"
rm "$walk" "$work/ExploredFailureTests.swift"

# A new package: this one by path, the test shop as the app's module, its main explores.
ln -s "$repo" "$work/MVIRouter"
pkg="$work/ExploredShop"
mkdir -p "$pkg/Sources/Shop" "$pkg/Sources/explore-shop" "$pkg/Tests/ShopTests"
ln -s "$repo/Tests/MVIRouterTerminalTests/Exploring/ExplorationShop.swift" "$pkg/Sources/Shop/"
cat > "$pkg/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let router = Target.Dependency.product(name: "MVIRouter", package: "MVIRouter")
let terminal = Target.Dependency.product(name: "MVIRouterTerminal", package: "MVIRouter")

let package = Package(
  name: "ExploredShop",
  platforms: [.macOS(.v14)],
  dependencies: [.package(path: "$work/MVIRouter")],
  targets: [
    .target(name: "Shop", dependencies: [router, terminal]),
    .executableTarget(name: "explore-shop", dependencies: ["Shop", terminal]),
    .testTarget(
      name: "ShopTests",
      dependencies: ["Shop", terminal, .product(name: "MVIRouterTesting", package: "MVIRouter")]),
  ],
  swiftLanguageModes: [.v6]
)
SWIFT
cat > "$pkg/Sources/explore-shop/main.swift" <<'SWIFT'
import Foundation
import MVIRouterTerminal
import Shop

let template = SessionTestTemplate(imports: ["Shop"], makeHost: "ShopFactory.host(plantedFaults)")
let exploration = TerminalExploration(recordingAs: template) { ShopFactory.host(plantedFaults) }
let host = ShopFactory.host(plantedFaults)
exit(
  await host.run(
    arguments: CommandLine.arguments.dropFirst(), recordingAs: template, exploring: exploration))
SWIFT
plant() { printf 'public let plantedFaults: Set<ShopFault> = [%s]\n' "$1" > "$pkg/Sources/Shop/Faults.swift"; }

cd "$pkg"
# explore FAULT SEED FILE WANT: plants FAULT, explores with SEED, and checks the test written
# to FILE: it reports WANT, is shrunk, lints, compiles and fails; without the fault it passes.
explore() {
  local fault=$1 seed=$2 file=$3 want=$4
  plant ".$fault"
  swift build --product explore-shop 2>&1 | tail -n 1
  if "$(swift build --show-bin-path)/explore-shop" --explore 2000 --seed "$seed" \
    --record "Tests/ShopTests/$file" > "$work/explored.txt" </dev/null; then
    cat "$work/explored.txt"; fail "--explore did not find the planted fault $fault"
  fi
  sed -n '1,/^screens reached/p' "$work/explored.txt"
  grep -qF -- "$want" "$work/explored.txt" || fail "the report does not say: $want"
  local lines
  lines=$(sed -n 's/^shrunk to \([0-9]*\) script lines:$/\1/p' "$work/explored.txt")
  [ -n "$lines" ] && [ "$lines" -le 6 ] || fail "the walk was not shrunk to 6 lines or fewer"
  [ -s "Tests/ShopTests/$file" ] || fail "no test was written to $file"
  echo "---- the written test $file ----"; cat "Tests/ShopTests/$file"; echo "----"
  swift format lint --strict --configuration "$repo/.swift-format" "Tests/ShopTests/$file" \
    || fail "the written test does not pass the project's lint"
  local suite=${file%.swift}
  if swift test --filter "$suite" > "$work/faulty.log" 2>&1; then
    tail -n 20 "$work/faulty.log"; fail "the written test $file passed on the faulty shop"
  fi
  grep -qE "Test .* failed|recorded an issue" "$work/faulty.log" \
    || { tail -n 40 "$work/faulty.log"; fail "the written test $file did not build or run"; }
  if grep -E "$file.*(warning|error):" "$work/faulty.log" | grep -v "Expectation failed"; then
    fail "the written test $file does not compile cleanly"
  fi
  plant ""
  swift test > "$work/fixed.log" 2>&1 \
    || { tail -n 40 "$work/fixed.log"; fail "the written tests fail once the fault is removed"; }
  echo "explore-check: $file fails on the shop with $fault and passes without it"
}
explore closeDoesNothing 1 ExploredCloseTests.swift "left help where it was"
explore receiptNeedsMemory 3 ExploredRestoreTests.swift "restored, the navigation is root instead of"
echo "explore-check: the demos explored cleanly; both planted faults found, shrunk and written as tests"
