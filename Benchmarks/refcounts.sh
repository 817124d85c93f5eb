#!/usr/bin/env bash
# Reference counts (swift_retain, swift_release) by the function that makes them and the type
# of the object, in one phase of a benchmark: each call is recorded by an interposed runtime
# entry (LD_PRELOAD of refcounts/census.c), and phases are split at every clock_gettime, which
# the benchmarks' timers call at the start and end of each timed region. Without -P it lists
# the calls per phase, to find the one to look at. Counts calls through the PLT only: the
# runtime's own calls inside libswiftCore are not seen (callsites.sh counts those too, by the
# instruction that calls, without the type). Deterministic, like instructions.sh.
#   bash Benchmarks/refcounts.sh [-P PHASE] [-d DIVISOR] [-n TOP] -- PRODUCT [ARGS...]
#   e.g. bash Benchmarks/refcounts.sh -P 13 -- vfl-bench        (the first run's layout pass)
#        bash Benchmarks/refcounts.sh -P 1 -d 3000 -- layout-bench profile-tree-chained 3000
# (needs a C compiler — the toolchain's clang, or cc — python3, binutils' nm)
set -euo pipefail
cd "$(dirname "$0")/.."
export SWIFT_DETERMINISTIC_HASHING=1
phase=all
divisor=1
top=40
while [ $# -gt 0 ]; do
  case "$1" in
    -P) phase="$2"; shift 2 ;;
    -d) divisor="$2"; shift 2 ;;
    -n) top="$2"; shift 2 ;;
    --) shift; break ;;
    *) echo "refcounts.sh: unknown option $1 (usage in the file's header)" >&2; exit 2 ;;
  esac
done
[ $# -ge 1 ] || { echo "refcounts.sh: name a product of Benchmarks/ after --" >&2; exit 2; }
compiler="$(command -v clang || command -v cc || true)"
[ -n "$compiler" ] || { echo "refcounts.sh: needs a C compiler (clang or cc)" >&2; exit 2; }
product="$1"; shift
swift build -c release --package-path Benchmarks --scratch-path Benchmarks/.build-al --product "$product" >&2
binary="Benchmarks/.build-al/release/$product"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$compiler" -O2 -shared -fPIC -o "$work/census.so" Benchmarks/refcounts/census.c -ldl
RC_CENSUS="$work/census.txt" LD_PRELOAD="$work/census.so" "$binary" "$@" > /dev/null
python3 Benchmarks/refcounts/report.py "$binary" "$work/census.txt" "$phase" "$divisor" "$top"
