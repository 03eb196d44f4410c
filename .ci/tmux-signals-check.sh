#!/usr/bin/env bash
# For SIGINT, SIGTERM, SIGHUP and a crash, runs the demo in a real terminal under tmux, stops it
# that way, and checks with `stty -a` that the terminal settings were restored, the alternate
# screen left and the mouse mode switched off. The signal goes to the pid of the demo this script
# started (a shell writes its own pid, then `exec`s the demo in its place), never to a process
# found by name.
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/lib/tmux.sh
prepare_demo signals

for way in INT TERM HUP crash; do
  rm -f "$work/before" "$work/after" "$work/demo.pid"
  tmux_start "$session" 80 24
  tmux send-keys -t "$session" "stty -a > $work/before; echo SHELL-READY" Enter
  wait_for "$session" "SHELL-READY"
  # A non-interactive shell runs the demo and records the settings after it, so no interactive
  # shell gets a chance to repair the terminal first.
  # The inner shell writes its pid and becomes the demo: that pid is the demo's.
  tmux send-keys -t "$session" "clear; MVIROUTER_CRASH_KEY='!' SWIFT_BACKTRACE=enable=no sh -c 'sh -c \"echo \\\$\\\$ > $work/demo.pid; exec $demo 2>/dev/null\"; stty -a > $work/after; echo DEMO-EXITED'" Enter
  wait_for "$session" "Pick a demo."
  tmux send-keys -t "$session" Enter
  wait_for "$session" "Open the image"
  [ "$(mouse_flags "$session")" = "11" ] \
    || { echo "tmux-signals-check: mouse mode not on while the demo runs"; exit 1; }
  if [ "$way" = crash ]; then
    tmux send-keys -t "$session" "!"
  else
    wait_file "$work/demo.pid"
    pid=$(cat "$work/demo.pid")
    [ "$(cat "/proc/$pid/comm" 2>/dev/null)" = demo ] \
      || { echo "tmux-signals-check: pid $pid is not the demo this script started"; exit 1; }
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
