#!/usr/bin/env bash
# Instructions per operation of every path of the fair-floor table and of its floor, counted by
# callgrind in ONE release binary of router-bench, with the heap allocations per operation
# counted in the same runs, then the time and peak memory of saving and restoring 1M routes.
#
# Method: each case runs in its own process (`router-bench --callgrind CASE N`), which sets up
# its router, then calls the case's loop function once; callgrind collects only inside that
# function (`--collect-atstart=no --toggle-collect=SYMBOL`, a stable `@_silgen_name` symbol).
# Each case runs at two loop counts, N1 and N2, and the script reports
# (Ir(N2) - Ir(N1)) / (operations(N2) - operations(N1)), so the set-up, the first call's lazy
# work and the first growth of every array cancel out.
#
# Usage: Benchmarks/callgrind.sh [--no-build] [--no-save] [--keep DIR] [--ops]
#   --ops: instead of the target table, the operation table: one line per `op-…` case (a public
#   operation as a cycle that leaves the router as it found it), its instructions and heap
#   allocations per cycle, by the same (N2 - N1) method (N1 = 1000, N2 = 5000 cycles unless set).
#   --keep DIR: keep callgrind's output files in DIR (out.CASE.0 at N1, out.CASE.1 at N2), to see
#   where a case's instructions go: `callgrind_annotate DIR/out.engine-tab.1`.
#   N1, N2 (environment): loop counts of the cycle cases (default 1000 and 11000); the
#   popToRoot cases run N1/500 and N2/500 popToRoots of a 1,000-deep stack (2 and 22).
#   SAVE_ROUTES (environment): routes saved and restored (default 1000000).
set -euo pipefail
cd "$(dirname "$0")"

build=1
save=1
keep=""
ops=0
while [ $# -gt 0 ]; do
  case "$1" in
    --no-build) build=0 ;;
    --no-save) save=0 ;;
    --ops) ops=1 ;;
    --keep)
      keep="${2:?--keep needs a directory}"
      shift
      ;;
    *)
      echo "usage: $0 [--no-build] [--no-save] [--keep DIR] [--ops]" >&2
      exit 2
      ;;
  esac
  shift
done
n1=${N1:-1000}
n2=${N2:-11000}
if [ "$ops" = 1 ]; then n2=${N2:-5000}; fi
save_routes=${SAVE_ROUTES:-1000000}

if ! command -v valgrind >/dev/null 2>&1 || ! command -v objcopy >/dev/null 2>&1; then
  echo "valgrind or objcopy is missing: installing them with apt-get" >&2
  sudo=""
  if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -qq >&2
  $sudo apt-get install -y -qq valgrind binutils >&2
fi

if [ "$build" = 1 ]; then
  swift build -c release --product router-bench >&2
fi
binary="$(swift build -c release --show-bin-path)/router-bench"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
if [ -n "$keep" ]; then mkdir -p "$keep"; fi
# Swift seeds its hash function at random in each process; tables of tabs and handlers then
# probe differently from run to run. A fixed seed makes the counts repeatable.
export SWIFT_DETERMINISTIC_HASHING=1

# The toolchain writes DWARF 5, which valgrind before 3.20 cannot read ("Possibly corrupted
# debuginfo file"). Callgrind needs the symbol table only, so it runs a copy without the debug
# sections: the same code, byte for byte.
measured="$work/router-bench"
objcopy --strip-debug "$binary" "$measured"

