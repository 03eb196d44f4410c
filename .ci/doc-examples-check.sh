#!/usr/bin/env bash
# Compiles every ```swift example in the `///` doc comments of the public API
# (Sources/<Module>/**/*.swift, every module but MVIRouterSwiftUI) in a new package that depends
# on this one by path, and runs each that says what it prints: the example a user reads in Quick
# Help and copies first compiles against the public API, and prints what it says. The sibling of .ci/snippets-check.sh (the DocC articles), same conventions.
#
#   bash .ci/doc-examples-check.sh                      # every module
#   bash .ci/doc-examples-check.sh MVIRouterTerminal    # some modules, by name
#
# The convention (kept small on purpose):
# - Each module is one library target of its own (`DocExamples<Module>`), one generated file per
#   source file. Examples are fragments, so each block is compiled in its OWN scope: the body of a
#   method `extension AppIntent { func example…() async throws { <block> } }` — it may declare
#   local types and functions, use `try`, `await` and `self` (the intent it is written in), and
#   names never leak from one block to another.
# - A block that declares what only a file may hold (an `extension`, a `protocol`, an `@Test`
#   function, an `@Observable` type) has its declarations placed at file scope, in order, and its
#   statements in its method. Its `import`s are left out: every file imports the modules below,
#   and `import App`/`import MyApp` names the app the prelude stands for.
# - What the examples take as given — the app's `AppScreen`, `AppAlert`, `AppTab`, `MovieScreen`,
#   a `routerEvents`, `tabs`, an `intent`, and the class `AppIntent` every block is written in —
#   is declared in `.ci/doc-examples/<Module>.swift`, a short prelude using the public API alone.
#   Its values that hold state are `@MainActor var`s, and its `freshPrelude()` makes them anew
#   (called before each example runs, below). Prefer making an example complete, and the names
#   the docs use consistent, to growing it.
# - Only the public API's examples are compiled: a block in the documentation of a `package` or
#   internal declaration (by its own modifier or its enclosing type's) is skipped and counted,
#   as no user reads it and no other package can compile it.
# - A block that cannot compile here by design (SwiftUI, UIKit) is preceded by the comment line
#   `/// <!-- snippet: skip REASON -->` (DocC does not render an HTML comment). Output listings
#   ("Prints:") are plain ``` fences, never ```swift.
# - All modules build in one `swift build` (and, when it fails, each target on its own, to name
#   every module that fails). A failure names the source file and the line of the block: the
#   blocks are compiled under `#sourceLocation`, with each `///` turned into spaces, so the
#   compiler's messages point into the source file, line and column. A warning fails the check
#   too, but for a value an example declares and does not use ("never used", "never read"),
#   which is how an example shows what a call returns.
#
# What an example says it prints is what it prints. The paragraph right after a compiled block,
# when it starts with "Prints", is a claim, and the block RUNS (one executable of the same build,
# `DocExamplesRun`, each block on its own fresh prelude values — `freshPrelude()` of its prelude —
# and a fresh `AppIntent`, then what it left to the main actor, such as an observer's update);
# its standard output, trailing blank lines aside, must be the claim (the rule is
# .ci/lib/claims.py, shared with snippets-check):
# - "Prints `A`." — one line, `A` (an inline code wrapped over two `///` lines is one line,
#   the break a space). "Prints `A`, then `B`." — two lines. Words after the last code
#   ("… when nothing is presented") are a condition the example itself must meet;
# - "Prints:" and a plain ``` block — the block's lines; "Prints nothing." — no output.
# Not compared, and listed, on purpose (the output is not the example's own): "Prints e.g. …"
# (ids, times, an app's state that vary), "Prints, for …:"/"Prints, when …" (for an app or a
# state the example does not make itself, e.g. the demo's screens or a user's answer),
# "Prints (…):" (a part of it) and "Prints a …"/"Prints one …" (a description). Any other
# paragraph starting "Prints" after a block fails the check. A "Prints" sentence that follows
# no block (a case's documentation) is not a claim about an example and is not read.
# A line of a block that is one `print(…)` call with a trailing comment,
# `print(routerEvents.dismiss())  // applied`, claims that line's output: exactly the comment,
# one line, and the line runs once (prose about a print goes on a line of its own, above it);
# the paragraph after the block, if any, still claims all the block prints, those lines too.
# Not run: the examples of non-public declarations (not compiled), and an async example that
# awaits what it does not do itself (a user's answer): every example has 10 s, and one that
# awaits past them is listed as not run (a block without `await` that does not end fails). An
# example that crashes fails, and the run goes on past it. Files an example writes land in a
# scratch folder; standard input is empty (no terminal).
#
# DOC_EXAMPLES_SCRATCH=DIR (relative to the repo) keeps the package and its build in DIR between
# runs, e.g. `.build-doc-examples` (ignored by git): a second run compiles only the examples.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
source "$repo/.ci/lib/scratch.sh"
scratch_package DocExamples "${DOC_EXAMPLES_SCRATCH:-}" Sources
start=$SECONDS

