#!/usr/bin/env bash
# Window soak: the real playground under Xvfb driven by xdotool for ACTIONS clicks and drags on every switch
# in turn (the event log, the captions and the HUD's text change with each), sampling the process's resident
# memory every SAMPLE_EVERY actions. Prints one line per sample and fails when memory keeps climbing: the
# last quarter of the samples must stay within GROWTH_LIMIT_KB of the first sample after warm-up.
set -euo pipefail
cd "$(dirname "$0")/../.."
tools="$PWD/Tests/lib/tools.sh"
source "$tools"

ACTIONS="${ACTIONS:-2000}"
SAMPLE_EVERY="${SAMPLE_EVERY:-200}"
GROWTH_LIMIT_KB="${GROWTH_LIMIT_KB:-8192}"
require_tools "window soak" "" xvfb-run xdotool Xvfb python3
bin="${SWITCHYARD_BIN:-$(swift build -c release --show-bin-path)/switchyard}"
require_built "window soak" "$bin" " (make release)"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

cat > "$work/drive.sh" <<'DRIVE'
#!/usr/bin/env bash
set -euo pipefail
bin="$1"; work="$2"; actions="$3"; every="$4"
source "$5"
log="$work/log.jsonl"
"$bin" --size 1280x800 --log "$log" > "$work/stdout.txt" 2> "$work/stderr.txt" &
pid=$!
for _ in $(seq 1 200); do grep -q '"event":"layout"' "$log" 2>/dev/null && break; sleep 0.1; done
win="$(find_window)"
[ -n "$win" ] || { echo "window soak: FAIL: no window"; kill "$pid"; exit 1; }
eval "$(xdotool getwindowgeometry --shell "$win")"
mapfile -t targets < <(python3 - "$log" "$X" "$Y" <<'PY'
import json, sys
x0, y0 = float(sys.argv[2]), float(sys.argv[3])
for line in open(sys.argv[1]):
    e = json.loads(line)
    if e.get("event") == "layout":
        for s in e["switches"]:
            x, y, w, h = s["frame"]
            print(int(x0 + x + w * 0.25), int(x0 + x + w * 0.75), int(y0 + y + h / 2))
        break
PY
)
rss() { awk '/VmRSS/ {print $2}' "/proc/$pid/status"; }
for ((i = 1; i <= actions; i++)); do
  read -r left right y <<< "${targets[$(( i % ${#targets[@]} ))]}"
  if (( i % 2 )); then
    xdotool mousemove "$left" "$y" click 1
  else
    xdotool mousemove "$left" "$y" mousedown 1 mousemove "$right" "$y" mouseup 1
  fi
  if (( i % every == 0 )); then echo "sample $i $(rss)"; fi
done
kill "$pid"
wait "$pid" || true
DRIVE

in_xvfb 1400x900x24 bash "$work/drive.sh" "$bin" "$work" "$ACTIONS" "$SAMPLE_EVERY" "$tools" | tee "$work/samples.txt"
python3 - "$work/samples.txt" "$GROWTH_LIMIT_KB" <<'PY'
import sys
samples = [int(l.split()[2]) for l in open(sys.argv[1]) if l.startswith("sample ")]
limit = int(sys.argv[2])
if len(samples) < 4:
    print("window soak: FAIL: too few samples"); sys.exit(1)
base = samples[1]
tail = samples[len(samples) * 3 // 4:]
growth = max(tail) - base
print(f"window soak: resident memory {samples[0]} KB after the first samples, {base} KB after warm-up, "
      f"{samples[-1]} KB at the end; growth over the last quarter {growth} KB (limit {limit} KB)")
if growth > limit:
    print("window soak: FAIL: resident memory keeps climbing"); sys.exit(1)
print("window soak: ok")
PY
