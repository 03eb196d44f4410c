# Shell functions for driving the demo in a real terminal under tmux. Waits poll the pane with
# a deadline; nothing sleeps for a fixed time.

ensure_tmux() {
  command -v tmux >/dev/null 2>&1 && return 0
  echo "installing tmux"
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq >/dev/null
  $sudo apt-get install -y -qq tmux >/dev/null
}

# prepare_demo NAME: installs tmux if needed, builds the demo, sets $demo (its path), $work (a
# temporary folder) and $session (a tmux session name), and cleans both up on exit.
prepare_demo() {
  ensure_tmux
  swift build --product demo >/dev/null
  demo="$(swift build --show-bin-path)/demo"
  work=$(mktemp -d)
  session="mvirouter-$1-$$"
  trap 'tmux kill-session -t "$session" 2>/dev/null || true; rm -rf "$work"' EXIT
}

# tmux_start SESSION WIDTH HEIGHT: a detached session running a plain shell.
tmux_start() {
  tmux kill-session -t "$1" 2>/dev/null || true
  tmux new-session -d -s "$1" -x "$2" -y "$3" "env -i PATH=\"$PATH\" HOME=\"$HOME\" TERM=xterm-256color bash --norc --noprofile"
}

# wait_for SESSION TEXT [SECONDS]: polls the pane until TEXT shows, or fails with the pane.
wait_for() {
  local session=$1 text=$2 deadline=$(( $(date +%s) + ${3:-20} ))
  while [ "$(date +%s)" -le "$deadline" ]; do
    if tmux capture-pane -p -t "$session" | grep -qF -- "$text"; then return 0; fi
    sleep 0.1
  done
  echo "timed out waiting for: $text"
  echo "---- pane ----"
  tmux capture-pane -p -t "$session"
  echo "--------------"
  return 1
}

# wait_gone SESSION TEXT [SECONDS]: polls until TEXT no longer shows.
wait_gone() {
  local session=$1 text=$2 deadline=$(( $(date +%s) + ${3:-20} ))
  while [ "$(date +%s)" -le "$deadline" ]; do
    if ! tmux capture-pane -p -t "$session" | grep -qF -- "$text"; then return 0; fi
    sleep 0.1
  done
  echo "timed out waiting for this to go: $text"
  tmux capture-pane -p -t "$session"
  return 1
}

# wait_file FILE [SECONDS]: polls until FILE exists and is not empty.
wait_file() {
  local deadline=$(( $(date +%s) + ${2:-20} ))
  while [ "$(date +%s)" -le "$deadline" ]; do
    [ -s "$1" ] && return 0
    sleep 0.1
  done
  echo "timed out waiting for $1"
  return 1
}

# same_settings BEFORE AFTER: the terminal settings match, the size aside.
same_settings() {
  diff <(sed -E 's/rows [0-9]+; columns [0-9]+;//' "$1") \
    <(sed -E 's/rows [0-9]+; columns [0-9]+;//' "$2")
}

# mouse_flags SESSION: "11" when the pane's program asked for normal mouse tracking (1000) in
# SGR form (1006), "00" when neither.
mouse_flags() {
  tmux display -p -t "$1" '#{mouse_standard_flag}#{mouse_sgr_flag}'
}

# has_styles SESSION: whether any cell on the pane has a colour or attribute.
has_styles() {
  tmux capture-pane -e -p -t "$1" | grep -q $'\e\\['
}
