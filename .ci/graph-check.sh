#!/usr/bin/env bash
# The demo's --graph output is one graph that Graphviz reads as it is, plain and tabbed, after a
# starting link too, and with the transitions of --explore N beside the map. Installs Graphviz from the system's packages when `dot` is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v dot >/dev/null 2>&1; then
  echo "graph-check: installing graphviz"
  if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq graphviz >/dev/null
fi
dot -V

swift build --product demo >/dev/null
demo=$(swift build --product demo --show-bin-path)/demo

check() {
  echo "demo $*"
  "$demo" "$@" | dot -Tsvg >/dev/null
}
check --graph
check --graph dot --open demo://products/1/quantity
check --tabs --graph
check --tabs --graph dot --open demo://movies/2
# The transitions a walk found, beside the map: still one graph.
check --graph --explore 300 --seed 1
check --tabs --graph --explore 300 --seed 1

# Mermaid: one flowchart, no Markdown code fences.
for flags in "--graph mermaid" "--tabs --graph mermaid" "--graph mermaid --explore 300"; do
  # shellcheck disable=SC2086
  out=$("$demo" $flags)
  [ "$(printf '%s\n' "$out" | head -n 1)" = "flowchart LR" ] || {
    echo "graph-check: demo $flags does not start with 'flowchart LR'"
    exit 1
  }
  if printf '%s\n' "$out" | grep -q '```'; then
    echo "graph-check: demo $flags holds code fences"
    exit 1
  fi
  [ "$(printf '%s\n' "$out" | grep -c '^flowchart')" = 1 ] || {
    echo "graph-check: demo $flags holds more than one flowchart"
    exit 1
  }
done
echo "graph-check: ok"
