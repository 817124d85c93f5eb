#!/usr/bin/env bash
# Builds the font file reader with libFuzzer and runs it for a bounded time.
# Usage: bash Fuzz/run-fonts.sh [seconds]   (default 30). Exits non-zero on a crash, hang,
# leak or out-of-memory. Seeds: the test fonts (Tests/UIKitLayoutTests/Fixtures/Fonts), read
# only; new inputs go to a temporary directory.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-30}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

sources=(
  Sources/UIKitLayout/Text/FontFile/FontFileError.swift
  Sources/UIKitLayout/Text/FontFile/CharacterMap.swift
  Sources/UIKitLayout/Text/FontFile/PairKerning.swift
  Sources/UIKitLayout/Text/FontFile/OpenTypeFace.swift
  Fuzz/FontFuzzEntry.swift
)

export SWIFT_BACKTRACE=enable=no

if ! swiftc -sanitize=fuzzer,address -parse-as-library -O -assert-config Debug \
  "${sources[@]}" -o "$work/font-fuzz" 2>"$work/build.log"; then
  cat "$work/build.log" >&2
  exit 1
fi

mkdir -p "$work/corpus" "$work/seeds"
cp Tests/UIKitLayoutTests/Fixtures/Fonts/*.ttf Tests/UIKitLayoutTests/Fixtures/Fonts/*.otf \
  Tests/UIKitLayoutTests/Fixtures/Fonts/*.ttc "$work/seeds/"
status=0
# 1 MB inputs at most; 2 GB of memory, 5 s per input: a hostile table must be refused
# quickly, not read at length.
"$work/font-fuzz" "$work/corpus" "$work/seeds" \
  -max_len=16384 -timeout=5 -rss_limit_mb=2048 -malloc_limit_mb=512 -detect_leaks=1 \
  -max_total_time="$seconds" -print_final_stats=1 -artifact_prefix="$work/" \
  >"$work/fuzz.log" 2>&1 || status=$?
if [ "$status" -ne 0 ]; then
  grep -v '^#[0-9]*[[:space:]]*\(NEW\|REDUCE\|pulse\)' "$work/fuzz.log" >&2 || true
  echo "font-fuzz failed (status $status); failing inputs:" >&2
  for artifact in "$work"/crash-* "$work"/timeout-* "$work"/leak-* "$work"/oom-*; do
    [ -e "$artifact" ] && { echo "$artifact:" >&2; od -A d -t x1 "$artifact" | head -20 >&2; }
  done
  exit "$status"
fi
grep -E '^(Done|stat::)' "$work/fuzz.log"