declare -A ir ops allocs transient
while read -r name symbol per_iteration; do
  # The target table counts its own cases, --ops the operation cases alone.
  case "$name" in
    op-*) [ "$ops" = 1 ] || continue ;;
    *) [ "$ops" = 0 ] || continue ;;
  esac
  if [ "$per_iteration" -gt 1 ]; then
    counts=("$((n1 / 500))" "$((n2 / 500))")
  else
    counts=("$n1" "$n2")
  fi
  for index in 0 1; do
    count=${counts[$index]}
    line=$(valgrind --tool=callgrind --callgrind-out-file="$work/out.$name.$index" \
      --collect-atstart=no --toggle-collect="$symbol" \
      "$measured" --callgrind "$name" "$count" 2>"$work/log.$name.$index") || {
      echo "case $name failed:" >&2
      cat "$work/log.$name.$index" >&2
      exit 1
    }
    case "$line" in
      *ok=true*) ;;
      *)
        echo "case $name: a callback count came out wrong: $line" >&2
        exit 1
        ;;
    esac
    collected=$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$work/log.$name.$index")
    ir[$name.$index]=$collected
    ops[$name.$index]=$(sed -n 's/.* operations=\([0-9]*\).*/\1/p' <<<"$line")
    allocs[$name.$index]=$(sed -n 's/.* allocations=\([0-9]*\).*/\1/p' <<<"$line")
    transient[$name.$index]=$(sed -n 's/.* transient_bytes=\([0-9]*\).*/\1/p' <<<"$line")
  done
  if [ -n "$keep" ]; then cp "$work/out.$name.0" "$work/out.$name.1" "$keep/"; fi
  echo "counted $name" >&2
done < <("$measured" --callgrind-list)

# per_op NAME: instructions per operation; allocs_per_op NAME: allocations per operation.
per_op() {
  awk -v a="${ir[$1.0]}" -v b="${ir[$1.1]}" -v x="${ops[$1.0]}" -v y="${ops[$1.1]}" \
    'BEGIN { printf "%.0f", (b - a) / (y - x) }'
}
allocs_per_op() {
  awk -v a="${allocs[$1.0]:-0}" -v b="${allocs[$1.1]:-0}" -v x="${ops[$1.0]}" \
    -v y="${ops[$1.1]}" 'BEGIN { printf "%.2f", (b - a) / (y - x) }'
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
at_most() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a <= b) }'; }
thousands() { sed ':a;s/\B[0-9]\{3\}\>/,&/;ta' <<<"$1"; }

if [ "$ops" = 1 ]; then
  echo "| operation (a cycle back to where it started) | instructions per cycle | allocations per cycle |"
  echo "|---|---:|---:|"
  while read -r name _ _; do
    case "$name" in op-*) ;; *) continue ;; esac
    echo "| $name | $(thousands "$(per_op "$name")") | $(allocs_per_op "$name") |"
  done < <("$measured" --callgrind-list)
  echo
  echo "Instructions: callgrind, (Ir(N2) − Ir(N1)) ÷ (N2 − N1), N1 = $n1, N2 = $n2 cycles."
  exit 0
fi

verdict() { if [ "$1" = yes ]; then echo "yes"; else echo "**no**"; fi; }

exec 3>&1 >"$work/table"
echo "| path (instructions per operation) | engine | floor | engine ÷ floor | allocations | target | met? |"
echo "|---|---:|---:|---:|---:|---|---|"
floor_cycle=$(per_op floor-route-dismiss)
row() { # label engine-case floor-case limit allocations-must-be-zero
  local engine floor r a ok
  engine=$(per_op "$2")
  floor=$(per_op "$3")
  r=$(ratio "$engine" "$floor")
  a=$(allocs_per_op "$2")
  ok=yes
  at_most "$r" "$4" || ok=no
  local target="≤ $4×"
  if [ "$5" = 0 ]; then
    target="$target, 0 allocations"
    at_most "$a" 0.01 || ok=no
  fi
  echo "| $1 | $(thousands "$engine") | $(thousands "$floor") | ${r}× | $a | $target | $(verdict $ok) |"
}
row "route + dismiss with an \`onDismiss\` callback" engine-route-dismiss floor-route-dismiss 2 0
row "the same with one observer (observed floor)" engine-observed floor-observed 2 0
row "the same with a policy and one observer, as apps run (observed floor)" \
  engine-policy-observed floor-observed 2 0

scoped=$(per_op engine-scoped)
unscoped=$(per_op engine-route-dismiss)
scoped_ratio=$(ratio "$scoped" "$unscoped")
ok=yes
at_most "$scoped_ratio" 1.15 || ok=no
held=$(per_op engine-existential)
echo "| through a scoped router | $(thousands "$scoped") | $(thousands "$floor_cycle") |" \
  "$(ratio "$scoped" "$floor_cycle")× ($scoped_ratio× unscoped; $(ratio "$scoped" "$held")× unscoped" \
  "held the same way) | $(allocs_per_op engine-scoped) | ≤ 1.15× unscoped | $(verdict $ok) |"
