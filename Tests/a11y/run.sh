#!/usr/bin/env bash
# The AT-SPI test (docs/accessibility.md, "Screen readers"): a private D-Bus session (dbus-run-session) with
# the accessibility bus and registry (at-spi2-core), switchyard --a11y under Xvfb on Tests/a11y/theme.json,
# and Tests/a11y/walk.py walking its tree with pyatspi as a screen reader would, toggling an allowed, a
# refused and a pending switch. Then the bad cases: a missing bus (the window runs on, one warning), and a
# bus killed under a running window. Skips, saying so, only when a package it needs is missing (make
# test-deps installs them).
set -euo pipefail
cd "$(dirname "$0")/../.."
tools="$PWD/Tests/lib/tools.sh"
source "$tools"

# Debian's python3-pyatspi is for the system's Python, which a pyenv or venv python3 on PATH may hide.
py=python3
[ -x /usr/bin/python3 ] && py=/usr/bin/python3
missing=""
for tool in dbus-run-session dbus-send xvfb-run Xvfb xdotool /usr/libexec/at-spi-bus-launcher; do
  command -v "$tool" >/dev/null 2>&1 || missing="$missing $tool"
done
$py -c 'import pyatspi' 2>/dev/null || missing="$missing python3-pyatspi"
if [ -n "$missing" ]; then
  echo "a11y: SKIP: missing$missing (make test-deps installs at-spi2-core, dbus, python3-pyatspi, xvfb)"
  exit 0
fi

bin="${SWITCHYARD_BIN:-$(swift build --show-bin-path)/switchyard}"
require_built a11y "$bin" ""

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

cat > "$work/session.sh" <<'SESSION'
#!/usr/bin/env bash
set -euo pipefail
bin="$1"; work="$2"; here="$3"; py="$4"
log="$work/log.jsonl"
fail() { echo "a11y: FAIL: $*"; echo "--- stderr:"; cat "$work/stderr.txt" || true; echo "--- log:"; cat "$log" 2>/dev/null || true; exit 1; }
wait_line() { # pattern file seconds
  local deadline=$((SECONDS + $3))
  until grep -q "$1" "$2" 2>/dev/null; do
    [ $SECONDS -lt $deadline ] || fail "timed out waiting for '$1' in $2"
    sleep 0.1
  done
}
cp "$here/theme.json" "$work/theme.json"
"$bin" --a11y --size 900x600 --theme "$work/theme.json" --log "$log" > "$work/stdout.txt" 2> "$work/stderr.txt" &
pid=$!
wait_line '"event":"a11y"' "$log" 20
expected='{"wifi": "Wireless networking", "veto": "Locked", "wait": "Backup", "arabic": "الوضع الليلي", "off": "Disabled"}'
"$py" "$here/walk.py" "$log" "$expected" || fail "walk.py failed"
# I opens the inspector on the focused switch: its panel and rows join the tree.
source "$5"
win="$(find_window)"
[ -n "$win" ] || fail "no SwitchYard window appeared"
xdotool windowfocus --sync "$win" key i
"$py" "$here/walk.py" "$log" --inspector || fail "walk.py --inspector failed"
"$py" "$here/walk.py" "$log" --focus "$win" || fail "walk.py --focus failed"
# I again closes it (its rows go with it); a reload that drops a switch and renames another.
xdotool windowfocus --sync "$win" key i
"$py" "$here/walk.py" "$log" --reload "$work/theme.json" || fail "walk.py --reload failed"
grep -q '"event":"a11y-action","tick":[0-9]*,"detail":"toggle arabic' "$log" && fail "the removed switch was toggled"
# The accessibility bus goes away under the running window: it keeps drawing and answering input.
# The launcher is the one process that owns org.a11y.Bus on this private session bus.
launcher=$(dbus-send --session --print-reply --dest=org.freedesktop.DBus / \
  org.freedesktop.DBus.GetConnectionUnixProcessID string:org.a11y.Bus | awk '/uint32/ {print $2}')
[ -n "$launcher" ] || fail "no process owns org.a11y.Bus"
kill "$launcher"
sleep 0.5
kill -0 "$pid" 2>/dev/null || fail "switchyard died when the accessibility bus went away"
echo "a11y: the accessibility bus (launcher pid $launcher) went away; the window runs on"
kill -TERM "$pid"
wait "$pid" || fail "switchyard exited with status $? after the bus went away"
grep -q '"event":"quit"' "$log" || fail "no quit line after the bus went away"
grep '"event":"a11y-cost"' "$log" | python3 -c 'import json,sys; print("a11y: bridge cost: " + json.loads(sys.stdin.read())["detail"])'
SESSION
chmod +x "$work/session.sh"
started=$(date +%s.%N)
in_xvfb 1280x1024x24 dbus-run-session -- "$work/session.sh" "$bin" "$work" "$PWD/Tests/a11y" "$py" "$tools"
# No session bus at all: --a11y warns once and the window runs as without it.
nobus="$work/nobus.jsonl"
in_xvfb 1280x1024x24 env -u DBUS_SESSION_BUS_ADDRESS -u AT_SPI_BUS_ADDRESS \
  DBUS_SESSION_BUS_ADDRESS=unix:path="$work/none" "$bin" --a11y --headless --frames 30 --theme Tests/a11y/theme.json \
  --log "$nobus" 2> "$work/nobus.txt" || { echo "a11y: FAIL: without a bus switchyard failed"; cat "$work/nobus.txt"; exit 1; }
grep -q "no AT-SPI bus answered" "$work/nobus.txt" || { echo "a11y: FAIL: no warning without a bus"; cat "$work/nobus.txt"; exit 1; }
grep -q '"event":"quit"' "$nobus" || { echo "a11y: FAIL: without a bus the run did not finish"; exit 1; }
echo "a11y: no bus: one warning, $(grep -c '"event":"layout"' "$nobus") layout line, finished"
echo "a11y: ok in $(python3 -c "print(round($(date +%s.%N) - $started, 1))") s"
