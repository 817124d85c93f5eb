#!/usr/bin/env bash
# Instructions per feed-cell operation (valgrind's callgrind), Auto Layout against the same
# cell laid out by hand: the difference between a run of R+10 rounds and one of 10 rounds,
# divided by R, so start-up and warm-up drop out. Deterministic, unlike times.
#   bash Benchmarks/instructions.sh [R]        (default 100; needs valgrind)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-100}"
command -v valgrind > /dev/null || { echo "instructions.sh: needs valgrind (apt install valgrind)" >&2; exit 2; }
swift build -c release --package-path Benchmarks --scratch-path Benchmarks/.build-al --product layout-bench >&2
bench=Benchmarks/.build-al/release/layout-bench
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
count() {  # mode, rounds → instructions of the whole run
  valgrind --tool=callgrind --callgrind-out-file="$work/out" "$bench" "$1" "$2" 2>&1 > /dev/null \
    | sed -n 's/.*I *refs: *\([0-9,]*\).*/\1/p' | tr -d ,
}
per_op() {  # mode → instructions per round
  local small large
  small=$(count "$1" 10)
  large=$(count "$1" $((rounds + 10)))
  echo $(((large - small) / rounds))
}
printf '%-46s %12s %12s %7s\n' "feed cell, instructions per operation" "by hand" "Auto Layout" "ratio"
for op in first fit relayout; do
  manual=$(per_op "profile-manual-$op")
  auto=$(per_op "profile-$op")
  case $op in
    first) label="build + content + fit 375 + layout (+ release)" ;;
    fit) label="reused cell, fit at a new width" ;;
    relayout) label="re-layout at a new width" ;;
  esac
  printf '%-46s %12d %12d %6.1fx\n' "$label" "$manual" "$auto" "$(echo "$auto / $manual" | bc -l)"
done