echo "| route + dismiss, the router held as \`any RouterEventsProtocol\` (as an intent holds it)" \
  "| $(thousands "$held") | $(thousands "$floor_cycle") | $(ratio "$held" "$floor_cycle")×" \
  "($(ratio "$held" "$unscoped")× held as its type) | $(allocs_per_op engine-existential) | report | — |"

row "typed alert present + resolve" engine-alert floor-alert 3 0
row "route expecting an \`Int\` + finish" engine-result floor-result 3 0
row "select a tab + route + dismiss in it" engine-tab floor-tab 3 0

engine=$(per_op engine-pop-to-root)
floor=$(per_op floor-pop-to-root)
r=$(ratio "$engine" "$floor")
per_route=$(awk -v t="${transient[engine-pop-to-root.1]}" 'BEGIN { printf "%.0f", t / 1000 }')
ok=yes
at_most "$r" 2 || ok=no
[ "$per_route" = 0 ] || ok=no
echo "| popToRoot, per route (1,000 deep) | $(thousands "$engine") | $(thousands "$floor") | ${r}× |" \
  "$(allocs_per_op engine-pop-to-root) (+$per_route B transient per route) |" \
  "≤ 2×, no per-route transient memory | $(verdict $ok) |"

observed=$(per_op engine-observed)
combine=$(per_op combine-seed)
faster=$(ratio "$combine" "$observed")
ok=yes
at_most 10 "$faster" || ok=no
echo "| vs the Combine seed (OpenCombine), one observer: seed's instructions in the floor column" \
  "| $(thousands "$observed") | $(thousands "$combine") | ${faster}× faster |" \
  "$(allocs_per_op combine-seed) (seed) | ≥ 10× faster | $(verdict $ok) |"

if [ "$save" = 1 ]; then
  saved="$work/saved.json"
  "$binary" --save-child "$save_routes" "$saved" "$work/save.txt"
  read -r save_wall save_before save_peak save_seconds <"$work/save.txt" || true
  "$binary" --restore-child "$saved" "$work/restore.txt" "$save_routes"
  read -r restore_wall restore_before restore_peak restore_seconds <"$work/restore.txt" || true
  save_mb=$(awk -v k="$save_peak" 'BEGIN { printf "%.0f", k / 1024 }')
  restore_mb=$(awk -v k="$restore_peak" 'BEGIN { printf "%.0f", k / 1024 }')
  # A growth row: no time target (the target is router-bench's 10,000-route row).
  ok=yes
  at_most "$save_mb" 400 || ok=no
  echo "| save $(thousands "$save_routes") routes (\`savedState()\` to a file): CPU time (on the clock)," \
    "peak resident memory | $(printf "%.2f" "$save_seconds") s ($(printf "%.2f" "$save_wall") s)," \
    "$save_mb MB | — | — | — | growth row; ≤ 400 MB | $(verdict $ok) |"
  echo "| restore them (\`restore(from:)\`): CPU time (on the clock), peak resident memory |" \
    "$(printf "%.2f" "$restore_seconds") s ($(printf "%.2f" "$restore_wall") s), $restore_mb MB" \
    "| — | — | — | report | — |"
fi
exec 1>&3 3>&-
cat "$work/table"
met_count=$(grep -c '| yes |$' "$work/table" || true)
missed_count=$(grep -c '| \*\*no\*\* |$' "$work/table" || true)
echo
echo "Targets met: $met_count of $((met_count + missed_count)). Instructions: callgrind, (Ir(N2) − Ir(N1)) ÷" \
  "(ops(N2) − ops(N1)), N1 = $n1, N2 = $n2 cycles (popToRoot: $((n1 / 500)) and $((n2 / 500))" \
  "stacks of 1,000). Save and restore: the child process's CPU time (cores shared with other" \
  "processes inflate the time on the clock) and its own high-water mark (VmHWM)."
