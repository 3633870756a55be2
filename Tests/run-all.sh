#!/usr/bin/env bash
# The checks of `make test` after its one build (`swift build --build-tests`), in three lanes at once so both
# cores stay busy: the Swift suites run on about one core for their whole length, while the other lanes build
# the fuzz package and run the scripts.
#   suites:  the test bundle, Swift Testing, serialized (`--no-parallel`: the SDL suites share one process)
#   fuzz:    fuzz-smoke (builds its own package in its own scratch folder), then examples
#   scripts: smoke, renderers, install-check, docs, leaks-smoke
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

# step NAME: runs one step; a make target, or the suites.
step() {
    case "$1" in
        suites)
            local bundle
            bundle="$("$SWIFT" build --show-bin-path)/SwitchYardPackageTests.xctest"
            SDL_VIDEODRIVER=dummy "$bundle" --testing-library swift-testing --no-parallel
            ;;
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

echo "test: suites | fuzz-smoke, examples | smoke, renderers, install-check, docs, leaks-smoke (logs in $logs)"
lane suites &
lane fuzz-smoke examples &
lane smoke renderers install-check docs leaks-smoke &
wait

summary=$(grep -a "Test run with" "$logs/suites.log" | tail -n 1 | sed 's/^[^T]*//')
echo "test: suites: ${summary:-no summary line (see $logs/suites.log)}"
if [ -s "$logs/failed" ]; then
    while read -r name; do
        echo
        if [ "$name" = suites ]; then
            echo "== suites: the failures (whole log: $logs/suites.log)"
            grep -a -E "✘|error:|Fatal error|Crash|Backtrace" "$logs/suites.log" | head -n 200
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
