// Counts heap allocations by interposing the allocator's entry points in the executable. The
// dynamic linker resolves malloc & co. to the executable's definitions first, for the Swift
// runtime and Foundation too; each one counts and forwards to glibc's own implementation.
#include "MallocCounter.h"

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static uint64_t allocations = 0;
static uint64_t frees = 0;

static inline void count_allocation(void) {
  __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
}

void *malloc(size_t size) {
  count_allocation();
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  count_allocation();
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  count_allocation();
  return __libc_realloc(pointer, size);
}

void free(void *pointer) {
  if (pointer != NULL) __atomic_fetch_add(&frees, 1, __ATOMIC_RELAXED);
  __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
  count_allocation();
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  count_allocation();
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
  count_allocation();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL && size != 0) return ENOMEM;
  *result = pointer;
  return 0;
}

bool malloc_counter_available(void) { return true; }
uint64_t malloc_counter_allocations(void) {
  return __atomic_load_n(&allocations, __ATOMIC_RELAXED);
}
uint64_t malloc_counter_frees(void) { return __atomic_load_n(&frees, __ATOMIC_RELAXED); }

#else

bool malloc_counter_available(void) { return false; }
uint64_t malloc_counter_allocations(void) { return 0; }
uint64_t malloc_counter_frees(void) { return 0; }

#endif
