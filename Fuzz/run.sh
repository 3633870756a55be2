#!/usr/bin/env bash
# Builds the libFuzzer targets (release, with AddressSanitizer) and runs each for FUZZ_SECONDS seconds
# (default 60) on a work corpus in .build/fuzz/corpus/NAME/, seeded from the repository's corpus
# (Fuzz/corpus/theme, Fuzz/corpus/scenario: the shipped files and the tests' bad cases; theme-edit and
# deep-theme: recipes of edits and of deep themes), which is copied, never written to. Crash inputs land
# in .build/fuzz/crashes/NAME/; the script exits 1 when any target found one, a leak at exit included
# (suppressions: Tests/leaks/lsan.supp). FUZZ_CORPUS: another work corpus folder (`make fuzz-smoke` starts
# from the seeds alone each time); FUZZ_CONFIG=debug: a debug build (`make fuzz-smoke`: a quarter of the
# release build's time).
# Usage: Fuzz/run.sh [seconds] [target...]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-${FUZZ_SECONDS:-60}}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(FuzzTheme FuzzScenario FuzzThemeEdit FuzzDeepTheme)
work=.build/fuzz
swift=${SWIFT:-swift}
config=${FUZZ_CONFIG:-release}
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$PWD/Tests/leaks/lsan.supp:print_suppressions=0}"

# The fuzzer runtime's symbols trip a harmless gold warning per symbol; keep the build log readable. No index
# store: only an editor reads it.
set +e
(cd Fuzz && "$swift" build -c "$config" --sanitize=fuzzer --sanitize=address --scratch-path "../$work/build" \
    --disable-index-store 2>&1) \
    | grep -v "Cannot export local symbol"
built=${PIPESTATUS[0]}
set -e
[ "$built" -eq 0 ] || { echo "fuzz: the fuzz targets did not build" >&2; exit 3; }
bin="$work/build/$config"

status=0
for target in "${targets[@]}"; do
    case "$target" in
        FuzzTheme) seeds=Fuzz/corpus/theme; dict=(-dict=Fuzz/theme.dict); max_len=8192 ;;
        FuzzScenario) seeds=Fuzz/corpus/scenario; dict=(-dict=Fuzz/scenario.dict); max_len=16384 ;;
        # Recipes, not files: a few bytes pick an edit or a depth, so no dictionary and short inputs.
        FuzzThemeEdit) seeds=Fuzz/corpus/theme-edit; dict=(); max_len=512 ;;
        FuzzDeepTheme) seeds=Fuzz/corpus/deep-theme; dict=(); max_len=64 ;;
        *) echo "fuzz: unknown target $target" >&2; exit 2 ;;
    esac
    corpus="${FUZZ_CORPUS:-$work/corpus}/$target"
    crashes="$work/crashes/$target"
    mkdir -p "$corpus" "$crashes"
    for seed in "$seeds"/*; do cp "$seed" "$corpus/seed-$(basename "$seed")"; done
    log="$work/$target.log"
    echo "fuzz: $target for ${seconds}s (corpus $corpus, log $log)"
    if "$bin/$target" -max_total_time="$seconds" -max_len="$max_len" "${dict[@]}" -print_final_stats=1 \
        -artifact_prefix="$crashes/" "$corpus" >"$log" 2>&1; then
        result="no crash"
    else
        result="CRASH (inputs in $crashes)"
        status=1
    fi
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    coverage=$(grep -o 'cov: [0-9]*' "$log" | tail -1 || true)
    features=$(grep -o 'ft: [0-9]*' "$log" | tail -1 || true)
    units=$(grep -o 'corp: [0-9]*' "$log" | tail -1 || true)
    echo "fuzz: $target: ${runs:-?} runs in ${seconds}s (${rate:-?}/s), ${coverage:-cov: ?} edges," \
        "${features:-ft: ?} features, ${units:-corp: ?} corpus units, $result"
done
exit $status
