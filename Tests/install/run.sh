#!/usr/bin/env bash
# The installed C kit as a test (`make install-check`, part of `make test`): installs a debug build into a
# temporary prefix, checks the layout (SONAME, symlink chain, only sy_ symbols exported, the header, the
# library, switchyard.pc, the SONAME and the CMake version file agree on the version), that the install is
# self-contained (the library needs no Swift toolchain, Foundation or ICU, no installed file names the
# checkout or the toolchain, the whole install is under 15 MiB), builds Examples/c-settings from copies of
# its sources outside the checkout against that prefix alone, once with pkg-config and once with CMake,
# runs each from a folder outside the checkout with an empty environment (one tap, the golden of
# Tests/examples/golden), runs Tests/process/guest.c (no signal handler installed, no thread left behind;
# docs/embedding.md, "Process"), checks DESTDIR staging, and that uninstall removes exactly what install put.
# Needs cc, pkg-config, cmake, SDL2 and SDL2_image.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
SWIFT=${SWIFT:-swift}
MAKE=${MAKE:-make}
WORK=$(mktemp -d /tmp/switchyard-install.XXXXXX)
trap 'rm -rf "$WORK"' EXIT
PREFIX=$WORK/prefix
# The toolchain's usr folder (/opt/swift/usr for /opt/swift/usr/bin/swift): nothing installed may name it.
TOOLCHAIN=$(dirname "$(dirname "$(realpath "$(command -v "$SWIFT")")")")
failures=0

fail() {
    echo "FAIL: $*"
    failures=$((failures + 1))
}

echo "== make install PREFIX=$PREFIX CONFIG=debug"
started=$(date +%s%N)
"$MAKE" --no-print-directory install PREFIX="$PREFIX" CONFIG=debug SWIFT="$SWIFT"
echo "install took $((($(date +%s%N) - started) / 1000000)) ms"

echo "== layout, version and exported symbols"
export PKG_CONFIG_PATH=$PREFIX/lib/pkgconfig
# shellcheck disable=SC2046  # pkg-config prints several flags
cc -std=c99 -Wall -Wextra -Wpedantic -o "$WORK/c-version" Tests/install/c-version.c \
    $(pkg-config --cflags --libs switchyard) -Wl,-rpath,"$(pkg-config --variable=libdir switchyard)"
version=$("$WORK/c-version") || fail "c-version: the header and the library disagree"
major=${version%%.*}
[ "$(pkg-config --modversion switchyard)" = "$version" ] ||
    fail "switchyard.pc says $(pkg-config --modversion switchyard), the header $version"
soname=$(readelf -d "$PREFIX/lib/libSwitchYardC.so.$version" | sed -n 's/.*Library soname: \[\(.*\)\]/\1/p')
[ "$soname" = "libSwitchYardC.so.$major" ] || fail "SONAME is '$soname', expected libSwitchYardC.so.$major"
[ "$(readlink "$PREFIX/lib/libSwitchYardC.so")" = "libSwitchYardC.so.$major" ] &&
    [ "$(readlink "$PREFIX/lib/libSwitchYardC.so.$major")" = "libSwitchYardC.so.$version" ] ||
    fail "the symlink chain libSwitchYardC.so -> .so.$major -> .so.$version is broken"
symbols=$(nm -D --defined-only "$PREFIX/lib/libSwitchYardC.so" | wc -l)
others=$(nm -D --defined-only "$PREFIX/lib/libSwitchYardC.so" | awk '$3 !~ /^sy_/' | head -n 3)
[ -z "$others" ] || fail "exported symbols other than sy_*, e.g. $others"
echo "version $version, SONAME $soname, $symbols exported symbols, all sy_*"

echo "== self-contained: dependencies, size, no trace of the build machine"
library=$PREFIX/lib/libSwitchYardC.so.$version
readelf -d "$library" | grep -E 'NEEDED|RPATH|RUNPATH' | sed 's/^ *0x[0-9a-f]* *//'
echo "ldd: $(ldd "$library" | wc -l) libraries in all (SDL's own dependencies included)"
if ldd "$library" | grep -qF -e "$TOOLCHAIN" -e "$ROOT"; then
    fail "ldd names the toolchain ($TOOLCHAIN) or the checkout ($ROOT)"
