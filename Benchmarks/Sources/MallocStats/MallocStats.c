#include <stdlib.h>
#include "MallocStats.h"
#if defined(__GLIBC__)
#include <malloc.h>
long malloc_stats_bytes_in_use(void) { return (long)mallinfo2().uordblks; }
#else
long malloc_stats_bytes_in_use(void) { return -1; }
#endif