PYTHONPATH="$repo/.ci/lib" PYTHONDONTWRITEBYTECODE=1 python3 - "$repo" "$pkg" "$work/MVIRouter" "$@" <<'PY'
import glob, json, os, re, sys

repo, pkg, dependency, only = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
import claims  # .ci/lib, on PYTHONPATH
products = ["MVIRouter", "MVIRouterTerminal", "MVIRouterHosting", "MVIRouterTesting"]
unknown = [name for name in only if name not in products]
if unknown:
    sys.exit("doc-examples-check: no module named " + ", ".join(unknown))
modules = only or products

fence = re.compile(r"^\s*///\s?```(\S*)\s*$")
skip = re.compile(r"^\s*///\s?<!-- snippet: skip (.+?) -->\s*$")
comment = re.compile(r"^\s*///( |$)")
# A top-level item of a block is a declaration when it starts (after attributes and modifiers)
# with one of these keywords; `let`/`var` and everything else are statements.
modifiers = r"(?:(?:@\w+(?:\([^)]*\))?|public|package|internal|fileprivate|private|final|nonisolated|static|indirect)\s+)*"
declaration = re.compile(r"^" + modifiers + r"(enum|struct|class|actor|protocol|extension|func|typealias|import)\b")
file_only = re.compile(r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:@(?:Test|Suite|Observable|main)\b|" + modifiers + r"(?:protocol|extension|import)\b)")
continuation = re.compile(r"^(\s|[})\].{]|->|where\b|else\b|catch\b|#endif|#else|$)")

keyword = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:open|public|package|internal|fileprivate|private|final|nonisolated|static|class|override|convenience|required|mutating|indirect|isolated|dynamic|lazy|weak|unowned)\s+)*(func|init|deinit|var|let|case|struct|enum|class|actor|protocol|typealias|associatedtype|subscript|extension)\b")
access_word = re.compile(r"\b(open|public|package|internal|fileprivate|private)\b")

def documented_access(lines, after):
    """The access level of the declaration a doc comment documents (the comment ends before
    `after`): its own modifier, else what its enclosing type, protocol or extension gives it."""
    number = after
    while number < len(lines) and (lines[number].strip().startswith("///") or not keyword.match(lines[number])):
        if not (lines[number].strip().startswith(("//", "@")) or not lines[number].strip()):
            return "internal"
        number += 1
    if number == len(lines):
        return "internal"
    line = lines[number]
    own = access_word.search(line[: keyword.match(line).end()])
    level = own.group(1) if own else None
    indent = len(line) - len(line.lstrip())
    for above in range(number - 1, -1, -1):
        text = lines[above]
        if not text.strip() or text.lstrip().startswith("/"):
            continue
        depth = len(text) - len(text.lstrip())
        if depth >= indent:
            continue
        indent = depth
        match = keyword.match(text)
        if not match or match.group(1) not in ("struct", "enum", "class", "actor", "protocol", "extension"):
            continue
        outer = access_word.search(text[: match.end()])
        outer = outer.group(1) if outer else ("extension" if match.group(1) == "extension" else "internal")
        if level is None:
            if match.group(1) == "protocol" or (match.group(1) == "enum" and keyword.match(line).group(1) == "case"):
                level = outer
            elif match.group(1) == "extension" and outer != "extension":
                level = outer
            else:
                level = "internal"
        if match.group(1) != "extension" and outer not in ("public", "open"):
            return outer
    return level or "internal"

def paragraph(lines, start):
    """The comment paragraph that starts at the first non-blank `///` line from `start`: its line
    number (0-based), its lines (without `///`), and the line after it."""
    number = start
    while number < len(lines) and comment.match(lines[number]) and not comment.sub("", lines[number]).strip():
        number += 1
    first, text = number, []
    while (number < len(lines) and comment.match(lines[number]) and comment.sub("", lines[number]).strip()
           and not fence.match(lines[number])):
        text.append(comment.sub("", lines[number]).strip())
        number += 1
    return first, text, number

