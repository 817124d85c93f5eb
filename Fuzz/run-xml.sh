#!/usr/bin/env bash
# Builds the Interface Builder XML reader with libFuzzer and runs it for a bounded time.
# Usage: bash Fuzz/run-xml.sh [seconds]   (default 30). Exits non-zero on a crash, hang,
# leak or out-of-memory. Seeds: the Interface Builder fixtures
# (Tests/UIKitLayoutTests/Fixtures/InterfaceBuilder), read only; new inputs go to a temporary
# directory.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-30}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

sources=(
  Sources/UIKitLayout/InterfaceBuilder/XMLReader.swift
  Fuzz/XMLFuzzEntry.swift
)

export SWIFT_BACKTRACE=enable=no

if ! swiftc -sanitize=fuzzer,address -parse-as-library -O -assert-config Debug \
  "${sources[@]}" -o "$work/xml-fuzz" 2>"$work/build.log"; then
  cat "$work/build.log" >&2
  exit 1
fi

mkdir -p "$work/corpus" "$work/seeds"
cp Tests/UIKitLayoutTests/Fixtures/InterfaceBuilder/*.xib \
  Tests/UIKitLayoutTests/Fixtures/InterfaceBuilder/*.storyboard "$work/seeds/"
status=0
# 64 KB inputs at most (the seeds are smaller); 5 s per input.
"$work/xml-fuzz" "$work/corpus" "$work/seeds" \
  -max_len=65536 -dict=Fuzz/xml.dict -timeout=5 -rss_limit_mb=2048 -malloc_limit_mb=512 -detect_leaks=1 \
  -max_total_time="$seconds" -print_final_stats=1 -artifact_prefix="$work/" \
  >"$work/fuzz.log" 2>&1 || status=$?
if [ "$status" -ne 0 ]; then
  grep -v '^#[0-9]*[[:space:]]*\(NEW\|REDUCE\|pulse\)' "$work/fuzz.log" >&2 || true
  echo "xml-fuzz failed (status $status); failing inputs:" >&2
  for artifact in "$work"/crash-* "$work"/timeout-* "$work"/leak-* "$work"/oom-*; do
    [ -e "$artifact" ] && { echo "$artifact:" >&2; od -A d -t x1 "$artifact" | head -20 >&2; }
  done
  exit "$status"
fi
grep -E '^(Done|stat::)' "$work/fuzz.log"
