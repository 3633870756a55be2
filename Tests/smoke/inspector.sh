#!/usr/bin/env bash
# Real-window test of the inspector: starts switchyard under Xvfb on a copy of the MMMSwitch theme, clicks
# the first switch's caption (the inspector opens), clicks the hex field of its style's track.off, types a
# colour and presses Enter (the file is written and hot-reloaded), then Ctrl+Z (the original bytes come
# back) and Ctrl+Shift+Z (the edit again); then flips the switch entry's on and enabled in the inspector and
# sees the switch turn on and ignore a click. Fails loudly when Xvfb or xdotool is missing; never skips.
set -euo pipefail
cd "$(dirname "$0")/../.."
tools="$PWD/Tests/lib/tools.sh"
source "$tools"

require_tools inspector " (make test installs it: apt-get install xvfb xdotool)" xvfb-run xdotool Xvfb

bin="${SWITCHYARD_BIN:-$(swift build --show-bin-path)/switchyard}"
require_built inspector "$bin" ""

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp Assets/themes/mmm-switch.json "$work/theme.json"
cp Assets/themes/mmm-switch.json "$work/original.json"
cp -r Assets/themes/sounds "$work/sounds"

cat > "$work/drive.sh" <<'DRIVE'
#!/usr/bin/env bash
set -euo pipefail
bin="$1"; work="$2"
source "$3"
log="$work/log.jsonl"
theme="$work/theme.json"
cd "$work"
"$bin" --theme "$theme" --size 1000x700 --log "$log" > "$work/stdout.txt" 2> "$work/stderr.txt" &
pid=$!
fail() { echo "inspector: FAIL: $*"; echo "--- stderr:"; cat "$work/stderr.txt" || true; echo "--- theme:"; cat "$theme" || true; kill "$pid" 2>/dev/null || true; exit 1; }
wait_until() { # description, seconds, command...
  local what=$1 deadline=$((SECONDS + $2))
  shift 2
  until "$@"; do
    kill -0 "$pid" 2>/dev/null || fail "switchyard exited before $what"
    [ $SECONDS -lt $deadline ] || fail "timed out waiting for $what"
    sleep 0.1
  done
}
reloads() { grep -c '"event":"reload".*"ok":true' "$log" 2>/dev/null || true; }
has_layout() { grep -q '"event":"layout"' "$log" 2>/dev/null; }
wait_until "the first layout" 20 has_layout
win="$(find_window)"
[ -n "$win" ] || fail "no SwitchYard window appeared"
eval "$(xdotool getwindowgeometry --shell "$win")"
# The first switch's frame in window points, from the layout line (the Xvfb screen has density 1).
read -r sx sy sw sh < <(python3 - "$log" <<'PY'
import json, sys
for line in open(sys.argv[1]):
    e = json.loads(line)
    if e.get("event") == "layout":
        x, y, w, h = e["switches"][0]["frame"]
        print(x, y, w, h)
        break
PY
)
# Its caption lies under it; a click there opens the inspector.
xdotool mousemove "$(python3 -c "print(int($X + $sx + $sw / 2))")" "$(python3 -c "print(int($Y + $sy + $sh + 14))")"
sleep 0.2
xdotool click 1
sleep 0.5
# The inspector opens as the dock's tab; the last `panels` line of the log says where its panel is. Its rows
# start 58 points down: "Size" (a 22-point header, width and height rows of 26), "Track" (22), then
# track.off, whose hex field spans 134 to 306 points into the panel and is clicked 200 points in, 9 points
# into its row.
has_inspector() { grep '"event":"panels"' "$log" | tail -1 | grep -q '"name":"inspector"'; }
wait_until "the inspector's panel in the log" 10 has_inspector
read -r px py < <(python3 - "$log" <<'PY'
import json, sys
panels = [e for e in map(json.loads, open(sys.argv[1])) if e.get("event") == "panels"]
frame = next(p["frame"] for p in panels[-1]["panels"] if p["name"] == "inspector")
print(int(frame["x"]), int(frame["y"]))
PY
)
xdotool mousemove $((X + px + 200)) $((Y + py + 58 + 22 + 26 + 26 + 22 + 13))
sleep 0.2
before="$(reloads)"
xdotool click 1
sleep 0.3
xdotool type --delay 30 "ff0000"
xdotool key Return
edited() { grep -q '"off": "#FF0000"' "$theme"; }
wait_until "the typed colour in the file" 10 edited
reloaded() { [ "$(reloads)" -gt "$before" ]; }
wait_until "the hot reload of the written file" 10 reloaded
diff <(sed 's/"#FF0000"/"#555555"/' "$theme") "$work/original.json" > /dev/null || fail "the edit changed more than track.off"
cp "$theme" "$work/edited.json"
xdotool key ctrl+z
undone() { cmp -s "$theme" "$work/original.json"; }
wait_until "undo to restore the original bytes" 10 undone
xdotool key ctrl+shift+z
redone() { cmp -s "$theme" "$work/edited.json"; }
wait_until "redo to write the edit again" 10 redone
# The switch entry's own on and enabled: scroll the inspector to its end, where the Switch group is, and flip
# each one's switch; the `inspector` log event says where each shown row's control is.
xdotool mousemove $((X + px + 100)) $((Y + py + 200))
xdotool click --repeat 40 --delay 20 5
control() { # path -> "x y" of the control's centre in the window, from the last inspector event
  python3 - "$log" "$1" <<'PY'
import json, sys
events = [e for e in map(json.loads, open(sys.argv[1])) if e.get("event") == "inspector"]
rows = {r["path"]: r["frame"] for r in (events[-1]["rows"] if events else [])}
f = rows.get(sys.argv[2])
if f: print(int(f["x"] + f["w"] / 2), int(f["y"] + f["h"] / 2))
PY
}
shows_on() { [ -n "$(control 'switches[0].on')" ] && [ -n "$(control 'switches[0].enabled')" ]; }
wait_until "the Switch group's on and enabled rows in the log" 10 shows_on
states_on() { grep -c '"event":"state".*"switch":"mmm-default".*"on":true' "$log" || true; }
before_on="$(states_on)"
read -r cx cy < <(control 'switches[0].on')
xdotool mousemove $((X + cx)) $((Y + cy)) click 1
written_on() { grep -q '"id": "mmm-default", "style": "mmm", "caption": "51 x 31", "on": true' "$theme"; }
wait_until "on: true in the switch's entry" 10 written_on
turned_on() { [ "$(states_on)" -gt "$before_on" ]; }
wait_until "the switch to turn on in the window (a state event, on)" 10 turned_on
reloads_before="$(reloads)"
read -r cx cy < <(control 'switches[0].enabled')
xdotool mousemove $((X + cx)) $((Y + cy)) click 1
written_off() { grep -q '"on": true, "enabled": false' "$theme"; }
wait_until "enabled: false in the switch's entry" 10 written_off
reloaded_off() { [ "$(reloads)" -gt "$reloads_before" ]; }
wait_until "the reload of enabled: false" 10 reloaded_off
values() { grep -c '"event":"value".*"switch":"mmm-default"' "$log" || true; }
before_values="$(values)"
xdotool mousemove "$(python3 -c "print(int($X + $sx + $sw / 2))")" "$(python3 -c "print(int($Y + $sy + $sh / 2))")" click 1
sleep 1
[ "$(values)" = "$before_values" ] || fail "a click on the disabled switch changed its value"
xdotool key Escape
for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
kill -0 "$pid" 2>/dev/null && fail "Esc did not close the window"
wait "$pid" || fail "switchyard exited with status $?"
echo "inspector: ok: caption click, typed #FF0000 into track.off, written and reloaded, undone, redone; on and enabled flipped in the file and shown in the window"
DRIVE
chmod +x "$work/drive.sh"
in_xvfb 1280x1024x24 "$work/drive.sh" "$bin" "$work" "$tools"
echo "1 passed, 0 failed"
