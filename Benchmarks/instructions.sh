#!/usr/bin/env bash
# Instructions, heap allocations (calls to malloc) and reference-count operations (calls to
# swift_retain, swift_release and their _n and bridge-object forms: atomic, so they cost more
# time than their instructions say) per feed-cell operation, under valgrind's callgrind, Auto
# Layout against the same cell laid out by hand: the difference between a run of R+10 rounds
# and one of 10 rounds, divided by R, so start-up and warm-up drop out. Deterministic, unlike
# times.
#   bash Benchmarks/instructions.sh [R]        (default 100; needs valgrind and python3)
set -euo pipefail
cd "$(dirname "$0")/.."
# A fixed hash seed: with a random one the text rows moved by about 30 K between runs.
export SWIFT_DETERMINISTIC_HASHING=1
rounds="${1:-100}"
command -v valgrind > /dev/null || { echo "instructions.sh: needs valgrind (apt install valgrind)" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The toolchain's temporary files go there too, and go with it.
export TMPDIR="$work"
swift build -c release --package-path Benchmarks --scratch-path Benchmarks/.build-al --product layout-bench >&2
bench=Benchmarks/.build-al/release/layout-bench
count() {  # mode, rounds → "instructions mallocs refcounts" of the whole run
  valgrind --tool=callgrind --callgrind-out-file="$work/out" "$bench" "$1" "$2" > /dev/null 2>&1
  python3 - "$work/out" <<'PY'
import re, sys
names, current, total, mallocs, counts = {}, None, 0, 0, 0
refcounting = {"swift_retain", "swift_release", "swift_retain_n", "swift_release_n",
               "swift_bridgeObjectRetain", "swift_bridgeObjectRelease",
               "swift_bridgeObjectRetain_n", "swift_bridgeObjectRelease_n"}
for line in open(sys.argv[1]):
    m = re.match(r"(c?fn)=\((\d+)\)(?: (.*))?", line)
    if m:
        if m.group(3): names[m.group(2)] = m.group(3).strip()
        if m.group(1) == "cfn": current = names.get(m.group(2))
        continue
    if line.startswith("calls=") and current == "malloc":
        mallocs += int(line.split("=")[1].split()[0])
    elif line.startswith("calls=") and current in refcounting:
        counts += int(line.split("=")[1].split()[0])
    elif line.startswith("summary:") or line.startswith("totals:"):
        total = int(line.split(":")[1].split()[0])
print(total, mallocs, counts)
PY
}
per_op() {  # mode → "instructions mallocs refcounts" per round
  read -r si sm sr <<< "$(count "$1" 10)"
  read -r li lm lr <<< "$(count "$1" $((rounds + 10)))"
  echo $(((li - si) / rounds)) $(((lm - sm) / rounds)) $(((lr - sr) / rounds))
}
printf '%-40s %30s %30s %7s\n' "feed cell, per operation" "by hand: instr, mallocs, rc" \
  "Auto Layout: instr, mallocs, rc" "ratio"
for op in first fit fresh relayout reuse; do
  read -r mi mm mr <<< "$(per_op "profile-manual-$op")"
  read -r ai am ar <<< "$(per_op "profile-$op")"
  case $op in
    first) label="build + content + fit + layout + release" ;;
    fit) label="reused cell, fit at a new width" ;;
    fresh) label="reused cell, fit at a width never seen" ;;
    relayout) label="re-layout at a new width" ;;
    reuse) label="reused cell, new content, fit (no target)" ;;
  esac
  printf '%-40s %13d %7d %8d %13d %7d %8d %6.1fx\n' "$label" "$mi" "$mm" "$mr" "$ai" "$am" "$ar" \
    "$(echo "$ai / $mi" | bc -l)"
done
