#!/usr/bin/env bash
# A session becomes a test: records short sessions of the demo in a real terminal (tmux) with
# `--record FILE` (and `r` in the navigation inspector mid-session), drops the generated test
# as written into a new package and runs it there — it must pass against the demo that
# recorded it — then changes one expected navigation and checks that the test fails at that
# line with the navigation's line diff.
#
# The new package depends on this one by path (MVIRouter, MVIRouterTerminal, MVIRouterTesting)
# and builds the demo's library from its sources, symlinked in as its own targets (DemoSupport,
# DemoMovies, DemoApp) with the same dependencies as in Package.swift: the test target sees
# `DemoApp` as an app's test target sees its app's module. That way the demo's library stays
# what Package.swift says it is — a target, not a product packages that depend on MVIRouter
# would get — and no product exists only for this check.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
source .ci/lib/tmux.sh
prepare_demo record

fail() { echo "record-check: $*"; exit 1; }

test_file="$work/RecordedSessionTests.swift"
tmux_start "$session" 80 24
tmux send-keys -t "$session" "clear; $demo --delay-ms 20 --record $test_file; echo RECORD-EXITED-\$?" Enter
wait_for "$session" "Pick a demo."
# Movie search: type, search, open a result, come back.
tmux send-keys -t "$session" Down Down Enter
wait_for "$session" "Search: (movie title)"
tmux send-keys -t "$session" "ali"
wait_for "$session" 'Search for "ali"'
tmux send-keys -t "$session" Enter
wait_for "$session" "2 found"
tmux send-keys -t "$session" Enter
wait_for "$session" "A crew meets a perfect organism."
# r in the inspector writes the session so far.
tmux send-keys -t "$session" "~"
wait_for "$session" "Navigation inspector"
tmux send-keys -t "$session" r
wait_for "$session" "recorded"
wait_file "$test_file"
tmux send-keys -t "$session" "~"
wait_gone "$session" "Navigation inspector"
tmux send-keys -t "$session" Escape
wait_gone "$session" "A crew meets a perfect organism."
tmux send-keys -t "$session" Escape
wait_for "$session" "Pick a demo."
# Products: pick a quantity of the tea pot (its result is on screen at once: "Picked here: 2"),
# then the broken product's cover fails to load and asks; cancel, close, back to the menu.
tmux send-keys -t "$session" Down Down Down Enter
wait_for "$session" "Tea pot"
tmux send-keys -t "$session" Enter
wait_for "$session" "Choose quantity"
tmux send-keys -t "$session" g
wait_for "$session" "▸ Choose quantity"
tmux send-keys -t "$session" Enter
wait_for "$session" "How many?"
tmux send-keys -t "$session" Down Enter
wait_for "$session" "Picked here: 2"
# A key that changes only the screen: the test asserts the frame there, picked quantity included.
tmux send-keys -t "$session" Down
wait_for "$session" "▸ Close"
tmux send-keys -t "$session" Escape
wait_for "$session" "A product opens full screen."
tmux send-keys -t "$session" Down Down Enter
wait_for "$session" "[▸Retry]"
tmux send-keys -t "$session" Tab
wait_for "$session" "[▸Cancel]"
tmux send-keys -t "$session" Escape
wait_gone "$session" "[▸Cancel]"
wait_for "$session" "could not be loaded"
tmux send-keys -t "$session" Escape
wait_gone "$session" "could not be loaded"
tmux send-keys -t "$session" Escape
wait_for "$session" "Pick a demo."
tmux send-keys -t "$session" q
wait_for "$session" "RECORD-EXITED-0"
wait_for "$session" "as a test in $test_file"

# The tabbed demo: a sheet in one tab, a search and a detail in another, tabs switched by keys
# and a click. Its test is named after its file, so both share the new package's test target.
tabs_file="$work/RecordedTabsTests.swift"
tmux send-keys -t "$session" "clear; $demo --tabs --delay-ms 20 --record $tabs_file; echo TABS-EXITED-\$?" Enter
wait_for "$session" "[▸1 Image] [ 2 Dogs] [ 3 Movies] [ 4 Products]"
wait_for "$session" "~~~~"
tmux send-keys -t "$session" Enter
wait_for "$session" "Image › Description"
tmux send-keys -t "$session" 3
wait_for "$session" "[▸3 Movies]"
tmux send-keys -t "$session" "ali" Enter
wait_for "$session" "2 found"
tmux send-keys -t "$session" Down Enter
wait_for "$session" "This time it's war."
line=$(tmux capture-pane -p -t "$session" | grep -n "1 Image" | head -n 1 | cut -d: -f1)
column=$(tmux capture-pane -p -t "$session" | sed -n "${line}p" | awk '{ print index($0, "1 Image") }')
tmux send-keys -t "$session" -l $'\e[<0;'"$column;$line"'M'$'\e[<0;'"$column;$line"'m'
wait_for "$session" "Image › Description"
tmux send-keys -t "$session" "]" "]"
wait_for "$session" "[▸3 Movies]"
tmux send-keys -t "$session" q
wait_for "$session" "TABS-EXITED-0"
wait_file "$tabs_file"

