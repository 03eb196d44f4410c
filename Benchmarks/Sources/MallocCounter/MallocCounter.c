// Counts heap allocations by interposing the allocator's entry points in the executable. The
// dynamic linker resolves malloc & co. to the executable's definitions first, for the Swift
// runtime and Foundation too; each one counts and forwards to glibc's own implementation.
#include "MallocCounter.h"

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>
#include <malloc.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static uint64_t allocations = 0;
static uint64_t frees = 0;
// Bytes in live blocks (their usable sizes) and the highest that figure reached since the last
// reset. Signed: blocks the dynamic linker made before these functions counted may be freed.
static int64_t live_bytes = 0;
static int64_t peak_bytes = 0;

static inline void add_bytes(int64_t bytes) {
  int64_t now = __atomic_add_fetch(&live_bytes, bytes, __ATOMIC_RELAXED);
  if (bytes > 0 && now > __atomic_load_n(&peak_bytes, __ATOMIC_RELAXED)) {
    __atomic_store_n(&peak_bytes, now, __ATOMIC_RELAXED);
  }
}

static inline void *count_allocation(void *pointer) {
  __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
  if (pointer != NULL) add_bytes((int64_t)malloc_usable_size(pointer));
  return pointer;
}

void *malloc(size_t size) { return count_allocation(__libc_malloc(size)); }

void *calloc(size_t count, size_t size) { return count_allocation(__libc_calloc(count, size)); }

void *realloc(void *pointer, size_t size) {
  int64_t old = pointer != NULL ? (int64_t)malloc_usable_size(pointer) : 0;
  __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
  void *result = __libc_realloc(pointer, size);
  // A failed realloc (NULL for a non-zero size) leaves the old block as it was.
  if (result == NULL && size != 0) return NULL;
  add_bytes(-old);
  if (result != NULL) add_bytes((int64_t)malloc_usable_size(result));
  return result;
}

void free(void *pointer) {
  if (pointer != NULL) {
    __atomic_fetch_add(&frees, 1, __ATOMIC_RELAXED);
    add_bytes(-(int64_t)malloc_usable_size(pointer));
  }
  __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
  return count_allocation(__libc_memalign(alignment, size));
}

void *aligned_alloc(size_t alignment, size_t size) {
  return count_allocation(__libc_memalign(alignment, size));
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
  void *pointer = count_allocation(__libc_memalign(alignment, size));
  if (pointer == NULL && size != 0) return ENOMEM;
  *result = pointer;
  return 0;
}

bool malloc_counter_available(void) { return true; }
uint64_t malloc_counter_allocations(void) {
  return __atomic_load_n(&allocations, __ATOMIC_RELAXED);
}
uint64_t malloc_counter_frees(void) { return __atomic_load_n(&frees, __ATOMIC_RELAXED); }
int64_t malloc_counter_live_bytes(void) { return __atomic_load_n(&live_bytes, __ATOMIC_RELAXED); }
void malloc_counter_reset_peak(void) {
  __atomic_store_n(&peak_bytes, __atomic_load_n(&live_bytes, __ATOMIC_RELAXED), __ATOMIC_RELAXED);
}
int64_t malloc_counter_peak_bytes(void) { return __atomic_load_n(&peak_bytes, __ATOMIC_RELAXED); }

#else

bool malloc_counter_available(void) { return false; }
uint64_t malloc_counter_allocations(void) { return 0; }
uint64_t malloc_counter_frees(void) { return 0; }
int64_t malloc_counter_live_bytes(void) { return 0; }
void malloc_counter_reset_peak(void) {}
int64_t malloc_counter_peak_bytes(void) { return 0; }

#endif
