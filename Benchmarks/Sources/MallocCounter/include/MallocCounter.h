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

/// The bytes (usable sizes) of the blocks allocated and not yet freed.
int64_t malloc_counter_live_bytes(void);

/// Starts a new high-water mark of live bytes at the present figure.
void malloc_counter_reset_peak(void);

/// The highest live bytes since the last `malloc_counter_reset_peak` (or since start).
int64_t malloc_counter_peak_bytes(void);

#endif
