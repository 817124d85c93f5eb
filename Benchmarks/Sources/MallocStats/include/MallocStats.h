// The allocator's count of bytes in use (glibc's mallinfo2), for layout-bench's memory line.
#ifndef MALLOC_STATS_H
#define MALLOC_STATS_H
#include <stddef.h>

/// Bytes handed out by malloc and not freed, or -1 where the C library cannot tell.
long malloc_stats_bytes_in_use(void);

#endif
