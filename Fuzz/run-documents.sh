#!/usr/bin/env bash
# Builds the layout-document fuzz target (Sources/doc-fuzz: load → lay out → check → frames →
# SVG) with libFuzzer and AddressSanitizer, leak detection on, and runs it for a bounded time.
# Usage: bash Fuzz/run-documents.sh [seconds] [--keep-going]   (default 60)
#   --keep-going: fork mode, carry on past findings and list them at the end (long runs).
# Seeds: Examples/ and the bad-input fixtures; new inputs and artifacts go to a temporary
# directory, removed on exit unless a finding was made (its path is printed).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
keep_going="${2:-}"
work="$(mktemp -d)"
cleanup() { [ -n "$(ls "$work"/artifacts 2>/dev/null)" ] || rm -rf "$work"; }
trap cleanup EXIT

# The Swift runtime's own crash handler would race libFuzzer's (and ASan) on a trap.
export SWIFT_BACKTRACE=enable=no
if ! swift build --scratch-path .build-fuzz --product doc-fuzz -Xswiftc -DFUZZING \
  --sanitize fuzzer --sanitize address >"$work/build.log" 2>&1; then
  cat "$work/build.log" >&2
  exit 1
fi

mkdir -p "$work/corpus" "$work/artifacts"
seeds=(Examples Tests/LayoutToolTests/Fixtures/bad-input)
[ -d ../shared/fixtures/bad-input ] && seeds+=(../shared/fixtures/bad-input)
options=(-dict=Fuzz/yaml.dict -max_len=4096 -timeout=10 -rss_limit_mb=2048 -detect_leaks=1
  -max_total_time="$seconds" -print_final_stats=1 -artifact_prefix="$work/artifacts/")
[ "$keep_going" = "--keep-going" ] && options+=(-fork=1 -ignore_crashes=1 -ignore_ooms=1 -ignore_timeouts=1)
status=0
ASAN_OPTIONS=detect_leaks=1 .build-fuzz/debug/doc-fuzz "$work/corpus" "${seeds[@]}" "${options[@]}" \
  >"$work/fuzz.log" 2>&1 || status=$?
findings=$(ls "$work/artifacts" 2>/dev/null | wc -l)
if [ "$status" -ne 0 ] || [ "$findings" -ne 0 ]; then
  grep -v '^#[0-9]*[[:space:]]*\(NEW\|REDUCE\|pulse\)' "$work/fuzz.log" | tail -60 >&2 || true
  echo "doc-fuzz: status $status, $findings finding(s) in $work/artifacts" >&2
  exit $(( status == 0 ? 1 : status ))
fi
grep -E '^(Done|stat::|#[0-9]+.*DONE)' "$work/fuzz.log" || tail -3 "$work/fuzz.log"
