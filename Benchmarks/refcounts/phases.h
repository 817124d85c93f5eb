// What census.c and allocations.c share: the phase (how many clock_gettime calls so far — the
// benchmarks' timers call it at the start and end of every timed region, so phases are timed
// regions and the gaps between them), whether the census is on ($CENSUS_FILE set), and the
// file it is written to at exit. Included once by each preloaded library.
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

typedef int (*clock_fn)(clockid_t, struct timespec *);
static int phase = 0;
static int enabled = -1;

// Whether calls are counted (read once, on the first call).
static int census_enabled(void) {
  if (enabled < 0) enabled = getenv("CENSUS_FILE") != NULL;
  return enabled;
}

int clock_gettime(clockid_t clock, struct timespec *time) {
  static clock_fn real;
  if (!real) real = (clock_fn)dlsym(RTLD_NEXT, "clock_gettime");
  if (phase < 100000) phase++;
  return real(clock, time);
}

// The census file, opened for writing at exit; NULL when the census is off.
static FILE *census_output(void) {
  if (enabled != 1) return NULL;
  return fopen(getenv("CENSUS_FILE"), "w");
}
