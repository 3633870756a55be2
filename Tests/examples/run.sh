#!/usr/bin/env bash
# The embedding examples as tests (`make examples`): builds libSwitchYardC.so, the C example, the C bad-input
# test and the Swift example (a target of the main package, built as an outside client; its own package's
# manifest checked), then runs each example headless with one tap and checks that the
# value-changed callback fired exactly once (and, for the C one, that its feedback callback saw the tap's cues) and that the last frame matches its golden PNG in
# Tests/examples/golden/ (SWITCHYARD_RECORD_GOLDEN=1 records the goldens instead; a mismatch leaves
# GOLDEN.actual.png and GOLDEN.diff.png beside it); then runs the C bad-input test and checks every function's
# result codes (Tests/capi/check-results.py). Needs cc, pkg-config, SDL2, SDL2_image and python3.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
SWIFT=${SWIFT:-swift}
JOBS=${JOBS:-2}
OUT=$ROOT/.build/examples
GOLDEN=$ROOT/Tests/examples/golden
export SDL_VIDEODRIVER=dummy
mkdir -p "$OUT"
failures=0

fail() {
    echo "FAIL: $*"
    failures=$((failures + 1))
}

echo "== building libSwitchYardC.so, the C example and the bad-input test"
"$SWIFT" build --product SwitchYardC -j "$JOBS"
make --no-print-directory -C Examples/c-settings
# shellcheck disable=SC2046  # pkg-config prints several flags
cc -std=c99 -D_DEFAULT_SOURCE -O1 -Wall -Wextra -Wpedantic -o "$OUT/c-bad-input" Tests/capi/*.c \
    -Iinclude -L.build/debug -lSwitchYardC -Wl,-rpath,"$ROOT/.build/debug" $(pkg-config --cflags --libs sdl2) \
    -lm -pthread

# The Swift example's sources are a target of the main package too, built as an outside client sees the kit
# (packageAccess: false in Package.swift); its own manifest is checked here: it loads, and the product it names
# exists in the package it names.
echo "== building the Swift example; its own package's manifest and dependency graph"
"$SWIFT" build --product swift-settings -j "$JOBS"
"$SWIFT" package --package-path Examples/swift-settings --scratch-path "$ROOT/.build/swift-settings" \
    show-dependencies

# run_example NAME TAPPED_ID COMMAND...: one headless run of 60 frames with a tap on TAPPED_ID.
run_example() {
    local name=$1 id=$2
    shift 2
    echo "== $name: --tap $id"
    local log=$OUT/$name.log
    if ! "$@" --headless --frames 60 --tap "$id" --screenshot "$OUT/$name.png" --compare "$GOLDEN/$name.png" \
        >"$log" 2>&1; then
        cat "$log"
        fail "$name exited with an error"
        return
    fi
    cat "$log"
    local changes
    changes=$(grep -c '^value-changed ' "$log" || true)
    if [ "$changes" != 1 ] || ! grep -qx "value-changed $id 1" "$log"; then
        fail "$name: expected exactly one 'value-changed $id 1', got $changes value-changed lines"
    fi
}

run_example c-settings sound Examples/c-settings/c-settings
# The C example plays its own feedback: the tap's cues reach it in order, with the style's rumble.
if ! diff <(grep '^cue ' "$OUT/c-settings.log") <(printf '%s\n' 'cue sound press rumble 0.00 0.20 15 ms' \
    'cue sound on rumble 0.30 0.50 40 ms'); then
    fail "c-settings: the feedback callback's cues differ from the tap's press and on"
fi
run_example swift-settings dark-mode "$ROOT/.build/debug/swift-settings"

echo "== C bad input"
"$OUT/c-bad-input" "$OUT/c-observed.txt" | tee "$OUT/c-bad-input.log" || true
last=$(tail -n 1 "$OUT/c-bad-input.log")
if ! [[ $last =~ ^[0-9]+\ passed,\ 0\ failed$ ]]; then
    fail "c-bad-input: $last"
fi

echo "== C result codes: the header's lists against the library's and against what the bad-input test saw"
python3 Tests/capi/check-results.py include/switchyard.h Sources/SwitchYardC/Contract.swift \
    Sources/SwitchYardC/ResultCode.swift "$OUT/c-observed.txt" || fail "check-results"

if [ "$failures" -ne 0 ]; then
    echo "examples: $failures failure(s)"
    exit 1
fi
echo "examples: all passed"
