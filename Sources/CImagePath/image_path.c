/* dladdr for Swift: Glibc's Swift module leaves it out (it is a GNU extension behind _GNU_SOURCE). */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stddef.h>

#include "image_path.h"

const char *image_path_of(const void *address) {
    Dl_info info;
    if (dladdr(address, &info) == 0 || info.dli_fname == NULL) return NULL;
    return info.dli_fname;
}
