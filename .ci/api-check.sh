#!/usr/bin/env bash
# The public API's budgets (issue "One way per job"): MVIRouter declares at most 324 public
# symbols (300, plus the 24 that the typed operation vocabulary's 25 cases cost over the
# string-literal initializer they replaced), counted from the symbol graph with synthesized members and operators left out, and
# the routing protocol has at most 10 requirements; MVIRouterHosting, the host authors' API,
# at most 40. Prints the count per type when over.
set -euo pipefail
cd "$(dirname "$0")/.."
budget=324
requirements_budget=10
log=$(mktemp)
trap 'rm -f "$log"' EXIT
swift package dump-symbol-graph --minimum-access-level public > "$log" 2>&1 \
  || { tail -20 "$log"; exit 1; }
dir=$(grep -a -o '/[^ ]*symbolgraph' "$log" | tail -1)
python3 - "$dir" "$budget" "$requirements_budget" <<'PY'
import collections, glob, json, sys
directory, budget, requirements_budget = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
seen, parents, requirements = set(), collections.Counter(), set()
files = glob.glob(directory + '/MVIRouter.symbols.json') + glob.glob(directory + '/MVIRouter@*.symbols.json')
if not files:
    sys.exit(f"api-check: no symbol graph for MVIRouter in {directory}")
protocol = None
for path in files:
    graph = json.load(open(path))
    for symbol in graph['symbols']:
        precise = symbol['identifier']['precise']
        if '::SYNTHESIZED::' in precise or symbol['kind']['identifier'] == 'swift.func.op':
            continue
        if symbol['pathComponents'] == ['RouterEventsProtocol']:
            protocol = precise
        if precise in seen:
            continue
        seen.add(precise)
        components = symbol['pathComponents']
        parents[components[0] if len(components) > 1 else '(types)'] += 1
for path in files:
    for relation in json.load(open(path))['relationships']:
        if relation['kind'] in ('requirementOf', 'optionalRequirementOf') and relation['target'] == protocol:
            requirements.add(relation['source'])
print(f"api-check: MVIRouter declares {len(seen)} public symbols (budget {budget})")
print(f"api-check: RouterEventsProtocol has {len(requirements)} requirements (budget {requirements_budget})")
if len(seen) > budget or len(requirements) > requirements_budget:
    for name, count in parents.most_common(): print(f"  {name}: {count}")
    sys.exit("api-check: over budget")
PY
python3 - "$dir" 40 <<'PY'
import collections, glob, json, sys
directory, budget = sys.argv[1], int(sys.argv[2])
files = glob.glob(directory + '/MVIRouterHosting.symbols.json') + glob.glob(directory + '/MVIRouterHosting@*.symbols.json')
if not files:
    sys.exit(f"api-check: no symbol graph for MVIRouterHosting in {directory}")
seen, parents = set(), collections.Counter()
for path in files:
    for symbol in json.load(open(path))['symbols']:
        precise = symbol['identifier']['precise']
        if '::SYNTHESIZED::' in precise or symbol['kind']['identifier'] == 'swift.func.op' or precise in seen:
            continue
        seen.add(precise)
        components = symbol['pathComponents']
        parents[components[0] if len(components) > 1 else '(types)'] += 1
print(f"api-check: MVIRouterHosting declares {len(seen)} public symbols (budget {budget})")
if len(seen) > budget:
    for name, count in parents.most_common(): print(f"  {name}: {count}")
    sys.exit("api-check: over budget")
PY