def output_claim(lines, start):
    """What the paragraph right after a ```swift block says the example prints
    (.ci/lib/claims.py)."""
    first, text, after = paragraph(lines, start)
    listing = None
    if after < len(lines) and fence.match(lines[after]) and not fence.match(lines[after]).group(1):
        end = after + 1
        while end < len(lines) and not fence.match(lines[end]):
            end += 1
        listing = [comment.sub("", line).rstrip() for line in lines[after + 1 : end]]
    return claims.claim(" ".join(text), first + 1, listing, "example")

def items(code):
    """Splits a block into its top-level items: a line at column 0 starts one."""
    result = []
    for index, line in enumerate(code):
        if not result or (not continuation.match(line) and not line.startswith("//")):
            result.append([index, index])
        else:
            result[-1][1] = index
    return result

# Blocks known not to compile, in files another change was editing at the same time: each is
# skipped and reported with its reason; an entry that names no ```swift block fails the check.
# Fix those blocks and empty this list.
known = {
}
manifest, problems, targets, ran = [], [], [], []
for module in modules:
    files = sorted(glob.glob(os.path.join(repo, "Sources", module, "**", "*.swift"), recursive=True))
    target = "DocExamples" + module
    directory = os.path.join(pkg, "Sources", target)
    os.makedirs(directory)
    prelude = os.path.join(repo, ".ci/doc-examples", module + ".swift")
    if not os.path.exists(prelude):
        problems.append(f".ci/doc-examples/{module}.swift: no prelude for {module}")
        continue
    with open(os.path.join(directory, "Prelude.swift"), "w", encoding="utf-8") as file:
        file.write(f'#sourceLocation(file: ".ci/doc-examples/{module}.swift", line: 1)\n'
                   + open(prelude, encoding="utf-8").read())
    targets.append(target)
    runs = []
    for path in files:
        relative = os.path.relpath(path, repo)
        lines = open(path, encoding="utf-8").read().split("\n")
        blocks, number = [], 0
        while number < len(lines):
            match = fence.match(lines[number])
            if not match:
                number += 1
                continue
            end = number + 1
            while end < len(lines) and not fence.match(lines[end]):
                end += 1
            marker = skip.match(lines[number - 1]) if number > 0 else None
            before = next((comment.sub("", line).strip() for line in reversed(lines[:number])
                           if comment.sub("", line).strip()), "")
            if match.group(1) == "swift" and before.lower().endswith("prints:"):
                problems.append(f"{relative}:{number + 1}: an output listing is a ```swift block: make it a plain ```")
            if match.group(1) == "swift":
                code = [comment.sub("", line) for line in lines[number + 1 : end]]
                # What is compiled: each line with its `///` (and what precedes it) as spaces, so
                # the compiler's columns are the source file's.
                padded = [comment.sub(lambda m: " " * len(m.group(0)), line) for line in lines[number + 1 : end]]
                level = documented_access(lines, end + 1)
                reason = marker.group(1) if marker else None
                if reason is None and f"{relative}:{number + 1}" in known:
                    reason = "known to fail: " + known.pop(f"{relative}:{number + 1}")
                if reason is None and level not in ("public", "open"):
                    reason = "documents a non-public declaration"
                claim = output_claim(lines, end + 1)
                if claim and "problem" in claim:
                    problems.append(f"{relative}:{claim['line']}: {claim.pop('problem')}")
                said, padded = claims.said(padded, number + 2)
                blocks.append({"line": number + 1, "first": number + 2, "code": code, "padded": padded,
                               "skip": reason, "claim": claim, "said": said})
            elif marker:
                problems.append(f"{relative}:{number + 1}: a skip marker before a block that is not ```swift")
            number = end + 1
        if not blocks:
            continue
        manifest.append({"file": relative, "blocks": blocks})
        stem = re.sub(r"\W", "_", os.path.splitext(os.path.relpath(path, os.path.join(repo, "Sources", module)))[0])
        top, bodies = [], []
        for block in blocks:
            if block["skip"] is not None:
                continue
            code = block["code"]
            if "MVIRouterSwiftUI" in "\n".join(code) or re.search(r"^\s*import\s+(SwiftUI|UIKit)\b", "\n".join(code), re.M):
                problems.append(f"{relative}:{block['line']}: the block needs SwiftUI or UIKit, which cannot "
                                "build here: mark it `/// <!-- snippet: skip needs SwiftUI -->`")
                continue
            spans = items(code)
            at_file_scope = any(file_only.match(code[first]) for first, _ in spans)
            body = []
            for first, last in spans:
                text = block["padded"][first : last + 1]
                location = f'#sourceLocation(file: "{relative}", line: {block["first"] + first})'
                if re.match(r"^\s*(@testable\s+)?import\s", code[first]):
                    continue
                if at_file_scope and declaration.match(code[first]) or file_only.match(code[first]):
                    top += [location] + text + ["#sourceLocation()"]
                else:
                    body += [location] + text + ["#sourceLocation()"]
            bodies += [f"  func example_{stem}_{block['line']}() async throws {{"] + body + ["  }"]
            claim = block["claim"]
            if claim and "expected" in claim or block["said"]:
                runs.append((f"{relative}:{block['line']}", f"example_{stem}_{block['line']}"))
        source = [f"// {relative}: its ```swift doc examples. Generated by .ci/doc-examples-check.sh.",
                  "import Foundation"] + [f"import {product}" for product in products] + ["import Observation", "import Testing", ""]
        source += top + ["", "extension AppIntent {"] + bodies + ["}"]
        with open(os.path.join(directory, "Examples_" + stem + ".swift"), "w", encoding="utf-8") as file:
            file.write("\n".join(source) + "\n")

    # The examples that say what they print run, each on a fresh prelude and a fresh intent,
    # between two marker lines on standard output (and the first one on standard error, which is
    # not buffered, so that a crash names its example).
    runner = [f"// {module}: its examples that say what they print. Generated by .ci/doc-examples-check.sh.",
              "import Foundation", "",
              f"@MainActor public func runDocExamples{module}() async {{"]
    for where, method in runs:
        runner += [f'  await runDocExample("{where}") {{ try await AppIntent().{method}() }}']
    runner += ["}", "",
               "@MainActor func runDocExample(_ name: String, _ body: @MainActor () async throws -> Void) async {",
               "  // After a crash, the run starts again past the examples that began (their names in this file).",
               '  if let path = ProcessInfo.processInfo.environment["DOC_EXAMPLES_BEGUN"],',
               "    let begun = try? String(contentsOfFile: path, encoding: .utf8),",
               r'    begun.split(separator: "\n").contains(Substring(name))',
               "  {",
               "    return",
               "  }",
               "  freshPrelude()",
               "  // An example awaiting what it does not do itself (a user's answer) never ends: stop the",
               "  // run; the check names the example and runs the rest.",
               "  let watchdog = Task.detached {",
               "    try await Task.sleep(for: .seconds(10))",
               '    FileHandle.standardError.write(Data("doc-examples-check: did not finish\\n".utf8))',
               "    exit(3)",
               "  }",
               "  defer { watchdog.cancel() }",
               r'  print("\u{1E}begin \(name)")',
               "  fflush(nil)",
               r'  FileHandle.standardError.write(Data("doc-examples-check: running \(name)\n".utf8))',
               r'  do { try await body() } catch { print("\u{1E}threw \(error)") }',
               "  // What the example started on the main actor (an observer's update) runs before its end.",
               "  for _ in 0..<8 { await Task.yield() }",
               "  fflush(nil)",
               r'  print("\u{1E}end \(name)")',
               "  fflush(nil)",
               "}"]
    with open(os.path.join(directory, "Run.swift"), "w", encoding="utf-8") as file:
        file.write("\n".join(runner) + "\n")
    ran.append(module)

