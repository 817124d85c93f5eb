// The allocator's count of bytes in use (glibc's mallinfo2), for layout-bench's memory line,
// and a switch that keeps freed memory in the process, for vfl-bench's times.
#ifndef MALLOC_STATS_H
#define MALLOC_STATS_H
#include <stddef.h>

/// Bytes handed out by malloc and not freed, or -1 where the C library cannot tell.
long malloc_stats_bytes_in_use(void);

/// Tells the allocator never to give the top of its heap back to the system (glibc's
/// M_TRIM_THRESHOLD; nothing elsewhere), so that a run after a large tear-down reuses the
/// pages the last one faulted in, whatever happens to sit at the top of the heap. Returns
/// whether the allocator took the setting.
int malloc_stats_keep_freed_memory(void);

/// Gives every free page the allocator can back to the system (glibc's malloc_trim; nothing
/// elsewhere). Returns whether any was given back.
int malloc_stats_trim(void);

#endif
