#!/usr/bin/env bash
# The checks of `make test` after its one build (`swift build --build-tests`), in three lanes at once so both
# cores stay busy. The Swift suites run in three processes: PlaygroundTests (the app's, the longest) but its
# states-sheet suite, that suite, and every other module's; each process runs its suites one at a time
# (`--no-parallel`: the SDL suites share SDL's one state per process), and processes share nothing.
#   1: suites-playground, examples, smoke, renderers
#   2: suites-rest, suites-sheets
#   3: fuzz-smoke (builds its own package in its own scratch folder), install-check, docs, leaks-smoke, a11y
# The suites run from the built bundle rather than through `swift test`, which holds the build folder's lock
# for the whole run and would make every other lane's (up-to-date) `swift build` wait for it. Each step writes
# .build/test-logs/STEP.log; a line per finished step says how it went, and every failed step's log (its
# failures, for the suites) is printed at the end. Every step runs even after another fails. Exit 1 when any
# step failed.
set -uo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
MAKE=${MAKE:-make}
logs=.build/test-logs
rm -rf "$logs"
mkdir -p "$logs"
started=$(date +%s)

# The states-sheet suite: its tests each run `switchyard sheet` and compare large PNGs.
sheets='^PlaygroundTests\..*SheetCommandTests'

# suites FILTER...: the test bundle's Swift Testing suites that FILTER (--filter or --skip REGEX) selects.
suites() {
    local bundle
    bundle="$("$SWIFT" build --show-bin-path)/SwitchYardPackageTests.xctest"
    SDL_VIDEODRIVER=dummy "$bundle" --testing-library swift-testing --no-parallel "$@"
}

# step NAME: runs one step; a make target, or a part of the suites.
step() {
    case "$1" in
        suites-playground) suites --filter '^PlaygroundTests\.' --skip "$sheets" ;;
        suites-sheets) suites --filter "$sheets" ;;
        suites-rest) suites --skip '^PlaygroundTests\.' ;;
        *) "$MAKE" --no-print-directory "$1" SWIFT="$SWIFT" ;;
    esac
}

# lane STEP...: the steps in order, each logged; a failed step is noted in $logs/failed and the lane goes on.
lane() {
    local name begun status
    for name in "$@"; do
        begun=$(date +%s)
        step "$name" >"$logs/$name.log" 2>&1
        status=$?
        if [ "$status" -eq 0 ]; then
            echo "test: ok   $name ($(($(date +%s) - begun)) s)"
        else
            echo "test: FAIL $name (exit $status, $(($(date +%s) - begun)) s; $logs/$name.log)"
            echo "$name" >>"$logs/failed"
        fi
    done
}

echo "test: suites-playground, examples, smoke, renderers | suites-rest, suites-sheets | fuzz-smoke," \
    "install-check, docs, leaks-smoke, a11y (logs in $logs)"
lane suites-playground examples smoke renderers &
lane suites-rest suites-sheets &
lane fuzz-smoke install-check docs leaks-smoke a11y &
wait

for part in suites-playground suites-sheets suites-rest; do
    summary=$(grep -a "Test run with" "$logs/$part.log" | tail -n 1 | sed 's/^[^T]*//')
    echo "test: $part: ${summary:-no summary line (see $logs/$part.log)}"
done
if [ -s "$logs/failed" ]; then
    while read -r name; do
        echo
        if [[ $name == suites-* ]]; then
            echo "== $name: the failures (whole log: $logs/$name.log)"
            grep -a -E "✘|error:|Fatal error|Crash|Backtrace" "$logs/$name.log" | head -n 200
        else
            echo "== $name: the last 80 lines (whole log: $logs/$name.log)"
            tail -n 80 "$logs/$name.log"
        fi
    done <"$logs/failed"
    echo
    echo "test: FAILED: $(tr '\n' ' ' <"$logs/failed")($(($(date +%s) - started)) s)"
    exit 1
fi
echo "test: all passed ($(($(date +%s) - started)) s after the build)"