for where in known:
    if not only or where.split("/")[1] in only:
        problems.append(f"{where}: listed as known to fail, but no ```swift block starts there")
for prelude in sorted(glob.glob(os.path.join(repo, ".ci/doc-examples/*.swift"))):
    name = os.path.splitext(os.path.basename(prelude))[0]
    if name not in products:
        problems.append(f".ci/doc-examples/{name}.swift: no module {name}")
if problems:
    sys.exit("\n".join("doc-examples-check: " + problem for problem in problems))
dependencies = ", ".join(f'.product(name: "{product}", package: "MVIRouter")' for product in products)
with open(os.path.join(pkg, "Package.swift"), "w", encoding="utf-8") as file:
    file.write(f"""// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "DocExamples",
  platforms: [.macOS(.v14)],
  dependencies: [.package(path: "{dependency}")],
  targets: [
{chr(10).join(f'    .target(name: "{target}", dependencies: [{dependencies}]),' for target in targets)}
    .executableTarget(name: "DocExamplesRun", dependencies: [{", ".join(f'"{target}"' for target in targets)}]),
  ]
)
""")
os.makedirs(os.path.join(pkg, "Sources", "DocExamplesRun"))
with open(os.path.join(pkg, "Sources", "DocExamplesRun", "main.swift"), "w", encoding="utf-8") as file:
    file.write("".join(f"import DocExamples{module}\n" for module in ran)
               + "".join(f"await runDocExamples{module}()\n" for module in ran))