fi
swift_needs=$(readelf -d "$library" | grep NEEDED | grep -iE 'swift|Foundation|icu|dispatch|BlocksRuntime' || true)
[ -z "$swift_needs" ] || fail "the library still needs the Swift runtime, Foundation or ICU: $swift_needs"
if readelf -d "$library" | grep -E 'RPATH|RUNPATH' | grep -qF -e "$TOOLCHAIN" -e "$ROOT"; then
    fail "a RUNPATH names the toolchain or the checkout"
fi
installed_bytes=$(du -sb "$PREFIX" | cut -f1)
limit_bytes=$((15 * 1024 * 1024))
echo "installed: $(du -sh "$PREFIX" | cut -f1) in $PREFIX ($installed_bytes bytes), the library $(stat -c %s "$library") bytes"
[ "$installed_bytes" -lt "$limit_bytes" ] || fail "the install takes $installed_bytes bytes, over 15 MiB"
while IFS= read -r -d '' file; do
    if strings -a "$file" | grep -qF -e "$ROOT" -e "$TOOLCHAIN"; then
        fail "${file#"$PREFIX"/} names the checkout or the toolchain: $(strings -a "$file" | grep -F -e "$ROOT" -e "$TOOLCHAIN" | head -n 1)"
    fi
done < <(find "$PREFIX" -type f -print0)

# cmake_compatible WANTED: what SwitchYardConfigVersion.cmake answers to find_package(SwitchYard WANTED).
cmake_compatible() {
    printf 'set(PACKAGE_FIND_VERSION %s)\nset(PACKAGE_FIND_VERSION_MAJOR %s)\ninclude("%s")\nmessage("${PACKAGE_VERSION} ${PACKAGE_VERSION_COMPATIBLE}")\n' \
        "$1" "${1%%.*}" "$PREFIX/lib/cmake/SwitchYard/SwitchYardConfigVersion.cmake" >"$WORK/version.cmake"
    cmake -P "$WORK/version.cmake" 2>&1
}
[ "$(cmake_compatible "$major.0")" = "$version TRUE" ] || fail "CMake version file: $(cmake_compatible "$major.0") for $major.0"
[ "$(cmake_compatible "$((major + 1)).0")" = "$version FALSE" ] ||
    fail "CMake version file: $(cmake_compatible "$((major + 1)).0") for $((major + 1)).0"

# run_installed NAME: runs $WORK/NAME/c-settings from $WORK/run with an empty environment.
run_installed() {
    local name=$1 log=$WORK/$1.log
    echo "== $name: run from $WORK/run, no environment, --tap sound"
    if ldd "$WORK/$name/c-settings" | grep -q "$ROOT"; then fail "$name: links something from the checkout"; fi
    mkdir -p "$WORK/run"
    if ! (cd "$WORK/run" && env -i "$WORK/$name/c-settings" --headless --frames 60 --tap sound \
        --screenshot "$WORK/$name.png" --compare "$ROOT/Tests/examples/golden/c-settings.png") >"$log" 2>&1; then
        cat "$log"
        fail "$name exited with an error"
        return
    fi
    cat "$log"
    if [ "$(grep -c '^value-changed ' "$log")" != 1 ] || ! grep -qx 'value-changed sound 1' "$log"; then
        fail "$name: expected exactly one 'value-changed sound 1'"
    fi
}

