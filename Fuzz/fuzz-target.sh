# Shared by run-fonts.sh and run-xml.sh (sourced, not run): builds `sources` with libFuzzer
# and AddressSanitizer as `name`, runs it for `seconds` on a fresh corpus seeded with `seeds`
# (read only) with the extra `flags`, and exits non-zero on a crash, hang, leak or
# out-of-memory, printing the failing inputs. Everything goes to a temporary directory.
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The Swift runtime's own crash handler would race libFuzzer's (and ASan) on a trap.
export SWIFT_BACKTRACE=enable=no

# Optimised, but with assertions kept.
if ! swiftc -sanitize=fuzzer,address -parse-as-library -O -assert-config Debug \
  "${sources[@]}" -o "$work/$name" 2>"$work/build.log"; then
  cat "$work/build.log" >&2
  exit 1
fi

mkdir -p "$work/corpus" "$work/seeds"
cp "${seeds[@]}" "$work/seeds/"
status=0
"$work/$name" "$work/corpus" "$work/seeds" "${flags[@]}" \
  -timeout=5 -rss_limit_mb=2048 -malloc_limit_mb=512 -detect_leaks=1 \
  -max_total_time="$seconds" -print_final_stats=1 -artifact_prefix="$work/" \
  >"$work/fuzz.log" 2>&1 || status=$?
if [ "$status" -ne 0 ]; then
  grep -v '^#[0-9]*[[:space:]]*\(NEW\|REDUCE\|pulse\)' "$work/fuzz.log" >&2 || true
  echo "$name failed (status $status); failing inputs:" >&2
  for artifact in "$work"/crash-* "$work"/timeout-* "$work"/leak-* "$work"/oom-*; do
    [ -e "$artifact" ] && { echo "$artifact:" >&2; od -A d -t x1 "$artifact" | head -20 >&2; }
  done
  exit "$status"
fi
grep -E '^(Done|stat::)' "$work/fuzz.log"
