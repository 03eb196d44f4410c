#!/usr/bin/env bash
# Compiles every ```swift block of the DocC articles (Sources/*/Documentation.docc/Articles/*.md)
# and landing pages (Sources/*/Documentation.docc/*.md) in a new package that depends on this one
# by path, so an example a reader copies compiles against the public API, and prints what the page
# says it prints.
#
#   bash .ci/snippets-check.sh                 # every page
#   bash .ci/snippets-check.sh Tabs Flows      # some pages, by file name
#
# The convention (kept small on purpose):
# - Each page is one target of its own, so names may repeat from page to page. Its blocks, in
#   order, are one `main.swift` of an executable target — as a reader pasting them into a new
#   app gets: declarations anywhere, statements run top to bottom. A page of MVIRouterTesting is a
#   test target instead: its blocks are tests and what they use, declarations only; its tests
#   also run, and must pass.
# - The file starts with `import <the page's module>`; the target depends on that module's
#   product and on every product a block or prelude imports. A block's `import MyApp` (or
#   `@testable import MyApp`) names the app the page's target stands for, and is left out.
# - What a page takes as given (its app's screen enum, a `routerEvents`, a `Session`) is declared
#   in `.ci/snippets/<Page>.swift`, a short prelude of declarations using the public API alone,
#   compiled beside the blocks. Prefer making the page's example complete to adding prelude.
# - A block that cannot compile here by design is preceded by `<!-- snippet: skip REASON -->` on
#   the line before its fence (DocC does not render an HTML comment). Output listings are ```text
#   or plain ``` fences, never ```swift.
# - All pages build in one `swift build --build-tests` (and, when it fails, each page's target on
#   its own, to name every page that fails). A failure names the page and the line of the block
#   in it: the blocks are compiled under `#sourceLocation`, so the compiler's own messages point
#   into the page. A warning in a block fails the check too.
# - What a block says it prints is what it prints, by the rules of .ci/doc-examples-check.sh: the
#   paragraph right after a block, when it starts with "Prints", is a claim ("Prints `A`.",
#   "Prints `A`, then `B`.", "Prints:" and a plain ``` or ```text block, "Prints nothing."),
#   and "Prints e.g. …", "Prints, for …"/"Prints, when …", "Prints (…):", "Prints a …" are not
#   compared (listed). A line of a block that is one `print(…)` call with a trailing comment,
#   `print(shop.state)  // root > sheet edit`, claims that line's output: exactly the comment, one
#   line, one run (prose about a print goes on a line of its own); a paragraph after the block
#   still claims all it prints. A page (not a testing page) with a claim runs, once, with 30 s, no
#   standard input, in a scratch folder: a marker line printed after each of its blocks tells
#   what each block printed, and a page that crashes or does not end fails.
#
# SNIPPETS_SCRATCH=DIR (relative to the repo) keeps the package and its build in DIR between
# runs, e.g. `.build-snippets` (ignored by git): a second run compiles only the pages.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
source "$repo/.ci/lib/scratch.sh"
scratch_package Snippets "${SNIPPETS_SCRATCH:-}" Sources Tests
start=$SECONDS

PYTHONPATH="$repo/.ci/lib" PYTHONDONTWRITEBYTECODE=1 python3 - "$repo" "$pkg" "$work/MVIRouter" "$@" <<'PY'
import glob, json, os, re, sys

repo, pkg, dependency, only = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
import claims  # .ci/lib, on PYTHONPATH
products = ["MVIRouter", "MVIRouterTerminal", "MVIRouterHosting", "MVIRouterTesting"]
pages = sorted(glob.glob(os.path.join(repo, "Sources/*/Documentation.docc/*.md")))
pages += sorted(glob.glob(os.path.join(repo, "Sources/*/Documentation.docc/Articles/*.md")))
unknown = [name for name in only if not any(os.path.basename(p) == name + ".md" for p in pages)]
if unknown:
    sys.exit("snippets-check: no page named " + ", ".join(unknown))

