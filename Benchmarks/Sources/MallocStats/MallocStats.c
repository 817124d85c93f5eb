#include <stdlib.h>
#include "MallocStats.h"
#if defined(__GLIBC__)
#include <malloc.h>
long malloc_stats_bytes_in_use(void) { return (long)mallinfo2().uordblks; }
// The largest threshold mallopt takes; glibc then also stops moving its mmap threshold.
int malloc_stats_keep_freed_memory(void) { return mallopt(M_TRIM_THRESHOLD, 0x7fffffff); }
int malloc_stats_trim(void) { return malloc_trim(0); }
#else
int malloc_stats_keep_freed_memory(void) { return 0; }
int malloc_stats_trim(void) { return 0; }
long malloc_stats_bytes_in_use(void) { return -1; }
#endif
