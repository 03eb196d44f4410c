#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H

#include <stdbool.h>
#include <stdint.h>

/// Whether this platform counts allocations (Linux with glibc: malloc is interposed).
bool malloc_counter_available(void);

/// How many allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign)
/// this process has made since it started, on every thread.
uint64_t malloc_counter_allocations(void);

/// How many blocks this process has freed since it started, on every thread.
uint64_t malloc_counter_frees(void);

#endif
