// Allocation census (see ../refcounts.sh -a): swift_allocObject interposed with LD_PRELOAD,
// each call counted by the object's type (its metadata pointer), the call stack's first
// frames (walked through the frame pointers, which Swift keeps on Linux) and the phase: the
// count of clock_gettime calls so far, as census.c splits them. Written to $CENSUS_FILE at
// exit, one line a (phase, type, stack):
//   phase count bytes type-module:offset frame-module:offset...
// allocations.py names the first frame of the binary that is not a standard-library helper
// (an array's growth is charged to the code that appended). Arrays' and objects' allocations
// made inside libswiftCore without going through the PLT are not seen.
#define _GNU_SOURCE
#include <stddef.h>
#include <stdint.h>
#include "phases.h"

#define DEPTH 8
#define SLOTS (1 << 18)
typedef void *(*alloc_fn)(void *, size_t, size_t);
typedef struct { uintptr_t type, frames[DEPTH]; unsigned long count, bytes; int phase; } Entry;
static Entry table[SLOTS];

static int same(const Entry *e, uintptr_t type, const uintptr_t *frames) {
  if (e->type != type || e->phase != phase) return 0;
  for (int i = 0; i < DEPTH; i++)
    if (e->frames[i] != frames[i]) return 0;
  return 1;
}

static void count(void *metadata, size_t size, const uintptr_t *frames) {
  uintptr_t h = (uintptr_t)metadata * 31 + (uintptr_t)phase * 7919;
  for (int i = 0; i < DEPTH; i++) h = h * 1000003 + frames[i];
  h &= SLOTS - 1;
  while (table[h].count && !same(&table[h], (uintptr_t)metadata, frames)) h = (h + 1) & (SLOTS - 1);
  if (!table[h].count) {
    table[h].type = (uintptr_t)metadata;
    table[h].phase = phase;
    for (int i = 0; i < DEPTH; i++) table[h].frames[i] = frames[i];
  }
  table[h].count++;
  table[h].bytes += size;
}

__attribute__((noinline)) void *swift_allocObject(void *metadata, size_t size, size_t align) {
  static alloc_fn real;
  if (!real) real = (alloc_fn)dlsym(RTLD_NEXT, "swift_allocObject");
  if (census_enabled()) {
    // The caller's return address, then the frames above it (this file is built with frame
    // pointers; each frame holds the caller's frame pointer, then the return address).
    uintptr_t frames[DEPTH] = {0};
    frames[0] = (uintptr_t)__builtin_return_address(0);
    uintptr_t *fp = (uintptr_t *)__builtin_frame_address(0);
    fp = fp ? (uintptr_t *)fp[0] : NULL;
    for (int i = 1; i < DEPTH && fp && fp[1]; i++) {
      frames[i] = fp[1];
      uintptr_t *next = (uintptr_t *)fp[0];
      if (next <= fp) break;
      fp = next;
    }
    count(metadata, size, frames);
  }
  return real(metadata, size, align);
}

static void print_address(FILE *out, uintptr_t address) {
  Dl_info info;
  if (dladdr((void *)address, &info) && info.dli_fname)
    fprintf(out, " %s:%lx", info.dli_fname, (unsigned long)(address - (uintptr_t)info.dli_fbase));
  else
    fprintf(out, " ?:%lx", (unsigned long)address);
}

__attribute__((destructor)) static void dump(void) {
  FILE *out = census_output();
  if (!out) return;
  for (int i = 0; i < SLOTS; i++) {
    if (!table[i].count) continue;
    fprintf(out, "%d %lu %lu", table[i].phase, table[i].count, table[i].bytes);
    print_address(out, table[i].type);
    for (int k = 0; k < DEPTH && table[i].frames[k]; k++) print_address(out, table[i].frames[k]);
    fprintf(out, "\n");
  }
  fclose(out);
}
