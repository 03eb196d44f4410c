#!/usr/bin/env bash
# Runs the demo in a real terminal (a detached tmux session of a fixed size): walks a demo with
# the keyboard, resizes, quits with q, and checks the terminal settings were restored and the
# alternate screen left.
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/lib/tmux.sh
prepare_demo check

tmux_start "$session" 80 24
tmux send-keys -t "$session" "stty -a > $work/before; echo SHELL-READY" Enter
wait_for "$session" "SHELL-READY"
tmux send-keys -t "$session" "clear; $demo --delay-ms 20; stty -a > $work/after; echo DEMO-EXITED-\$?" Enter
wait_for "$session" "Pick a demo."
# Movie search: type, see results, push a detail, go back twice.
tmux send-keys -t "$session" Down Down Enter
wait_for "$session" "Search: (movie title)"
tmux send-keys -t "$session" "ali"
wait_for "$session" "2 found"
tmux send-keys -t "$session" Enter
wait_for "$session" "A crew meets a perfect organism."
# The window changes size: the frame follows.
tmux resize-window -t "$session" -x 50 -y 16
wait_for "$session" "MVIRouter demo › Movies › Alien"
tmux send-keys -t "$session" Escape
wait_gone "$session" "A crew meets"
# Products: the cover, its alert, the quantity result.
tmux send-keys -t "$session" Escape
wait_for "$session" "Pick a demo."
tmux send-keys -t "$session" Down Down Down Enter
wait_for "$session" "Tea pot"
tmux send-keys -t "$session" Enter
wait_for "$session" "Choose quantity"
tmux send-keys -t "$session" Enter
wait_for "$session" "How many?"
tmux send-keys -t "$session" Down Enter
wait_for "$session" "Quantity: 2"
tmux send-keys -t "$session" q
wait_for "$session" "DEMO-EXITED-0"
wait_file "$work/after"
same_settings "$work/before" "$work/after"
if tmux capture-pane -p -t "$session" | grep -qF "Quantity: 2"; then
  echo "tmux-check: the demo's frame is still on screen: the alternate screen was not left"
  exit 1
fi
echo "tmux-check: walked the demo, resized, quit; terminal settings restored"
