#!/usr/bin/env bash
# For SIGINT, SIGTERM, SIGHUP and a crash, runs the demo in a real terminal under tmux, stops it
# that way, and checks with `stty -a` that the terminal settings were restored, the alternate
# screen left and the mouse mode switched off. The signal goes to the demo this script started
# (the child of the shell it started), never to another process of the same name.
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/lib/tmux.sh
prepare_demo signals

for way in INT TERM HUP crash; do
  rm -f "$work/before" "$work/after" "$work/shell"
  tmux_start "$session" 80 24
  tmux send-keys -t "$session" "stty -a > $work/before; echo SHELL-READY" Enter
  wait_for "$session" "SHELL-READY"
  # A non-interactive shell runs the demo and records the settings after it, so no interactive
  # shell gets a chance to repair the terminal first.
  tmux send-keys -t "$session" "clear; MVIROUTER_CRASH_KEY='!' SWIFT_BACKTRACE=enable=no sh -c 'echo \$\$ > $work/shell; $demo 2>/dev/null; stty -a > $work/after; echo DEMO-EXITED'" Enter
  wait_for "$session" "Pick a demo."
  tmux send-keys -t "$session" Enter
  wait_for "$session" "Open the image"
  [ "$(mouse_flags "$session")" = "11" ] \
    || { echo "tmux-signals-check: mouse mode not on while the demo runs"; exit 1; }
  if [ "$way" = crash ]; then
    tmux send-keys -t "$session" "!"
  else
    wait_file "$work/shell"
    pid=$(pgrep -P "$(cat "$work/shell")" -x demo | head -n 1)
    [ -n "$pid" ] || { echo "tmux-signals-check: no demo process under the shell it started"; exit 1; }
    kill -s "$way" "$pid"
  fi
  # The demo's frame goes when it leaves the alternate screen; then the shell has the terminal.
  wait_gone "$session" "Open the image" \
    || { echo "tmux-signals-check: still on the alternate screen after $way"; exit 1; }
  wait_for "$session" "DEMO-EXITED"
  wait_file "$work/after"
  same_settings "$work/before" "$work/after" \
    || { echo "tmux-signals-check: settings not restored after $way"; exit 1; }
  [ "$(mouse_flags "$session")" = "00" ] \
    || { echo "tmux-signals-check: mouse mode still on after $way"; exit 1; }
  echo "tmux-signals-check: $way restored the terminal"
  tmux kill-session -t "$session"
done
echo "tmux-signals-check: every way out restored the terminal"
