// Counts heap allocations for `switchyard bench` by interposing glibc's allocation entry points: a
// definition in the executable wins over libc's for every caller (Swift runtime, SDL, libc itself), and
// each forwards to glibc's own implementation (__libc_malloc and friends), so memory is managed exactly
// as without it. glibc 2.34 removed __malloc_hook; this is the supported way to observe malloc.
#include "alloc_counter.h"

#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

// AddressSanitizer replaces malloc itself; interposing it too hands ASan memory it did not allocate (its
// runtime aborts at start-up), so under ASan (`make sanitize`) nothing is interposed and the count stays 0.
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ALLOC_COUNTER_DISABLED 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define ALLOC_COUNTER_DISABLED 1
#endif

static _Atomic uint64_t allocations;

static inline void count_one(void) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
}

uint64_t alloc_counter_total(void) {
    return atomic_load_explicit(&allocations, memory_order_relaxed);
}

#ifndef ALLOC_COUNTER_DISABLED

void *malloc(size_t size) {
    count_one();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    count_one();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    count_one();
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **out, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    count_one();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL && size != 0) return ENOMEM;
    *out = pointer;
    return 0;
}

#endif
