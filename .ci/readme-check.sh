#!/usr/bin/env bash
# Builds the README's quick start verbatim in a new package that depends on this one by path,
# and runs its test. Each code block preceded by `<!-- quickstart: PATH -->` becomes that file.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
pkg="$work/MyApp"
mkdir -p "$pkg"
# A package's identity is its folder's name: give the checkout the name users clone it under.
ln -s "$repo" "$work/MVIRouter"

# The README is read in ten minutes: at most 15,000 bytes. Its relative links, and those of the
# demo's tour and the changelog, name files that exist.
size=$(wc -c < "$repo/README.md")
[ "$size" -le 15000 ] || { echo "readme-check: README.md is $size bytes, over 15,000"; exit 1; }
python3 - "$repo" README.md Examples/README.md CHANGELOG.md <<'PY'
import os, re, sys
root, pages = sys.argv[1], sys.argv[2:]
missing = []
for page in pages:
    text = open(os.path.join(root, page), encoding="utf-8").read()
    for target in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", text):
        if "://" in target:
            continue
        if not os.path.exists(os.path.join(root, os.path.dirname(page), target)):
            missing.append(f"{page}: {target}")
if missing:
    sys.exit("readme-check: links to files that do not exist:\n  " + "\n  ".join(missing))
PY
echo "readme-check: README.md is $size bytes; the links of README, Examples/README and CHANGELOG resolve"

python3 - "$repo/README.md" "$pkg" <<'PY'
import os, re, sys
readme, root = sys.argv[1], sys.argv[2]
text = open(readme, encoding="utf-8").read()
blocks = re.findall(r"<!-- quickstart: (\S+) -->\n```swift\n(.*?)```", text, re.S)
if not blocks:
    sys.exit("readme-check: no quickstart blocks found in README.md")
for path, code in blocks:
    full = os.path.join(root, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "a", encoding="utf-8") as f:
        f.write(code + "\n")
    print(f"readme-check: wrote {path}")
PY
cat > "$pkg/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "MyApp",
  platforms: [.macOS(.v14)],
  dependencies: [.package(path: "$work/MVIRouter")],
  targets: [
    .target(name: "MyApp", dependencies: [.product(name: "MVIRouter", package: "MVIRouter")]),
    .testTarget(
      name: "MyAppTests",
      dependencies: ["MyApp", .product(name: "MVIRouterTesting", package: "MVIRouter")]),
  ]
)
SWIFT
cd "$pkg"
swift build --build-tests 2>&1 | tail -n 20
swift test 2>&1 | tee "$work/test.log" | tail -n 15
grep -Eq "Test run with [1-9][0-9]* tests? .*passed" "$work/test.log" \
  || { echo "readme-check: the quick start's test did not run"; exit 1; }
echo "readme-check: the quick start compiles and its test passes"

# The testing example, made wrong, must fail at its line saying what was expected and received.
routing="$pkg/Tests/MyAppTests/MovieRoutingTests.swift"
if [ -f "$routing" ]; then
  sed -i 's/recorder.expect(.dismissed(.review(movieID: 7), .userBack))/recorder.expect(.dismissed(.review(movieID: 7), .popped))/' "$routing"
  line=$(grep -n "(movieID: 7), .popped))" "$routing" | cut -d: -f1)
  [ -n "$line" ] || { echo "readme-check: could not make the testing example wrong"; exit 1; }
  if swift test > "$work/wrong.log" 2>&1; then
    echo "readme-check: the wrong testing example passed"; exit 1
  fi
  for want in "MovieRoutingTests.swift:$line:" "− dismissed review(movieID: 7) (popped)" \
    "+ dismissed review(movieID: 7) (userBack)"; do
    grep -qF -- "$want" "$work/wrong.log" \
      || { echo "readme-check: failure output lacks: $want"; tail -n 30 "$work/wrong.log"; exit 1; }
  done
  grep -F -A4 "MovieRoutingTests.swift:$line:" "$work/wrong.log" | head -n 6
  echo "readme-check: a wrong expectation fails at its line with expected and received events"
fi
