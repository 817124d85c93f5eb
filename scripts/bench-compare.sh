#!/usr/bin/env bash
# Runs the solver scenarios of issue #2 on kiwi (C++, built from the kiwisolver sdist) and on
# our Cassowary (release build of Benchmarks/solver-bench), one after the other on this
# machine, and prints the Markdown ratio table.
#
#   scripts/bench-compare.sh              # about 2 minutes on 2 cores
#   BIG=1 scripts/bench-compare.sh        # adds grid-60 and chain-10000 (kiwi: ~5 more minutes)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
out="${BENCH_OUT:-$root/bench-out}"
mkdir -p "$out"
cache="${KIWI_CACHE:-$HOME/.cache/uikit-layout-kiwi}"
version="${KIWI_VERSION:-1.5.1}"

KIWI_BIG="${BIG:-0}" "$here/kiwi-bench.sh" | tee "$out/kiwi.txt"
swift build -c release --package-path "$root/Benchmarks" >&2
BENCH_BIG="${BIG:-0}" "$root/Benchmarks/.build/release/solver-bench" \
  --enaml "$cache/build-$version/enaml.solver-system.json" | tee "$out/swift.txt"
python3 "$here/kiwi/compare.py" "$out/kiwi.txt" "$out/swift.txt" | tee "$out/table.md"