with open(os.path.join(pkg, "manifest.json"), "w", encoding="utf-8") as file:
    json.dump(manifest, file)
PY

cd "$pkg"
status=0
swift build > "$work/build.log" 2>&1 || status=$?
if [ "$status" -ne 0 ]; then
  # A build may stop at the first target that fails: build each target on its own (the ones
  # that compiled are up to date) so that every failing module is named.
  for target in $(sed -n 's/.*\.target(name: "\([^"]*\)".*/\1/p' Package.swift); do
    swift build --target "$target" >> "$work/build.log" 2>&1 || true
  done
fi

# The examples that say what they print run: one process, each example between marker lines.
ran=0
: > "$work/run.out"
: > "$work/run.err"
if [ "$status" -eq 0 ]; then
  run_start=$SECONDS
  # An example that crashes ends the process: its name is the last one begun, on standard error;
  # the run starts again past it (at most 30 times), and the crash is reported as its failure.
  : > "$work/begun"
  # The files an example writes land in a folder of their own.
  rm -rf "$work/files"
  mkdir -p "$work/files"
  for attempt in $(seq 30); do
    ran=0
    { (cd "$work/files" && DOC_EXAMPLES_BEGUN="$work/begun" exec timeout 120 \
      "$pkg/.build/debug/DocExamplesRun" >> "$work/run.out" 2> "$work/attempt.err" < /dev/null); } \
      2> /dev/null || ran=$?
    sed -n 's/^doc-examples-check: running //p' "$work/attempt.err" >> "$work/begun"
    if [ "$ran" -eq 0 ] || [ "$ran" -eq 124 ]; then break; fi
    crashed=$(tail -n 1 "$work/begun")
    if [ "$ran" -eq 3 ] && grep -q '^doc-examples-check: did not finish' "$work/attempt.err"; then
      printf '\x1eunfinished %s\n' "$crashed" >> "$work/run.out"
      ran=0
      continue
    fi
    printf '\x1ecrashed %s: %s\n' "$crashed" \
      "$(grep -m 1 -E 'Fatal error|Precondition failed|Assertion failed' "$work/attempt.err" | sed 's/^.*: \(Fatal\|Precondition\|Assertion\)/\1/')" \
      >> "$work/run.out"
    ran=0
  done
  cp "$work/attempt.err" "$work/run.err"
  run_seconds=$((SECONDS - run_start))
else
  ran=-1
  run_seconds=0
fi

PYTHONPATH="$repo/.ci/lib" PYTHONDONTWRITEBYTECODE=1 python3 - "$pkg/manifest.json" "$work/build.log" "$status" "$((SECONDS - start))" \
  "$work/run.out" "$work/run.err" "$ran" "$run_seconds" <<'PY'
import json, re, sys

import claims  # .ci/lib, on PYTHONPATH

manifest, log, status, seconds = json.load(open(sys.argv[1])), sys.argv[2], int(sys.argv[3]), sys.argv[4]
run_out, run_err, ran, run_seconds = sys.argv[5], sys.argv[6], int(sys.argv[7]), sys.argv[8]
text = open(log, encoding="utf-8", errors="replace").read()
diagnostic = re.compile(r"^(?:.*/)?((?:Sources/[^:]*\.swift)|(?:\.ci/doc-examples/[^:]*\.swift)):(\d+):(\d+): (error|warning): (.*)$", re.M)
# How an example shows what a call returns: `let id = routerEvents.routeTo(…)`.
unused = re.compile(r"was never used; consider replacing with|was written to, but never read")
failing = {}
for path, line, column, kind, message in diagnostic.findall(text):
    if kind == "warning" and unused.search(message):
        continue
    failing.setdefault((path, int(line)), set()).add(f"{column}: {kind}: {message}")