fence = re.compile(r"^```(\S*)")
skip = re.compile(r"^<!-- snippet: skip (.+?) -->$")
app_import = re.compile(r"^(@testable )?import MyApp$")
importing = re.compile(r"^\s*(?:@testable\s+|@_exported\s+)?import\s+(\w+)", re.M)
targets, manifest, problems = [], [], []

def output_claim(lines, start):
    """What the paragraph right after a ```swift block says the block prints (.ci/lib/claims.py)."""
    number = start
    while number < len(lines) and not lines[number].strip():
        number += 1
    first, text = number, []
    while number < len(lines) and lines[number].strip() and not fence.match(lines[number]):
        text.append(lines[number].strip())
        number += 1
    listing = None
    if number < len(lines) and fence.match(lines[number]) and fence.match(lines[number]).group(1) in ("", "text"):
        end = number + 1
        while end < len(lines) and not lines[end].startswith("```"):
            end += 1
        listing = [line.rstrip() for line in lines[number + 1 : end]]
    return claims.claim(" ".join(text), first + 1, listing, "block")

for page in pages:
    relative = os.path.relpath(page, repo)
    module = relative.split("/")[1]
    stem = os.path.splitext(os.path.basename(page))[0]
    if only and stem not in only:
        continue
    lines = open(page, encoding="utf-8").read().split("\n")
    blocks, number = [], 0
    while number < len(lines):
        match = fence.match(lines[number])
        if not match:
            number += 1
            continue
        end = number + 1
        while end < len(lines) and not lines[end].startswith("```"):
            end += 1
        if match.group(1) == "swift":
            marker = skip.match(lines[number - 1]) if number > 0 else None
            claim = output_claim(lines, end + 1)
            if claim and "problem" in claim:
                problems.append(f"{relative}:{claim['line']}: {claim.pop('problem')}")
            said, marked = claims.said(lines[number + 1 : end], number + 2)
            blocks.append({"line": number + 1, "first": number + 2, "code": lines[number + 1 : end],
                           "skip": marker.group(1) if marker else None, "claim": claim,
                           "said": said, "marked": marked})
        elif number > 0 and skip.match(lines[number - 1]):
            problems.append(f"{relative}:{number + 1}: a skip marker before a block that is not ```swift")
        number = end + 1
    page_entry = {"page": relative, "blocks": blocks}
    manifest.append(page_entry)
    compiled = [block for block in blocks if block["skip"] is None]
    if not compiled:
        continue
    target = "Article" + re.sub(r"\W", "", stem)
    is_test = module == "MVIRouterTesting"
    page_entry["target"] = target
    prelude_path = os.path.join(repo, ".ci/snippets", stem + ".swift")
    prelude = open(prelude_path, encoding="utf-8").read() if os.path.exists(prelude_path) else None
    source = [f"// {relative}: its ```swift blocks, in order. Generated by .ci/snippets-check.sh.",
              f"import {module}"]
    if is_test:
        source.append("import Testing")
    # A page whose blocks say what they print runs: each block's output ends at a marker line.
    runs = not is_test and any(b["claim"] and "expected" in b["claim"] or b["said"] for b in compiled)
    page_entry["run"] = runs
    for block in compiled:
        if is_test and block["said"]:
            problems.append(f"{relative}:{block['said'][0]['line']}: a comment after a print in a test "
                            "is not compared: say it on a line of its own, or `#expect` it")
        code = ["" if app_import.match(line.strip()) else line
                for line in (block["marked"] if runs else block["code"])]
        source += [f'#sourceLocation(file: "{relative}", line: {block["first"]})'] + code
        source.append("#sourceLocation()")
        if runs:
            source.append(f'print("\\u{{1E}}block {block["line"]}")')
    imported = {module}
    for text in [prelude or ""] + ["\n".join(block["code"]) for block in compiled]:
        imported |= set(importing.findall(text))
    if "MVIRouterSwiftUI" in imported:
        problems.append(f"{relative}: a block imports MVIRouterSwiftUI, which cannot build here: "
                        "mark it `<!-- snippet: skip needs SwiftUI -->`")
    directory = os.path.join(pkg, "Tests" if is_test else "Sources", target)
    os.makedirs(directory)
    name = stem + ".swift" if is_test else "main.swift"
    with open(os.path.join(directory, name), "w", encoding="utf-8") as file:
        file.write("\n".join(source) + "\n")
    if prelude is not None:
        with open(os.path.join(directory, "Prelude.swift"), "w", encoding="utf-8") as file:
            file.write(f'#sourceLocation(file: ".ci/snippets/{stem}.swift", line: 1)\n' + prelude)
    dependencies = ", ".join(f'.product(name: "{product}", package: "MVIRouter")'
                             for product in products if product in imported)
    kind = "testTarget" if is_test else "executableTarget"
    targets.append(f'    .{kind}(name: "{target}", dependencies: [{dependencies}]),')

