// Reference-count census (see ../refcounts.sh): swift_retain and swift_release interposed
// with LD_PRELOAD, each call counted by the object's type (its metadata pointer), the
// address it was called from, and the phase: the count of clock_gettime calls so far, which
// the benchmarks' timers make at the start and end of every timed region. Written to the
// file $CENSUS_FILE at exit, one line a (phase, kind, type, call site):
//   phase kind count type-module type-offset caller-module caller-offset
// Only calls made through the PLT are seen (the runtime's own, inside libswiftCore, are not).
#define _GNU_SOURCE
#include <stdint.h>
#include "phases.h"

typedef void *(*retain_fn)(void *);
typedef void (*release_fn)(void *);

#define SLOTS (1 << 20)
typedef struct { uintptr_t type, site; unsigned long count; int kind, phase; } Entry;
static Entry table[SLOTS];

static void count(void *object, uintptr_t site, int kind) {
  // Null, and tagged pointers (bridge objects' spare bits): no header to read.
  if (!census_enabled() || !object || ((uintptr_t)object & 0xF000000000000000ULL)) return;
  uintptr_t type = *(uintptr_t *)object;
  uintptr_t h = (type * 31 + site * 17 + (uintptr_t)kind + (uintptr_t)phase * 7919) & (SLOTS - 1);
  while (table[h].count && !(table[h].type == type && table[h].site == site
                             && table[h].kind == kind && table[h].phase == phase))
    h = (h + 1) & (SLOTS - 1);
  table[h].type = type; table[h].site = site; table[h].kind = kind; table[h].phase = phase;
  table[h].count++;
}

void *swift_retain(void *object) {
  static retain_fn real;
  if (!real) real = (retain_fn)dlsym(RTLD_NEXT, "swift_retain");
  count(object, (uintptr_t)__builtin_return_address(0), 0);
  return real(object);
}

void swift_release(void *object) {
  static release_fn real;
  if (!real) real = (release_fn)dlsym(RTLD_NEXT, "swift_release");
  count(object, (uintptr_t)__builtin_return_address(0), 1);
  real(object);
}

__attribute__((destructor)) static void dump(void) {
  FILE *out = census_output();
  if (!out) return;
  for (int i = 0; i < SLOTS; i++) {
    if (!table[i].count) continue;
    Dl_info type, site;
    const char *typeModule = "?", *siteModule = "?";
    uintptr_t typeOffset = table[i].type, siteOffset = table[i].site;
    if (dladdr((void *)table[i].type, &type) && type.dli_fname) {
      typeModule = type.dli_fname; typeOffset -= (uintptr_t)type.dli_fbase;
    }
    if (dladdr((void *)table[i].site, &site) && site.dli_fname) {
      siteModule = site.dli_fname; siteOffset -= (uintptr_t)site.dli_fbase;
    }
    fprintf(out, "%d %d %lu %s %lx %s %lx\n", table[i].phase, table[i].kind, table[i].count,
            typeModule, (unsigned long)typeOffset, siteModule, (unsigned long)siteOffset);
  }
  fclose(out);
}
