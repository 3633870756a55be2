#!/usr/bin/env bash
# `make install` and `make uninstall` of SwitchYard's C kit (docs/embedding.md, "Install"):
#   install-kit.sh install DEST PREFIX BUILD_DIR
#   install-kit.sh uninstall DEST
# DEST is where the files go ($(DESTDIR)$(PREFIX)), PREFIX where they will be found (written into
# switchyard.pc), BUILD_DIR the SwiftPM folder holding libSwitchYardC.so. Both modes walk the same list of
# files (installed_files), so uninstall removes exactly what install put, then the folders of SwitchYard's
# own that it leaves empty. The version comes from SY_VERSION_MAJOR/MINOR/PATCH in include/switchyard.h.
set -euo pipefail
cd "$(dirname "$0")/.."

version_part() {
    local value
    value=$(sed -n "s/^#define SY_VERSION_$1 \([0-9][0-9]*\)\$/\1/p" include/switchyard.h)
    [ -n "$value" ] || { echo "include/switchyard.h: no '#define SY_VERSION_$1 N' line" >&2; exit 1; }
    echo "$value"
}
MAJOR=$(version_part MAJOR)
VERSION=$MAJOR.$(version_part MINOR).$(version_part PATCH)
LIB=libSwitchYardC.so

# installed_files: "KIND SOURCE TARGET" a line, TARGET relative to the prefix. KIND is file (copied),
# library (the built libSwitchYardC.so), link (TARGET is a symbolic link to SOURCE) or template (from
# packaging/SOURCE with @PREFIX@ and @VERSION@ filled in).
installed_files() {
    echo "file include/switchyard.h include/switchyard.h"
    echo "library $LIB lib/$LIB.$VERSION"
    echo "link $LIB.$VERSION lib/$LIB.$MAJOR"
    echo "link $LIB.$MAJOR lib/$LIB"
    echo "template switchyard.pc.in lib/pkgconfig/switchyard.pc"
    echo "file packaging/SwitchYardConfig.cmake lib/cmake/SwitchYard/SwitchYardConfig.cmake"
    echo "template SwitchYardConfigVersion.cmake.in lib/cmake/SwitchYard/SwitchYardConfigVersion.cmake"
    local file
    for file in Assets/fonts/* Assets/themes/*.json Assets/themes/images/* Assets/themes/sounds/*; do
        echo "file $file share/switchyard/${file#Assets/}"
    done
}

# The folders that are SwitchYard's alone, deepest first: uninstall removes each one it leaves empty.
OWN_FOLDERS="share/switchyard/themes/images share/switchyard/themes/sounds share/switchyard/themes share/switchyard/fonts share/switchyard
lib/cmake/SwitchYard"

# strip_library FILE: the installed copy without its symbol table, debug information and the Swift module
# that SwiftPM embeds for the debugger (.swift_ast): what a program needs is the dynamic symbol table, and
# the rest names the build machine's folders and is most of the size (docs/embedding.md, "Deploy").
strip_library() {
    "${STRIP:-strip}" --strip-unneeded --remove-section=.swift_ast "$1"
}

install_all() {
    local dest=$1 prefix=$2 library=$3/$LIB kind source target
    [ -f "$library" ] || { echo "$library: not built (swift build --product SwitchYardC)" >&2; exit 1; }
    while read -r kind source target; do
        mkdir -p "$dest/$(dirname "$target")"
        case $kind in
            file) install -m 644 "$source" "$dest/$target" ;;
            library)
                install -m 755 "$library" "$dest/$target"
                strip_library "$dest/$target"
                ;;
            link) ln -sfn "$source" "$dest/$target" ;;
            template)
                sed -e "s|@PREFIX@|$prefix|g" -e "s|@VERSION@|$VERSION|g" "packaging/$source" >"$dest/$target"
                chmod 644 "$dest/$target"
                ;;
        esac
    done < <(installed_files)
    echo "installed SwitchYard $VERSION into $dest"
}

uninstall_all() {
    local dest=$1 kind source target folder removed=0
    while read -r kind source target; do
        if [ -e "$dest/$target" ] || [ -L "$dest/$target" ]; then
            rm -f "$dest/$target"
            removed=$((removed + 1))
        fi
    done < <(installed_files)
    for folder in $OWN_FOLDERS; do
        if [ -d "$dest/$folder" ]; then rmdir --ignore-fail-on-non-empty "$dest/$folder"; fi
    done
    echo "removed $removed SwitchYard files from $dest"
}

case ${1:-} in
    install) [ $# = 4 ] || { echo "usage: $0 install DEST PREFIX BUILD_DIR" >&2; exit 2; }
        install_all "$2" "$3" "$4" ;;
    uninstall) [ $# = 2 ] || { echo "usage: $0 uninstall DEST" >&2; exit 2; }
        uninstall_all "$2" ;;
    *) echo "usage: $0 install DEST PREFIX BUILD_DIR | uninstall DEST" >&2; exit 2 ;;
esac
