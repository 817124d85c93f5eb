#!/usr/bin/env bash
# The heap a benchmark keeps, by the code that allocated it: valgrind's massif records the
# allocation trees, and heap/massif.py lists the peak snapshot's bytes by the first frame in
# the package's own code (file:line), divided by -d (the cells a benchmark keeps alive).
# `layout-bench profile-keep N` keeps N laid-out Auto Layout feed cells: the list says where
# `layout-bench memory`'s per-cell heap goes (the views and layers included).
#   bash Benchmarks/heap.sh [-d DIVISOR] [-n TOP] -- PRODUCT [ARGS...]
#   e.g. bash Benchmarks/heap.sh -d 400 -- layout-bench profile-keep 400
# (needs valgrind, python3 and the toolchain's swift-demangle)
set -euo pipefail
cd "$(dirname "$0")/.."
export SWIFT_DETERMINISTIC_HASHING=1
divisor=1
top=40
while [ $# -gt 0 ]; do
  case "$1" in
    -d) divisor="$2"; shift 2 ;;
    -n) top="$2"; shift 2 ;;
    --) shift; break ;;
    *) echo "heap.sh: unknown option $1 (usage in the file's header)" >&2; exit 2 ;;
  esac
done
[ $# -ge 1 ] || { echo "heap.sh: name a product of Benchmarks/ after --" >&2; exit 2; }
command -v valgrind > /dev/null || { echo "heap.sh: needs valgrind (apt install valgrind)" >&2; exit 2; }
product="$1"; shift
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The toolchain's temporary files go there too, and go with it.
export TMPDIR="$work"
swift build -c release --package-path Benchmarks --scratch-path Benchmarks/.build-al --product "$product" >&2
# Deep trees (a frame per inlined call site) and a low threshold: the package's first frame is
# often ten frames below the allocator, and a cell's small lists are far below 1 % of the heap.
valgrind --tool=massif --massif-out-file="$work/massif.out" --depth=24 --threshold=0.01 \
  "Benchmarks/.build-al/release/$product" "$@" > /dev/null 2>&1
python3 Benchmarks/heap/massif.py "$work/massif.out" "$divisor" "$top"
