#!/usr/bin/env bash
# Runs the tabbed demo (demo --tabs) in a real terminal (a detached tmux session of a fixed
# size): switches tabs with number keys, brackets, alt and a digit inside a text field and a
# mouse click; checks each tab keeps its stack, the selected tab's key goes back to its root,
# Esc acts on the selected tab, and the state is saved on quit and restored on the next run.
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/lib/tmux.sh
prepare_demo tabs

fail() { echo "tmux-tabs-check: $*"; tmux capture-pane -p -t "$session" || true; exit 1; }

tmux_start "$session" 80 24
tmux send-keys -t "$session" "stty -a > $work/before; echo SHELL-READY" Enter
wait_for "$session" "SHELL-READY"
tmux send-keys -t "$session" "clear; $demo --tabs --delay-ms 20 --restore $work/tabs.json; stty -a > $work/after; echo DEMO-EXITED-\$?" Enter
wait_for "$session" "[▸1 Image] [ 2 Dogs] [ 3 Movies] [ 4 Products]"
wait_for "$session" "1-4 [ ] tabs"

# Image: open the description sheet in its tab.
wait_for "$session" "▸ Open the image"
wait_for "$session" "~~~~"
tmux send-keys -t "$session" Enter
wait_for "$session" "Image › Description"

# 3 selects Movies: its field takes digits and brackets; alt-2 still switches.
tmux send-keys -t "$session" 3
wait_for "$session" "[▸3 Movies]"
tmux send-keys -t "$session" "ali]"
wait_for "$session" "Search: ali]"
tmux send-keys -t "$session" BSpace Enter
wait_for "$session" "2 found"
tmux send-keys -t "$session" Down Enter
wait_for "$session" "This time it's war."
tmux send-keys -t "$session" M-2
wait_for "$session" "[▸2 Dogs]"
wait_gone "$session" "This time it's war."

# [ goes back to Image: its sheet is still there; Esc closes it in that tab only.
tmux send-keys -t "$session" "["
wait_for "$session" "Image › Description"
tmux send-keys -t "$session" Escape
wait_gone "$session" "Image › Description"

# A click on the Movies tab (SGR reports count lines and columns from 1): its detail is kept;
# its key again goes back to its root.
line=$(tmux capture-pane -p -t "$session" | grep -n "3 Movies" | head -n 1 | cut -d: -f1)
column=$(tmux capture-pane -p -t "$session" | sed -n "${line}p" | awk '{ print index($0, "3 Movies") }')
tmux send-keys -t "$session" -l $'\e[<0;'"$column;$line"'M'$'\e[<0;'"$column;$line"'m'
wait_for "$session" "This time it's war."
tmux send-keys -t "$session" 3
wait_gone "$session" "This time it's war."
wait_for "$session" "Search: ali"
# Right after the reselect the digits still switch tabs: the field takes keys once typed into.
wait_for "$session" "1-4 [ ] tabs"
tmux send-keys -t "$session" 1
wait_for "$session" "[▸1 Image]"
wait_gone "$session" "Search: ali1"
tmux send-keys -t "$session" 3
wait_for "$session" "Search: ali"

# ] twice wraps to Image; quit saves the tabs.
tmux send-keys -t "$session" Down Enter
wait_for "$session" "This time it's war."
tmux send-keys -t "$session" "]" "]"
wait_for "$session" "[▸1 Image]"
tmux send-keys -t "$session" q
wait_for "$session" "DEMO-EXITED-0"
wait_file "$work/after"
same_settings "$work/before" "$work/after"
grep -qF '"selectedTab"' "$work/tabs.json" || fail "the tabs were not saved"

# The next run starts where this one quit: Image selected, Movies still at its detail.
tmux send-keys -t "$session" "clear; $demo --tabs --delay-ms 20 --restore $work/tabs.json; echo RESTORED-EXITED-\$?" Enter
wait_for "$session" "[▸1 Image]"
tmux send-keys -t "$session" 3
wait_for "$session" "This time it's war."
tmux send-keys -t "$session" C-c
wait_for "$session" "RESTORED-EXITED-0"

echo "tmux-tabs-check: switched tabs with digits, brackets, alt-digit and a click; each tab kept" \
  "its stack; reselect went back to the root; saved and restored the tabs"