# A session opened with a deep link (a long host expression) that pastes two lines into the
# note: its test must pass lint as written, say the paste was not replayed (a WARNING and a
# known issue) and leave out the typing after it.
open_file="$work/RecordedOpenTests.swift"
tmux send-keys -t "$session" "clear; $demo --delay-ms 20 --open demo://products/1/quantity --record $open_file; echo OPEN-EXITED-\$?" Enter
wait_for "$session" "How many?"
tmux send-keys -t "$session" Down Enter
wait_for "$session" "Quantity: 2"
tmux send-keys -t "$session" G Enter
wait_for "$session" "Note:"
tmux send-keys -t "$session" -l $'\e[200~two\nlines\e[201~'
wait_for "$session" "two lines"
tmux send-keys -t "$session" "c"
wait_for "$session" "two linesc"
# Ctrl-C quits from the field (Esc would ask to discard the note the replay never typed).
tmux send-keys -t "$session" C-c
wait_for "$session" "OPEN-EXITED-0"
wait_file "$open_file"

for file in "$test_file" "$tabs_file" "$open_file"; do
  echo "---- the recorded test $(basename "$file") ----"
  cat "$file"
  echo "---------------------------"
done

# A new package: this one by path, the demo's library from its sources, the test as written.
ln -s "$repo" "$work/MVIRouter"
pkg="$work/RecordedDemo"
mkdir -p "$pkg/Sources" "$pkg/Tests/RecordedDemoTests"
ln -s "$repo/Examples/demo/Support" "$pkg/Sources/DemoSupport"
ln -s "$repo/Examples/demo/Features/Movies" "$pkg/Sources/DemoMovies"
ln -s "$repo/Examples/demo/DemoApp" "$pkg/Sources/DemoApp"
cat > "$pkg/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let router = Target.Dependency.product(name: "MVIRouter", package: "MVIRouter")
let terminal = Target.Dependency.product(name: "MVIRouterTerminal", package: "MVIRouter")

let package = Package(
  name: "RecordedDemo",
  platforms: [.macOS(.v14)],
  dependencies: [.package(path: "$work/MVIRouter")],
  targets: [
    .target(name: "DemoSupport"),
    .target(name: "DemoMovies", dependencies: ["DemoSupport", router, terminal]),
    .target(name: "DemoApp", dependencies: ["DemoMovies", "DemoSupport", router, terminal]),
    .testTarget(
      name: "RecordedDemoTests",
      dependencies: [
        "DemoApp", terminal, .product(name: "MVIRouterTesting", package: "MVIRouter"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
SWIFT
cp "$test_file" "$tabs_file" "$open_file" "$pkg/Tests/RecordedDemoTests/"
recorded="$pkg/Tests/RecordedDemoTests/RecordedSessionTests.swift"
grep -qF 'quantityPicker(productID: 1)' "$recorded" || fail "the recorded test never picks a quantity"
grep -qF '"Picked here: 2",' "$recorded" || fail "the recorded test never shows the picked quantity"
opened="$pkg/Tests/RecordedDemoTests/RecordedOpenTests.swift"
grep -qF '"--delay-ms", "20", "--open", "demo://products/1/quantity",' "$opened" \
  || fail "the deep-linked session's host expression is not broken as swift-format breaks it"
grep -qF '// WARNING: a paste with a line break' "$opened" || fail "the paste is not a WARNING"
grep -qF 'withKnownIssue(' "$opened" || fail "the paste is not a known issue"
if grep -qF 'host.replay("type c")' "$opened"; then fail "the typing after the paste was kept"; fi
swift format lint --strict "$pkg/Tests/RecordedDemoTests/"*.swift \
  || fail "the recorded tests are not formatted as swift-format formats them"
cd "$pkg"
swift build --build-tests 2>&1 | tee "$work/build.log" | tail -n 3
if grep -E "Recorded(Session|Tabs|Open)Tests.swift.*(warning|error):" "$work/build.log"; then
  fail "the recorded tests do not compile cleanly as written"
fi
swift test 2>&1 | tee "$work/test.log" | tail -n 5 || true
grep -Eq "Test run with 3 tests .*passed" "$work/test.log" || {
  grep -v -e "^◇" -e "^✔" "$work/test.log" | tail -n 60
  fail "the recorded tests did not pass against the demo that recorded them"
}
for file in "$pkg/Tests/RecordedDemoTests/"*.swift; do
  echo "record-check: $(basename "$file") passes: $(grep -c 'host.replay(' "$file") replayed" \
    "lines, $(grep -c 'navigation.requireState(' "$file") navigation assertions," \
    "$(grep -c 'host.shownLines() == \[' "$file") frame assertions"
done

# The routing changed (here: one expectation made wrong): the test fails at that line with the
# navigation's line diff.
line=$(grep -n 'navigation.requireState("root > push movies(search)")' "$recorded" | head -n 1 | cut -d: -f1)
[ -n "$line" ] || fail "the recorded test never asserts root > push movies(search)"
sed -i "${line}s/movies(search)/movies(results)/" "$recorded"
if swift test > "$work/wrong.log" 2>&1; then fail "the test with a wrong expectation passed"; fi
for want in "RecordedSessionTests.swift:$line:" "Difference (− expected, + actual):" \
  "− > push movies(results)" "+ > push movies(search)"; do
  grep -qF -- "$want" "$work/wrong.log" \
    || { tail -n 30 "$work/wrong.log"; fail "the failure lacks: $want"; }
done
grep -F -A7 "RecordedSessionTests.swift:$line:" "$work/wrong.log" | head -n 8
# One difference is reported once: the test stops there, and says why.
issues=$(grep -c "RecordedSessionTests.swift:[0-9]*:[0-9]*: " "$work/wrong.log" || true)
grep -qF "stopped at the first navigation that does not match" "$work/wrong.log" \
  || { tail -n 30 "$work/wrong.log"; fail "the test did not say it stopped at the first difference"; }
echo "record-check: one wrong navigation, $issues issue lines in the failing run"
echo "record-check: a recorded session became a test that passes, and fails with a line diff" \
  "when the navigation it expects changes"