echo "== c-settings with pkg-config"
mkdir -p "$WORK/pkg-config"
cp Examples/c-settings/*.[ch] Examples/c-settings/settings.json "$WORK/pkg-config/"
# shellcheck disable=SC2046  # pkg-config prints several flags
(cd "$WORK/pkg-config" && cc -std=c99 -O2 -Wall -Wextra -Wpedantic -o c-settings main.c feedback.c \
    $(pkg-config --cflags --libs switchyard SDL2_image) -Wl,-rpath,"$(pkg-config --variable=libdir switchyard)" -lm)
run_installed pkg-config

echo "== c-settings with CMake"
mkdir -p "$WORK/cmake-src"
cp Examples/c-settings/*.[ch] Examples/c-settings/settings.json Examples/c-settings/CMakeLists.txt "$WORK/cmake-src/"
cmake -S "$WORK/cmake-src" -B "$WORK/cmake" -DCMAKE_PREFIX_PATH="$PREFIX" >"$WORK/cmake.log" ||
    { cat "$WORK/cmake.log"; fail "cmake configure"; }
cmake --build "$WORK/cmake" >>"$WORK/cmake.log" || { cat "$WORK/cmake.log"; fail "cmake build"; }
[ -x "$WORK/cmake/c-settings" ] && run_installed cmake

echo "== a guest in the process: signal handlers and threads (Tests/process/guest.c)"
# shellcheck disable=SC2046  # pkg-config prints several flags
cc -std=c99 -O1 -Wall -Wextra -Wpedantic -o "$WORK/guest" Tests/process/guest.c $(pkg-config --cflags --libs sdl2) -ldl
theme=$PREFIX/share/switchyard/themes/default.json
# run_guest LABEL [VARIABLE=VALUE...] -- [--expect-handlers]: guest against the installed library from
# $WORK/run, with only the given environment.
run_guest() {
    local label=$1 log=$WORK/guest.log
    shift
    local environment=()
    while [ "$1" != -- ]; do
        environment+=("$1")
        shift
    done
    shift
    echo "-- $label"
    mkdir -p "$WORK/run"
    if (cd "$WORK/run" && env -i "${environment[@]}" "$WORK/guest" "$library" "$theme" "$@") >"$log" 2>&1; then
        cat "$log"
    else
        cat "$log"
        fail "guest: $label"
    fi
}
run_guest "no environment" --
# A prefix that also holds a Swift toolchain's backtracer: the runtime inside the library looks for it
# relative to the library's own folder (lib/), so it still finds none and installs no handler.
backtracer=$TOOLCHAIN/libexec/swift/linux/swift-backtrace
if [ -x "$backtracer" ]; then
    mkdir -p "$PREFIX/bin" "$PREFIX/libexec/swift/linux"
    ln -s "$backtracer" "$PREFIX/bin/swift-backtrace"
    ln -s "$backtracer" "$PREFIX/libexec/swift/linux/swift-backtrace"
    run_guest "the prefix holds bin/swift-backtrace and libexec/swift/linux/swift-backtrace" --
    rm -r "$PREFIX/bin" "$PREFIX/libexec"
    # The one condition under which the backtracer comes in (docs/embedding.md, "Process"): the host's
    # environment points the runtime at a toolchain.
    run_guest "SWIFT_ROOT=$TOOLCHAIN set by the host: the runtime's handlers expected" \
        SWIFT_ROOT="$TOOLCHAIN" -- --expect-handlers
else
    echo "-- no $backtracer: the checks with a toolchain's backtracer are skipped"
fi

echo "== make uninstall: exactly what install put"
touch "$PREFIX/lib/host-file"
"$MAKE" --no-print-directory uninstall PREFIX="$PREFIX"
left=$(cd "$PREFIX" && find . ! -type d | sort)
[ "$left" = "./lib/host-file" ] || fail "after uninstall, expected only ./lib/host-file, found: $left"

echo "== DESTDIR"
"$MAKE" --no-print-directory install DESTDIR="$WORK/stage" PREFIX=/opt/switchyard CONFIG=debug SWIFT="$SWIFT" >/dev/null
grep -qx 'prefix=/opt/switchyard' "$WORK/stage/opt/switchyard/lib/pkgconfig/switchyard.pc" ||
    fail "DESTDIR: switchyard.pc does not say prefix=/opt/switchyard"
"$MAKE" --no-print-directory uninstall DESTDIR="$WORK/stage" PREFIX=/opt/switchyard >/dev/null
left=$(cd "$WORK/stage" && find . ! -type d)
[ -z "$left" ] || fail "DESTDIR: uninstall left $left"

if [ "$failures" -ne 0 ]; then
    echo "install-check: $failures failure(s)"
    exit 1
fi
echo "install-check: all passed ($((($(date +%s%N) - started) / 1000000)) ms)"
