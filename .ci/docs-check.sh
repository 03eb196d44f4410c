#!/usr/bin/env bash
# Builds the DocC documentation of every module that has a catalog (Sources/*/Documentation.docc)
# with the toolchain's own `docc`, warnings as errors: a broken or ambiguous link, or a page that
# does not exist, fails the check. No plugin is needed (the package keeps zero dependencies): the
# symbol graphs come from `swift package dump-symbol-graph`, which reuses the debug build.
#
#   bash .ci/docs-check.sh            # all catalogs
#   bash .ci/docs-check.sh MVIRouter  # one module
#
# Symbol links (``Symbol``) resolve within one module only: from another module, name an
# MVIRouter type in code voice (`RouterEvents`), not as ``MVIRouter/RouterEvents``.
set -euo pipefail
cd "$(dirname "$0")/.."
if command -v docc > /dev/null; then
  docc=(docc)
else
  docc=(xcrun docc)
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

modules=("$@")
if [ ${#modules[@]} -eq 0 ]; then
  for catalog in Sources/*/Documentation.docc; do
    modules+=("$(basename "$(dirname "$catalog")")")
  done
fi

# `dump-symbol-graph` builds the package's targets (not its tests), then extracts a graph for every
# module, test modules included: after a plain `swift build` those are not built, their graphs fail
# and the command exits non-zero. Only the graphs of the modules checked here matter, so each is
# required to exist and not to have failed in this run (an older graph left in .build does not count).
dump_status=0
swift package dump-symbol-graph > "$work/dump.log" 2>&1 || dump_status=$?
graphs=$(sed -n 's/^Files written to //p' "$work/dump.log" | tail -n 1)
[ -d "$graphs" ] || { cat "$work/dump.log"; echo "docs-check: no symbol graphs"; exit 1; }
if [ "$dump_status" -ne 0 ]; then
  skipped=$(sed -n "s/^error: Failed to emit symbol graph for '\([^']*\)'.*/\1/p" "$work/dump.log" \
    | tr '\n' ' ')
  echo "docs-check: no symbol graph for ${skipped:-?}(not built: tests, after a plain swift build)"
fi

# Modules whose symbols exist only where SwiftUI does: their catalogs are checked on macOS.
apple_only=" MVIRouterSwiftUI "

failed=0
# Heading levels, which DocC does not warn about, in every page of the catalogs checked (the
# SwiftUI one too: this needs no symbols): one `#` title, no level skipped, and a landing page's
# `## Topics` grouped under `###` headings.
catalogs=()
for module in "${modules[@]}"; do
  [ -d "Sources/$module/Documentation.docc" ] && catalogs+=("Sources/$module/Documentation.docc")
done
python3 - "${catalogs[@]}" <<'PY' || failed=1
import glob, os, re, sys
problems = []
for catalog in sys.argv[1:]:
    module = os.path.basename(os.path.dirname(catalog))
    for page in sorted(glob.glob(os.path.join(catalog, "**", "*.md"), recursive=True)):
        levels, fenced = [], False
        for number, line in enumerate(open(page, encoding="utf-8"), 1):
            if line.startswith("```"):
                fenced = not fenced
            match = None if fenced else re.match(r"(#{1,6}) (.*)", line)
            if match:
                levels.append((len(match.group(1)), match.group(2).strip(), number))
        if [level for level, _, _ in levels].count(1) != 1 or levels[0][0] != 1:
            problems.append(f"{page}: one `#` title, first")
        for (before, _, _), (level, title, number) in zip(levels, levels[1:]):
            if level > before + 1:
                problems.append(f"{page}:{number}: `{'#' * level} {title}` skips a level")
        if os.path.basename(page) == f"{module}.md":
            after_topics = False
            for level, title, number in levels:
                if level == 2:
                    after_topics = title == "Topics"
                elif after_topics and level != 3:
                    problems.append(f"{page}:{number}: Topics groups are `###` headings")
for problem in problems:
    print("docs-check: " + problem)
sys.exit(1 if problems else 0)
PY
[ "$failed" -eq 0 ] && echo "docs-check: heading levels right in ${#catalogs[@]} catalogs"

for module in "${modules[@]}"; do
  if [ "$(uname)" != Darwin ] && [[ "$apple_only" == *" $module "* ]]; then
    echo "docs-check: $module: skipped (its symbols need SwiftUI; checked on macOS)"
    continue
  fi
  if [ ! -f "$graphs/$module.symbols.json" ] \
    || grep -qF "Failed to emit symbol graph for '$module'" "$work/dump.log"; then
    grep -F -A3 "'$module'" "$work/dump.log" || true
    echo "docs-check: $module: no symbol graph from this run (is it a library target?)"
    failed=1
    continue
  fi
  mkdir -p "$work/$module"
  # The module's own graph, and the graphs of its extensions to other modules' types.
  cp "$graphs/$module.symbols.json" "$work/$module/"
  cp "$graphs/$module"@*.symbols.json "$work/$module/" 2> /dev/null || true
  if "${docc[@]}" convert "Sources/$module/Documentation.docc" \
    --additional-symbol-graph-dir "$work/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
    --output-path "$work/$module.doccarchive" --warnings-as-errors > "$work/$module.log" 2>&1
  then
    echo "docs-check: $module: no warnings"
  else
    cat "$work/$module.log"
    echo "docs-check: $module: the documentation has warnings or errors (above)"
    failed=1
  fi
done
exit $failed
