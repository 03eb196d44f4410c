#!/usr/bin/env bash
# Runs the demo in a real terminal (a detached tmux session of a fixed size): walks a demo with
# the keyboard, edits and pastes in a field, opens the help and the navigation inspector and
# jumps back with it, clicks a row with the mouse, resizes, quits with q; checks colours are
# drawn in a colour terminal and absent under NO_COLOR, that the mouse mode is on while the
# demo runs (off with --no-mouse) and off after it exits, that the terminal settings were
# restored and the alternate screen left, and that a redirected output says how to end.
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/lib/tmux.sh
prepare_demo check

fail() { echo "tmux-check: $*"; tmux capture-pane -p -t "$session" || true; exit 1; }

tmux_start "$session" 80 24
tmux send-keys -t "$session" "stty -a > $work/before; echo SHELL-READY" Enter
wait_for "$session" "SHELL-READY"
tmux send-keys -t "$session" "clear; $demo --delay-ms 20; stty -a > $work/after; echo DEMO-EXITED-\$?" Enter
wait_for "$session" "Pick a demo."

# Modes while it runs: SGR mouse reporting on; colours drawn (TERM=xterm-256color, no NO_COLOR).
[ "$(mouse_flags "$session")" = "11" ] || fail "mouse mode not on while the demo runs"
has_styles "$session" || fail "no colours in a colour terminal"
# Dim text (the menu's descriptions, the keys line) is a grey (256-colour 243) that reads on
# light and dark backgrounds, never faint (SGR 2) alone, which black-on-white shows as black.
styled=$(tmux capture-pane -e -p -t "$session")
grep -qF '38;5;243' <<<"$styled" || fail "dim text is not drawn in grey"
if grep -qE $'\e\\[([0-9;]*;)?2(;[0-9;]*)?m' <<<"$styled"; then fail "dim text drawn with SGR 2"; fi

# The ? help lists the keys and takes them; esc closes it.
tmux send-keys -t "$session" "?"
wait_for "$session" "close help"
tmux send-keys -t "$session" q
tmux send-keys -t "$session" Escape
wait_gone "$session" "close help"

# wait_cursor SESSION "SHOWN X Y": polls until the terminal's cursor is shown (1) or hidden (0)
# at that cell.
wait_cursor() {
  local deadline=$(( $(date +%s) + 10 ))
  while [ "$(date +%s)" -le "$deadline" ]; do
    [ "$(tmux display -p -t "$1" '#{cursor_flag} #{cursor_x} #{cursor_y}')" = "$2" ] && return 0
    sleep 0.1
  done
  echo "tmux-check: the cursor is at $(tmux display -p -t "$1" '#{cursor_flag} #{cursor_x} #{cursor_y}'), not $2"
  return 1
}

# Movie search: type, edit at the cursor, paste, search with Enter, see results, push a detail.
tmux send-keys -t "$session" Down Down Enter
wait_for "$session" "Search: (movie title)"
tmux send-keys -t "$session" "zzali"
wait_for "$session" "Search: zzali"
# The field's cursor is the terminal's own, shown where typing goes: Ctrl-← moves a word.
tmux send-keys -t "$session" C-Left
wait_cursor "$session" "1 8 4"
tmux send-keys -t "$session" Delete Delete
wait_for "$session" "Search: ali"
wait_cursor "$session" "1 8 4"
wait_for "$session" 'Search for "ali"'
tmux send-keys -t "$session" Enter
wait_for "$session" "2 found"
tmux send-keys -t "$session" End C-u
wait_for "$session" "Search: (movie title)"
tmux set-buffer -b mvirouter-check "ali"
tmux paste-buffer -p -d -b mvirouter-check -t "$session"
wait_for "$session" 'Search for "ali"'
tmux send-keys -t "$session" Enter
wait_for "$session" "2 found"
# A paste whose end marker never comes is delivered after a second of silence.
tmux send-keys -t "$session" C-u
wait_for "$session" "Search: (movie title)"
tmux send-keys -t "$session" -H 1b 5b 32 30 30 7e 61 6c 69
wait_for "$session" 'Search for "ali"'
tmux send-keys -t "$session" Enter
wait_for "$session" "2 found"
tmux send-keys -t "$session" C-w "aliens"
wait_for "$session" 'Search for "aliens"'
tmux send-keys -t "$session" Enter
wait_for "$session" "1 found"
tmux send-keys -t "$session" Enter
wait_for "$session" "This time it's war."

