#ifndef ALLOC_COUNTER_H
#define ALLOC_COUNTER_H

#include <stdint.h>

/// How many heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign) the
/// process has made since it started, on every thread. The bench reads it before and after a frame.
/// Always 0 in an AddressSanitizer build, where ASan owns malloc.
uint64_t alloc_counter_total(void);

#endif