for stem in sorted(os.path.splitext(os.path.basename(p))[0] for p in glob.glob(os.path.join(repo, ".ci/snippets/*.swift"))):
    if not any(os.path.basename(entry["page"]) == stem + ".md" for entry in manifest) and not only:
        problems.append(f".ci/snippets/{stem}.swift: no page {stem}.md")
if problems:
    sys.exit("\n".join("snippets-check: " + problem for problem in problems))
with open(os.path.join(pkg, "Package.swift"), "w", encoding="utf-8") as file:
    file.write(f"""// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Snippets",
  platforms: [.macOS(.v14)],
  dependencies: [.package(path: "{dependency}")],
  targets: [
{chr(10).join(targets)}
  ]
)
""")
with open(os.path.join(pkg, "manifest.json"), "w", encoding="utf-8") as file:
    json.dump(manifest, file)
PY

cd "$pkg"
status=0
swift build --build-tests > "$work/build.log" 2>&1 || status=$?
if [ "$status" -ne 0 ]; then
  # A build stops at the first target that fails: build each page's target on its own (the ones
  # that compiled are up to date) so that every failing page is named.
  for target in $(sed -n 's/.*Target(name: "\([^"]*\)".*/\1/p' Package.swift); do
    swift build --target "$target" >> "$work/build.log" 2>&1 || true
  done
fi

