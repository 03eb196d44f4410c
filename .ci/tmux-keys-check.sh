#!/usr/bin/env bash
# The demo under the fingers in a real terminal (tmux): Ctrl-Z and an external SIGTSTP suspend
# it with the terminal restored and `fg` brings every mode back with a full repaint; Ctrl-L
# repaints what another process wrote over the frame; Esc then `q` typed quickly is Esc and
# quit; SIGTERM and SIGHUP save the navigation as `q` does; TERM=dumb gets plain frames; focus
# follows a loading product's default (Close, then its first action once loaded); the help at
# 80×13 pages through every key; keys do nothing while the terminal is too small, which says
# that q quits.
# Signals go to the pid of the demo this script started (a shell writes its own pid, then
# `exec`s the demo), never to a process found by name.
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/lib/tmux.sh
prepare_demo keys

fail() {
  echo "tmux-keys-check: $*"
  echo "---- pane ----"
  tmux capture-pane -p -t "$session"
  exit 1
}

# modes SESSION: alternate screen, cursor shown, mouse tracking (standard, SGR), e.g. "10 11".
modes() {
  tmux display -p -t "$1" '#{alternate_on}#{cursor_flag} #{mouse_standard_flag}#{mouse_sgr_flag}'
}

# start_demo ARGS...: runs the demo from the interactive shell (job control on) and waits for
# its menu; the demo's pid is in $work/demo.pid.
start_demo() {
  rm -f "$work/demo.pid"
  tmux send-keys -t "$session" "clear; sh -c 'echo \$\$ > $work/demo.pid; exec $demo $* 2>$work/errors'; echo DEMO-EXITED" Enter
  wait_for "$session" "Pick a demo." || fail "the demo did not start"
  wait_file "$work/demo.pid"
  pid=$(cat "$work/demo.pid")
  [ "$(cat "/proc/$pid/comm" 2>/dev/null)" = demo ] || fail "pid $pid is not the demo"
}

tmux_start "$session" 80 24
tmux send-keys -t "$session" "stty -a > $work/before; echo SHELL-READY" Enter
wait_for "$session" "SHELL-READY"

# Suspend with Ctrl-Z, then with an external SIGTSTP; `fg` each time.
for way in ctrl-z tstp; do
  start_demo
  [ "$(modes "$session")" = "10 11" ] || fail "modes while running: $(modes "$session")"
  if [ "$way" = ctrl-z ]; then
    tmux send-keys -t "$session" C-z
  else
    kill -s TSTP "$pid"
  fi
  wait_for "$session" "Stopped" || fail "$way did not stop the demo"
  [ "$(modes "$session")" = "01 00" ] || fail "modes after $way: $(modes "$session")"
  rm -f "$work/after"
  tmux send-keys -t "$session" "stty -a > $work/after; echo STTY-DONE" Enter
  wait_file "$work/after"
  same_settings "$work/before" "$work/after" || fail "settings not restored after $way"
  tmux send-keys -t "$session" "clear; fg; echo DEMO-EXITED" Enter
  wait_for "$session" "Pick a demo." || fail "no repaint after fg ($way)"
  [ "$(modes "$session")" = "10 11" ] || fail "modes after fg: $(modes "$session")"
  # Raw mode is back: an arrow moves the selection instead of echoing ^[[B.
  tmux send-keys -t "$session" Down
  wait_for "$session" "▸ Dog search" || fail "keys do not reach the demo after fg ($way)"
  tmux send-keys -t "$session" q
  wait_for "$session" "DEMO-EXITED"
  echo "tmux-keys-check: $way suspends and fg resumes with every mode and a repaint"
done

# A loading product: Close is its only enabled row, yet the focus waits for its first action,
# so an Enter at once does nothing; once loaded, the first action has the focus, so the first
# Enter does not leave it.
start_demo --delay-ms 1500
tmux send-keys -t "$session" End Enter
wait_for "$session" "Tea pot"
tmux send-keys -t "$session" Enter Enter
wait_for "$session" "Retry (unavailable)" || fail "the product did not show its loading rows"
if tmux capture-pane -p -t "$session" | grep -qF "▸ Close"; then fail "the focus landed on Close"; fi
wait_for "$session" "▸ Choose quantity" || fail "the Enter at once left the loading product"
tmux send-keys -t "$session" Enter
wait_for "$session" "How many?" || fail "the first Enter on the loaded product did not choose a quantity"
tmux send-keys -t "$session" Escape
wait_gone "$session" "How many?"
tmux send-keys -t "$session" q
wait_for "$session" "DEMO-EXITED"
echo "tmux-keys-check: the focus follows a loading screen's default until the user moves it"

