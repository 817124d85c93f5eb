#!/usr/bin/env bash
# Reference counts (swift_retain, swift_release) by the function that makes them and the type
# of the object, in one phase of a benchmark: each call is recorded by an interposed runtime
# entry (LD_PRELOAD of refcounts/census.c), and phases are split at every clock_gettime, which
# the benchmarks' timers call at the start and end of each timed region. Without -P it lists
# the calls per phase, to find the one to look at. Counts calls through the PLT only: the
# runtime's own calls inside libswiftCore are not seen (callsites.sh counts those too, by the
# instruction that calls, without the type). Deterministic, like instructions.sh.
# With -a it counts allocations instead (swift_allocObject, refcounts/allocations.c), by the
# code that allocates — the first frame outside the standard library's array helpers, with its
# source line — and the type.
#   bash Benchmarks/refcounts.sh [-a] [-P PHASE] [-d DIVISOR] [-n TOP] -- PRODUCT [ARGS...]
#   e.g. bash Benchmarks/refcounts.sh -P 13 -- vfl-bench        (the first run's layout pass)
#        bash Benchmarks/refcounts.sh -P 1 -d 3000 -- layout-bench profile-tree-chained 3000
#        bash Benchmarks/refcounts.sh -a -d 100 -- layout-bench profile-first 100
# (needs a C compiler — the toolchain's clang, or cc — python3, binutils' nm and addr2line)
set -euo pipefail
cd "$(dirname "$0")/.."
export SWIFT_DETERMINISTIC_HASHING=1
phase=all
divisor=1
top=40
census=census
while [ $# -gt 0 ]; do
  case "$1" in
    -P) phase="$2"; shift 2 ;;
    -d) divisor="$2"; shift 2 ;;
    -n) top="$2"; shift 2 ;;
    -a) census=allocations; shift ;;
    --) shift; break ;;
    *) echo "refcounts.sh: unknown option $1 (usage in the file's header)" >&2; exit 2 ;;
  esac
done
[ $# -ge 1 ] || { echo "refcounts.sh: name a product of Benchmarks/ after --" >&2; exit 2; }
compiler="$(command -v clang || command -v cc || true)"
[ -n "$compiler" ] || { echo "refcounts.sh: needs a C compiler (clang or cc)" >&2; exit 2; }
product="$1"; shift
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The toolchain's temporary files go there too, and go with it.
export TMPDIR="$work"
swift build -c release --package-path Benchmarks --scratch-path Benchmarks/.build-al --product "$product" >&2
binary="Benchmarks/.build-al/release/$product"
"$compiler" -O2 -fno-omit-frame-pointer -shared -fPIC -o "$work/census.so" \
  "Benchmarks/refcounts/$census.c" -ldl
report=report.py
[ "$census" = census ] || report=allocations.py
CENSUS_FILE="$work/census.txt" LD_PRELOAD="$work/census.so" "$binary" "$@" > /dev/null
python3 "Benchmarks/refcounts/$report" "$binary" "$work/census.txt" "$phase" "$divisor" "$top"
