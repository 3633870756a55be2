/*
 * sy_version (include/switchyard.h): compiled from the header's SY_VERSION, the one place SwitchYard's
 * version is defined, so the library always reports the version of the header it was built with.
 */
#include "switchyard.h"

int sy_version(void) { return SY_VERSION; }