# The pages whose blocks say what they print run, each with 30 s, no standard input, in a scratch
# folder; a page that does not end (or crashes) fails.
run_start=$SECONDS
mkdir -p "$work/runs" "$work/files"
if [ "$status" -eq 0 ]; then
  for target in $(python3 -c 'import json, sys
print(" ".join(e["target"] for e in json.load(open(sys.argv[1])) if e.get("run")))' "$pkg/manifest.json"); do
    code=0
    { (cd "$work/files" && exec timeout 30 "$pkg/.build/debug/$target" \
      > "$work/runs/$target.out" 2> "$work/runs/$target.err" < /dev/null); } 2> /dev/null || code=$?
    echo "$code" > "$work/runs/$target.status"
  done
fi

PYTHONPATH="$repo/.ci/lib" PYTHONDONTWRITEBYTECODE=1 python3 - "$pkg/manifest.json" "$work/build.log" "$status" "$((SECONDS - start))" "$work/runs" \
  "$((SECONDS - run_start))" <<'PY'
import json, os, re, sys

import claims  # .ci/lib, on PYTHONPATH

manifest, log, status, seconds = json.load(open(sys.argv[1])), sys.argv[2], int(sys.argv[3]), sys.argv[4]
runs, run_seconds = sys.argv[5], sys.argv[6]
text = open(log, encoding="utf-8", errors="replace").read()
diagnostic = re.compile(r"^(?:.*/)?((?:Sources/[^:]*\.md)|(?:\.ci/snippets/[^:]*\.swift)):(\d+):\d+: (error|warning): (.*)$", re.M)
failing = {}
for path, line, kind, message in diagnostic.findall(text):
    failing.setdefault((path, int(line)), set()).add(f"{kind}: {message}")
compiled = skipped = 0
reasons, broken = {}, []
for entry in manifest:
    for block in entry["blocks"]:
        if block["skip"] is not None:
            skipped += 1
            reasons.setdefault(block["skip"], []).append(f'{entry["page"].split("/")[-1]}:{block["line"]}')
            continue
        compiled += 1
        last = block["first"] + len(block["code"]) - 1
        messages = sorted({m for (path, line), ms in failing.items()
                           if path == entry["page"] and block["first"] <= line <= last for m in ms})
        if messages:
            broken.append(f'{entry["page"]}:{block["line"]}: the block does not compile cleanly')
for reason, where in sorted(reasons.items()):
    print(f"snippets-check: skipped ({reason}): {', '.join(where)}")

# What each block printed (up to its marker line), against what the page says it prints.
compared, exempt, wrong, said_compared, unsaid = 0, [], [], 0, []
for entry in manifest:
    outputs, ended = {}, False
    if entry.get("run") and status == 0:
        code = int(open(os.path.join(runs, entry["target"] + ".status")).read())
        current = []
        for line in open(os.path.join(runs, entry["target"] + ".out"), encoding="utf-8", errors="replace").read().split("\n"):
            if line.startswith("\x1eblock "):
                outputs[int(line.split()[1])] = current
                current = []
            else:
                current.append(line.rstrip())
        if code != 0:
            error = open(os.path.join(runs, entry["target"] + ".err"), encoding="utf-8", errors="replace").read()
            why = next((l for l in error.split("\n") if re.search(r"Fatal error|Precondition failed", l)), "")
            wrong.append(f'{entry["page"]}: the page\'s program ended with status {code}'
                         + (" (did not end within 30 s)" if code == 124 else "") + (f": {why}" if why else ""))
    for block in entry["blocks"]:
        if block["skip"] is not None:
            unsaid += [f'{entry["page"].split("/")[-1]}:{said["line"]}' for said in block["said"]]
            continue
        said_compared += len(block["said"])
        plain, parts = claims.split_said(outputs.get(block["line"], []))
        if status == 0 and block["line"] in outputs:
            wrong += claims.said_mismatches(entry["page"], block["said"], parts)
        claim = block.get("claim")
        if not claim:
            continue
        where = f'{entry["page"]}:{claim["line"]}'
        if "exempt" in claim or not entry.get("run"):
            exempt.append(where.split("/")[-1])
            continue
        compared += 1
        if status != 0 or block["line"] not in outputs:
            continue
        message = claims.mismatch(where, "block", block["line"], "the page", claim["expected"], plain)
        if message:
            wrong.append(message)
if exempt:
    print(f"snippets-check: not compared (an output shown as an example): {', '.join(exempt)}")
if unsaid:
    print(f"snippets-check: not compared (a print's comment in a skipped block): {', '.join(unsaid)}")
claims.fail_if_any(
    "snippets-check", failing, broken, status, text, wrong,
    f"{len(broken)} of {compiled} blocks do not compile, {len(wrong)} wrong outputs of {compared} "
    f"blocks and {said_compared} print lines compared; {seconds} s")
pages = sum(1 for entry in manifest if entry.get("target"))
print(f"snippets-check: {compiled} blocks of {pages} pages compile, {skipped} skipped; "
      f"{len(manifest) - pages} pages have no block to compile; {compared} blocks print what their "
      f"page says and {said_compared} print lines what their comments say, {len(exempt) + len(unsaid)} "
      f"not compared (run {run_seconds} s; {seconds} s)")
PY

# The testing pages' blocks are tests: they run too, and pass (against the app in their prelude).
if grep -q '\.testTarget(' Package.swift; then
  if ! swift test --skip-build > "$work/test.log" 2>&1; then
    tail -n 40 "$work/test.log"
    echo "snippets-check: a testing page's test fails (above)"
    exit 1
  fi
  sed -n 's/^.*\(Test run with .*\)$/snippets-check: the testing pages: \1/p' "$work/test.log"
fi
