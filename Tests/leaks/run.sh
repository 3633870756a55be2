#!/usr/bin/env bash
# Valgrind memcheck on the release build: RELOADS theme reload cycles (switchyard-soak --reloads, default
# 1000) and a headless replay of SCENARIOS (default: every shipped scenario) in one process (`--jobs 1`:
# parallel workers start through /proc/self/exe, which valgrind refuses to run). Fails when valgrind
# reports a definite (or indirect) leak or a memory error. Suppressions: Tests/leaks/valgrind.supp (each
# one says why). Then the C API's bad-input program (Tests/capi) against libSwitchYardC.so of the same build:
# every bad call from C under memcheck. `make test`'s smoke: RELOADS=1, one scenario, CONFIG=debug (the
# build it already has), CAPI=0 (the C program under valgrind takes minutes; `make examples` runs it bare).
set -euo pipefail
cd "$(dirname "$0")/../.."
reloads="${RELOADS:-1000}"
read -r -a scenarios <<<"${SCENARIOS:-$(echo Assets/scenarios/*.jsonl)}"
# SCRATCH: the build folder, when not the default .build; CONFIG: release (default) or debug.
bin="$(${SWIFT:-swift} build -c "${CONFIG:-release}" ${SCRATCH:+--scratch-path "$SCRATCH"} --show-bin-path)"
out=.build/leaks
mkdir -p "$out"
# Valgrind 3.19 (Debian 12's) gives up on the DWARF 5 that clang writes for the C targets, in debug and
# release builds alike ("unhandled dwarf2 abbrev form code 0x25 ... I can't recover"), so it runs copies
# without debug information (their stacks still name functions). Assets are found from .build/leaks/bin
# as from the build folder.
mkdir -p "$out/bin"
for tool in switchyard switchyard-soak libSwitchYardC.so; do objcopy --strip-debug "$bin/$tool" "$out/bin/$tool"; done
bin="$out/bin"
export SDL_VIDEODRIVER=dummy

check() {
    local name="$1"; shift
    local log="$out/$name.log"
    echo "leaks: $name: valgrind $*"
    valgrind --leak-check=full --show-leak-kinds=definite,indirect --errors-for-leak-kinds=definite,indirect \
        --error-exitcode=9 --num-callers=40 --suppressions=Tests/leaks/valgrind.supp --log-file="$log" "$@" \
        >"$out/$name.out" 2>&1 && status=0 || status=$?
    grep -E "definitely lost|indirectly lost|possibly lost|ERROR SUMMARY" "$log" | sed "s/^==[0-9]*== */leaks: $name: /"
    if [ "$status" -ne 0 ]; then
        echo "leaks: $name FAILED (exit $status); see $log and $out/$name.out" >&2
        return 1
    fi
}

# The C API's bad-input program, linked against a copy of the library without debug information.
capi() {
    mkdir -p "$out/lib"
    objcopy --strip-debug "$bin/libSwitchYardC.so" "$out/lib/libSwitchYardC.so.0"
    ln -sf libSwitchYardC.so.0 "$out/lib/libSwitchYardC.so"
    # shellcheck disable=SC2046  # pkg-config prints several flags
    cc -std=c99 -D_DEFAULT_SOURCE -O1 -o "$out/capi-bad-input" Tests/capi/*.c -Iinclude -L"$out/lib" -lSwitchYardC \
        -Wl,-rpath,"$PWD/$out/lib" $(pkg-config --cflags --libs sdl2) -lm -pthread
}

failed=0
if [ "${CAPI:-1}" = 1 ]; then
    capi
    check capi "$out/capi-bad-input" || failed=1
fi
check reloads "$bin/switchyard-soak" --reloads "$reloads" || failed=1
check replay "$bin/switchyard" replay "${scenarios[@]}" --headless --jobs 1 || failed=1
exit $failed
