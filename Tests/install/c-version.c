/*
 * c-version: built against an installed SwitchYard (Tests/install/run.sh), checks that the header it was
 * compiled with and the library it runs with carry the same version. Prints the header's version as
 * MAJOR.MINOR.PATCH (the script compares it with switchyard.pc and the SONAME) and exits 1 on a mismatch.
 */
#include <stdio.h>

#include <switchyard.h>

int main(void) {
    int library = sy_version();
    printf("%d.%d.%d\n", SY_VERSION_MAJOR, SY_VERSION_MINOR, SY_VERSION_PATCH);
    if (library != SY_VERSION) {
        fprintf(stderr, "c-version: the header says %d, sy_version() says %d\n", SY_VERSION, library);
        return 1;
    }
    return 0;
}
