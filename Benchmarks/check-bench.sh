#!/usr/bin/env bash
# `uikit-layout check` on documents of N views in a row (four equations each), release build:
# the median of three runs per size, per-view cost and the growth exponent between sizes.
# Target (issue #11): 1 000 views in at most 1 s, near-linear growth.
#   bash Benchmarks/check-bench.sh [N ...]        (default 250 500 1000 2000 4000)
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The toolchain's temporary files go there too, and go with it.
export TMPDIR="$work"
swift build -c release --product uikit-layout >&2
tool=.build/release/uikit-layout
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(250 500 1000 2000 4000)
previous_n="" previous_t=""
for n in "${sizes[@]}"; do
  python3 - "$n" > "$work/chain.yaml" <<'PY'
import sys
n = int(sys.argv[1])
print("sizes: [320x480]\nroot:\n  name: root\n  subviews:")
for i in range(n):
    print(f"    - {{name: v{i}}}")
print("constraints:")
for i in range(n):
    prev = "root.leading" if i == 0 else f"v{i-1}.trailing"
    print(f"  - v{i}.leading == {prev}\n  - v{i}.width == 1\n  - v{i}.top == root.top\n  - v{i}.height == 10")
PY
  times=()
  for _ in 1 2 3; do
    start=$(date +%s%N)
    "$tool" check "$work/chain.yaml" > /dev/null
    times+=($(( $(date +%s%N) - start )))
  done
  median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n 2p)
  python3 - "$n" "$median" "$previous_n" "$previous_t" <<'PY'
import math, sys
n, t = int(sys.argv[1]), int(sys.argv[2]) / 1e9
line = f"check-{n} median_s={t:.3f} per_view_us={t / n * 1e6:.1f}"
if sys.argv[3]:
    pn, pt = int(sys.argv[3]), int(sys.argv[4]) / 1e9
    line += f" exponent={math.log(t / pt) / math.log(n / pn):.2f}"
print(line)
PY
  previous_n=$n previous_t=$median
done