# Alt+a is not Esc, nor Alt-↑ as rxvt writes it (Esc and ↑'s sequence): the detail stays. The
# inspector (~) then shows the live state and events.
tmux send-keys -t "$session" -H 1b 1b 5b 41
tmux send-keys -t "$session" M-a "~"
wait_for "$session" "Navigation inspector"
tmux capture-pane -p -t "$session" > "$work/inspector"
if grep -qF "dismissed (" "$work/inspector"; then fail "Alt-↑ or Alt+a went back"; fi
wait_for "$session" "root > push movies(search) > push movies(detail"
wait_for "$session" "routed push movies(detail"
# Jump back one state with the inspector: Enter opens the entry's whole text, Enter again
# jumps back through the router; the detail leaves, restored.
tmux send-keys -t "$session" Up Enter
wait_for "$session" "Opened (enter jumps back"
tmux send-keys -t "$session" Enter
wait_for "$session" "dismissed (restored)"
wait_gone "$session" "This time it's war."
tmux send-keys -t "$session" F2
wait_gone "$session" "Navigation inspector"

# The window changes size: the frame follows.
tmux resize-window -t "$session" -x 50 -y 16
wait_for "$session" "MVIRouter demo › Movies"
tmux resize-window -t "$session" -x 80 -y 24
wait_for "$session" "$(printf '─%.0s' $(seq 80))"
tmux send-keys -t "$session" Escape
wait_for "$session" "Pick a demo."

# A click on the Products row (found on the pane; SGR reports count lines and columns from 1)
# opens it.
wait_for "$session" "Products"
line=$(tmux capture-pane -p -t "$session" | grep -n "Products" | head -n 1 | cut -d: -f1)
tmux send-keys -t "$session" -l $'\e[<0;5;'"$line"'M'$'\e[<0;5;'"$line"'m'
wait_for "$session" "Tea pot"
tmux send-keys -t "$session" Enter
wait_for "$session" "Choose quantity"
# Once loaded, the focus is the product's first action: the first Enter does not close it.
wait_for "$session" "▸ Choose quantity"
tmux send-keys -t "$session" Enter
wait_for "$session" "How many?"
tmux send-keys -t "$session" Down Enter
wait_for "$session" "Quantity: 2"
tmux send-keys -t "$session" q
wait_for "$session" "DEMO-EXITED-0"
wait_file "$work/after"
same_settings "$work/before" "$work/after"
if tmux capture-pane -p -t "$session" | grep -qF "Quantity: 2"; then
  fail "the demo's frame is still on screen: the alternate screen was not left"
fi
[ "$(mouse_flags "$session")" = "00" ] || fail "mouse mode still on after the demo exited"

# NO_COLOR: no styles at all; --no-mouse: no mouse mode.
tmux send-keys -t "$session" "clear; NO_COLOR=1 $demo --delay-ms 20 --no-mouse; echo NOCOLOR-EXITED-\$?" Enter
wait_for "$session" "Pick a demo."
[ "$(mouse_flags "$session")" = "00" ] || fail "mouse mode on despite --no-mouse"
if has_styles "$session"; then fail "styles drawn under NO_COLOR"; fi
tmux send-keys -t "$session" C-c
wait_for "$session" "NOCOLOR-EXITED-0"

# Output redirected, keyboard input: the demo says it reads a script and how to end it.
tmux send-keys -t "$session" "clear; $demo --delay-ms 0 > $work/out.txt; echo REDIRECTED-EXITED-\$?" Enter
wait_for "$session" "standard output is not a terminal"
tmux send-keys -t "$session" "expect \"Pick a demo.\"" Enter C-d
wait_for "$session" "REDIRECTED-EXITED-0"
grep -qF -- "--- end (80x24) ---" "$work/out.txt" || fail "no frames in the redirected output"

echo "tmux-check: walked the demo with keys, paste, help, inspector and mouse; resized; quit;" \
  "colours and mouse mode as asked; terminal settings restored"
