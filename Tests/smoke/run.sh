#!/usr/bin/env bash
# Real-window smoke test: starts switchyard under Xvfb, clicks a switch with xdotool, presses P for a
# screenshot, and checks the event log for the six-state sequence of a tap and the PNG on disk.
# Fails loudly when Xvfb or xdotool is missing; never skips.
set -euo pipefail
cd "$(dirname "$0")/../.."
tools="$PWD/Tests/lib/tools.sh"
source "$tools"

require_tools smoke " (make test installs it: apt-get install xvfb xdotool)" xvfb-run xdotool Xvfb

bin="${SWITCHYARD_BIN:-$(swift build --show-bin-path)/switchyard}"
require_built smoke "$bin" ""

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
log="$work/log.jsonl"

cat > "$work/drive.sh" <<'DRIVE'
#!/usr/bin/env bash
set -euo pipefail
bin="$1"; log="$2"; work="$3"
source "$4"
cd "$work"
"$bin" --size 900x600 --log "$log" > "$work/stdout.txt" 2> "$work/stderr.txt" &
pid=$!
fail() { echo "smoke: FAIL: $*"; echo "--- stderr:"; cat "$work/stderr.txt" || true; echo "--- log:"; cat "$log" 2>/dev/null || true; kill "$pid" 2>/dev/null || true; exit 1; }
wait_for() { # pattern, seconds
  local deadline=$((SECONDS + $2))
  until grep -q "$1" "$log" 2>/dev/null; do
    kill -0 "$pid" 2>/dev/null || fail "switchyard exited before '$1' appeared in the log"
    [ $SECONDS -lt $deadline ] || fail "timed out waiting for '$1' in the log"
    sleep 0.1
  done
}
wait_for '"event":"layout"' 20
win="$(find_window)"
[ -n "$win" ] || fail "no SwitchYard window appeared"
# The first switch in the layout line: its frame in window points (the Xvfb screen has density 1).
read -r sid sx sy sw sh < <(python3 - "$log" <<'PY'
import json, sys
for line in open(sys.argv[1]):
    e = json.loads(line)
    if e.get("event") == "layout":
        s = next(s for s in e["switches"] if not s["on"])
        x, y, w, h = s["frame"]
        print(s["id"], x, y, w, h)
        break
PY
)
eval "$(xdotool getwindowgeometry --shell "$win")"
cx=$(python3 -c "print(int($X + $sx + $sw / 4))")
cy=$(python3 -c "print(int($Y + $sy + $sh / 2))")
xdotool mousemove "$cx" "$cy"
sleep 0.2
xdotool click 1
wait_for "\"event\":\"value\".*\"switch\":\"$sid\"" 10
xdotool key p
wait_for '"event":"screenshot"' 10
shot="$(ls "$work"/switchyard-*.png 2>/dev/null | head -n1 || true)"
[ -n "$shot" ] || fail "P wrote no screenshot"
# A resize reflows the gallery and logs the new layout.
xdotool windowsize "$win" 700 500
wait_for '"event":"layout".*"window":\[700,500\]' 10
# T moves to the next theme in the theme's folder.
xdotool key t
wait_for '"event":"reload".*"theme":"[^"]*/hm-custom-switch.json","ok":true' 10
# H and F toggle overlays without disturbing anything.
xdotool key h
xdotool key f
sleep 0.3
xdotool key Escape
for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
kill -0 "$pid" 2>/dev/null && fail "Esc did not close the window"
wait "$pid" || fail "switchyard exited with status $?"
# SIGTERM closes a running window cleanly too.
"$bin" --size 640x480 --log "$work/term.jsonl" 2>>"$work/stderr.txt" &
pid=$!
log="$work/term.jsonl"
wait_for '"event":"started"' 20
kill -TERM "$pid"
wait "$pid" || fail "SIGTERM: switchyard exited with status $?"
grep -q '"event":"quit"' "$log" || fail "SIGTERM: no quit line in the log"
log="$2"
# The tap's state sequence on that switch: pressed-off, then on.
states="$(python3 - "$log" "$sid" <<'PY'
import json, sys
print(" ".join(e["state"] for e in map(json.loads, open(sys.argv[1])) if e.get("event") == "state" and e["switch"] == sys.argv[2]))
PY
)"
[ "$states" = "selectedPressedOff on" ] || fail "state sequence for $sid was '$states', expected 'selectedPressedOff on'"
python3 - "$shot" <<'PY' || fail "screenshot is not a PNG of the window"
import struct, sys
data = open(sys.argv[1], "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
w, h = struct.unpack(">II", data[16:24])
assert (w, h) == (900, 600), f"screenshot is {w}x{h}"
PY
cp "$shot" "$work/../switchyard-smoke.png" 2>/dev/null || true
echo "smoke: ok: clicked $sid, states '$states', screenshot $(basename "$shot")"
DRIVE
chmod +x "$work/drive.sh"
in_xvfb 1280x1024x24 "$work/drive.sh" "$bin" "$log" "$work" "$tools"
echo "1 passed, 0 failed"