compiled = skipped = 0
reasons, broken = {}, []
for entry in manifest:
    for block in entry["blocks"]:
        if block["skip"] is not None:
            skipped += 1
            reasons.setdefault(block["skip"], []).append(f'{entry["file"]}:{block["line"]}')
            continue
        compiled += 1
        last = block["first"] + len(block["code"]) - 1
        if any(path == entry["file"] and block["first"] <= line <= last for (path, line) in failing):
            broken.append(f'{entry["file"]}:{block["line"]}: the block does not compile cleanly')
for reason, where in sorted(reasons.items()):
    print(f"doc-examples-check: skipped ({reason}): {', '.join(where)}")

# What each example printed, against what its doc says it prints.
printed, crashed, unfinished, current = {}, {}, set(), None
for line in open(run_out, encoding="utf-8", errors="replace").read().split("\n"):
    if line.startswith("\x1ebegin "):
        current = line[len("\x1ebegin "):]
        printed[current] = []
    elif line.startswith("\x1eend "):
        current = None
    elif line.startswith("\x1eunfinished "):
        unfinished.add(line[len("\x1eunfinished "):])
        current = None
    elif line.startswith("\x1ecrashed "):
        name, _, why = line[len("\x1ecrashed "):].partition(": ")
        crashed[name] = why
        current = None
    elif current is not None:
        printed[current].append(line.rstrip())
compared = said_compared = 0
exempt, not_run, wrong = [], {}, []
for entry in manifest:
    for block in entry["blocks"]:
        claim = block.get("claim")
        if claim and "exempt" in claim:
            exempt.append(f'{entry["file"]}:{claim["line"]}')
            claim = None
        # Each claim of the block: its paragraph's, then its print lines'.
        said = [f'{entry["file"]}:{line["line"]}' for line in block["said"]]
        wheres = ([f'{entry["file"]}:{claim["line"]}'] if claim else []) + said
        if not wheres:
            continue
        where = wheres[0]
        if block["skip"] is not None:
            not_run.setdefault(block["skip"], []).extend(wheres)
            continue
        compared += 1 if claim else 0
        said_compared += len(said)
        name = f'{entry["file"]}:{block["line"]}'
        if status != 0:
            continue
        if name in unfinished and re.search(r"\bawait\b", "\n".join(block["code"])):
            compared -= 1 if claim else 0
            said_compared -= len(said)
            not_run.setdefault("async: it awaits what it does not do itself, and did not end within 10 s",
                               []).extend(wheres)
            continue
        if name in unfinished:
            wrong.append(f"{where}: the example at line {block['line']} did not end within 10 s")
            continue
        if name in crashed:
            wrong.append(f"{where}: the example at line {block['line']} crashed: {crashed[name]}")
            continue
        if name not in printed:
            wrong.append(f"{where}: the example at line {block['line']} did not run")
            continue
        plain, parts = claims.split_said(printed[name])
        wrong += claims.said_mismatches(entry["file"], block["said"], parts)
        if not claim:
            continue
        message = claims.mismatch(where, "example", block["line"], "its doc", claim["expected"], plain)
        if message:
            wrong.append(message)
for reason, where in sorted(not_run.items()):
    print(f"doc-examples-check: not run ({reason}): {', '.join(where)}")
if exempt:
    print(f"doc-examples-check: not compared (an output shown as an example, not as the output): {', '.join(exempt)}")
if status == 0 and ran != 0:
    print(open(run_err, encoding="utf-8", errors="replace").read()[-3000:])
    wrong.append(f"the examples' run ended with status {ran}" + (" (timed out)" if ran == 124 else ""))
claims.fail_if_any(
    "doc-examples-check", failing, broken, status, text, wrong,
    f"{len(broken)} of {compiled} blocks do not compile, {len(wrong)} of {compared} output claims "
    f"and {said_compared} print lines' claims are wrong; {seconds} s", separator=":")
print(f"doc-examples-check: {compiled} blocks of {len(manifest)} source files compile, "
      f"{skipped} skipped; {compared} print what their docs say and {said_compared} print lines "
      f"what their comments say, {sum(map(len, not_run.values()))} not run, {len(exempt)} not "
      f"compared (run {run_seconds} s; {seconds} s)")
PY
