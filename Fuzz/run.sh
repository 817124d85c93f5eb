#!/usr/bin/env bash
# Builds the Visual Format Language parser with libFuzzer and runs it for a bounded time.
# Usage: bash Fuzz/run.sh [seconds]   (default 30). Exits non-zero on a crash, hang or leak.
# New inputs go to a temporary directory; Fuzz/corpus (the seeds) is only read.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-30}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

sources=(
  Sources/UIKitLayout/VisualFormat/VisualFormat.swift
  Sources/UIKitLayout/VisualFormat/VisualFormatError.swift
  Sources/UIKitLayout/VisualFormat/VisualFormatScanner.swift
  Sources/UIKitLayout/VisualFormat/VisualFormatParser.swift
  Fuzz/FuzzEntry.swift
)

# The Swift runtime's own crash handler would race libFuzzer's (and ASan) on a trap.
export SWIFT_BACKTRACE=enable=no

# Optimised, but with assertions (the parsers' progress checks) kept.
if ! swiftc -sanitize=fuzzer,address -parse-as-library -O -assert-config Debug \
  "${sources[@]}" -o "$work/vfl-fuzz" 2>"$work/build.log"; then
  cat "$work/build.log" >&2
  exit 1
fi

mkdir -p "$work/corpus"
status=0
"$work/vfl-fuzz" "$work/corpus" Fuzz/corpus \
  -dict=Fuzz/vfl.dict -max_len=256 -timeout=5 -rss_limit_mb=2048 -detect_leaks=1 \
  -max_total_time="$seconds" -print_final_stats=1 -artifact_prefix="$work/" \
  >"$work/fuzz.log" 2>&1 || status=$?
if [ "$status" -ne 0 ]; then
  grep -v '^#[0-9]*[[:space:]]*\(NEW\|REDUCE\|pulse\)' "$work/fuzz.log" >&2 || true
  echo "vfl-fuzz failed (status $status); failing inputs:" >&2
  for artifact in "$work"/crash-* "$work"/timeout-* "$work"/leak-* "$work"/oom-*; do
    [ -e "$artifact" ] && { echo "$artifact:" >&2; od -c "$artifact" | head -20 >&2; }
  done
  exit "$status"
fi
grep -E '^(Done|stat::)' "$work/fuzz.log"