# The help at 80×13 with tabs: Page Down shows the key after the last one shown, so every key
# shows once (the tab click was skipped before).
tmux resize-window -t "$session" -x 80 -y 13
tmux send-keys -t "$session" "clear; $demo --tabs; echo DEMO-EXITED" Enter
wait_for "$session" "[▸1 Image]"
tmux send-keys -t "$session" "?"
wait_for "$session" "↓ 8 more" || fail "the help's first page does not say how many keys follow"
pages=$(tmux capture-pane -p -t "$session")
for _ in 1 2 3; do
  tmux send-keys -t "$session" PageDown
  sleep 0.3
  pages="$pages"$'\n'"$(tmux capture-pane -p -t "$session")"
done
for key in "switch tabs" "back to its root" "select a tab" "navigation inspector" "close help"; do
  grep -qF -- "$key" <<<"$pages" || fail "paging the help never showed: $key"
done
tmux send-keys -t "$session" Escape
wait_gone "$session" "close help"
tmux send-keys -t "$session" q
wait_for "$session" "DEMO-EXITED"
tmux resize-window -t "$session" -x 80 -y 24
echo "tmux-keys-check: paging the help at 80×13 shows every key"

# While the terminal is too small, keys do nothing but quit.
start_demo
tmux resize-window -t "$session" -x 20 -y 6
wait_for "$session" "too small"
wait_for "$session" "q quits" || fail "the too-small screen does not say that q quits"
tmux send-keys -t "$session" Down Down Down Enter Down Down Enter
tmux resize-window -t "$session" -x 80 -y 24
wait_for "$session" "Pick a demo." || fail "keys acted while the terminal was too small"
wait_for "$session" "▸ Image" || fail "the selection moved while the terminal was too small"
tmux send-keys -t "$session" q
wait_for "$session" "DEMO-EXITED"
echo "tmux-keys-check: while too small, keys do nothing but quit"

# Ctrl-L repaints what another process wrote over the frame.
start_demo
tty=$(tmux display -p -t "$session" '#{pane_tty}')
printf '\033[5;30HSTRAY-TEXT-FROM-ELSEWHERE' > "$tty"
wait_for "$session" "STRAY-TEXT-FROM-ELSEWHERE"
tmux send-keys -t "$session" C-l
wait_gone "$session" "STRAY-TEXT-FROM-ELSEWHERE" || fail "Ctrl-L did not repaint"
wait_for "$session" "Pick a demo." || fail "Ctrl-L lost the frame"
echo "tmux-keys-check: Ctrl-L repaints the whole screen"

# Esc then q, typed quickly (two writes a moment apart): back, then quit — not Alt-q.
tmux send-keys -t "$session" Enter
wait_for "$session" "Open the image"
tmux send-keys -t "$session" Escape
tmux send-keys -t "$session" q
wait_for "$session" "DEMO-EXITED" 5 || fail "Esc then q did not go back and quit"
echo "tmux-keys-check: Esc then q typed quickly goes back and quits"

# SIGTERM and SIGHUP save the navigation, as q does.
nav="$work/nav.json"
for way in TERM HUP; do
  rm -f "$nav"
  start_demo --restore "$nav"
  tmux send-keys -t "$session" Down Down Enter
  wait_for "$session" "Search:"
  kill -s "$way" "$pid"
  wait_for "$session" "DEMO-EXITED"
  wait_file "$nav"
  grep -q "movies" "$nav" || fail "SIG$way saved $(cat "$nav")"
  [ "$(modes "$session")" = "01 00" ] || fail "modes after SIG$way: $(modes "$session")"
  echo "tmux-keys-check: SIG$way saves the navigation and restores the terminal"
done

# A corrupted restore file is said in the session, not only on standard error.
echo '{"version":1,"routes":[' > "$nav"
start_demo --restore "$nav"
wait_for "$session" "not restoring" || fail "the corrupted file is not reported on screen"
tmux send-keys -t "$session" q
wait_for "$session" "DEMO-EXITED"
echo "tmux-keys-check: a corrupted restore file is reported on screen"

# TERM=dumb: no alternate screen, no cursor movement, no mouse modes, and no colour or dimming
# (the grey of dimmed text, the reversed focus) either.
rm -f "$work/demo.pid"
tmux send-keys -t "$session" "clear; TERM=dumb sh -c 'echo \$\$ > $work/demo.pid; exec $demo 2>$work/errors'; echo DEMO-EXITED" Enter
wait_for "$session" "Pick a demo." || fail "the demo did not start with TERM=dumb"
[ "$(modes "$session")" = "01 00" ] || fail "modes with TERM=dumb: $(modes "$session")"
if has_styles "$session"; then fail "styles drawn with TERM=dumb"; fi
tmux send-keys -t "$session" q
wait_for "$session" "DEMO-EXITED"
echo "tmux-keys-check: TERM=dumb gets plain frames, without colour"
tmux kill-session -t "$session"
echo "tmux-keys-check: every check passed"
