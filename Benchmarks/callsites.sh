#!/usr/bin/env bash
# Where the calls to some functions come from, by the function that makes them (inlined code
# counted where it was inlined): reference counts (the default), allocations, uniqueness
# checks. Callgrind records each call instruction's address (`--dump-instr=yes`); the
# addresses are mapped to the functions of the binary's symbol table (`nm`). Deterministic,
# like instructions.sh. Counts are whole-run totals: divide by the rounds or views yourself.
#   bash Benchmarks/callsites.sh [-p REGEX] [-n TOP] [-t TOGGLE] -- PRODUCT [ARGS...]
#   e.g. bash Benchmarks/callsites.sh -t '$s12layout_bench8scenarioySdSS_SitFyyXEfU_' \
#          -- layout-bench profile-tree-chained 3000
#        bash Benchmarks/callsites.sh -p '^swift_allocObject$' -- layout-bench profile-first 200
# (needs valgrind, python3, binutils' nm and swift-demangle, which the toolchain has)
set -euo pipefail
cd "$(dirname "$0")/.."
export SWIFT_DETERMINISTIC_HASHING=1
pattern='^swift_(retain|release)(_n)?$'
top=30
toggle=''
while [ $# -gt 0 ]; do
  case "$1" in
    -p) pattern="$2"; shift 2 ;;
    -n) top="$2"; shift 2 ;;
    -t) toggle="$2"; shift 2 ;;
    --) shift; break ;;
    *) echo "callsites.sh: unknown option $1 (usage in the file's header)" >&2; exit 2 ;;
  esac
done
[ $# -ge 1 ] || { echo "callsites.sh: name a product of Benchmarks/ after --" >&2; exit 2; }
command -v valgrind > /dev/null || { echo "callsites.sh: needs valgrind (apt install valgrind)" >&2; exit 2; }
product="$1"; shift
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The toolchain's temporary files go there too, and go with it.
export TMPDIR="$work"
swift build -c release --package-path Benchmarks --scratch-path Benchmarks/.build-al --product "$product" >&2
binary="Benchmarks/.build-al/release/$product"
collect=()
[ -n "$toggle" ] && collect=("--toggle-collect=$toggle")
valgrind --tool=callgrind --dump-instr=yes "${collect[@]}" --callgrind-out-file="$work/out" \
  "$binary" "$@" > /dev/null 2>&1
nm -S "$binary" > "$work/symbols"
python3 - "$work/out" "$work/symbols" "$pattern" "$top" "$(realpath "$binary")" <<'PY' \
  | swift demangle --simplified --compact
import bisect, collections, re, sys
out, symbols, pattern, top = sys.argv[1], sys.argv[2], re.compile(sys.argv[3]), int(sys.argv[4])
binary = sys.argv[5]
# The binary's functions: start, end, name.
functions = []
for line in open(symbols):
    parts = line.split()
    if len(parts) == 4 and parts[2] in "tTwW":
        start = int(parts[0], 16)
        functions.append((start, start + int(parts[1], 16), parts[3]))
functions.sort()
starts = [f[0] for f in functions]
# Callgrind's names are compressed: "(id) name" the first time, "(id)" after; object files
# likewise. Positions are compressed too: absolute (0x…), relative (+n, -n) or repeated (*).
names, objects = {}, {}
def name(token, table):
    m = re.match(r"\((\d+)\)(?: (.*))?", token)
    if m.group(2): table[m.group(1)] = m.group(2)
    return table.get(m.group(1), "")
calls = collections.Counter()
last, callee, pending, obj = 0, "", None, ""
for line in open(out):
    if line.startswith("calls="):
        pending = int(line[6:].split()[0]); continue
    if line.startswith("cfn="): callee = name(line[4:].strip(), names); continue
    if line.startswith("fn="): name(line[3:].strip(), names); continue
    if line.startswith("ob="): obj = name(line[3:].strip(), objects); continue
    if line.startswith("cob="): name(line[4:].strip(), objects); continue
    if line[:1] in "0123456789+-*" and line.strip():
        token = line.split()[0]
        if token.startswith("0x"): last = int(token, 16)
        elif token[0] in "+-": last += int(token)
        elif token != "*": last = int(token)
        if pending is not None:
            # Only calls made from the binary's own code: its addresses are the symbol table's.
            if obj == binary and pattern.search(callee):
                calls[last] += pending
            pending = None
by_function = collections.Counter()
for address, count in calls.items():
    i = bisect.bisect_right(starts, address) - 1
    inside = i >= 0 and address < functions[i][1]
    by_function[functions[i][2] if inside else hex(address)] += count
total = sum(by_function.values())
print(f"{total} calls to /{pattern.pattern}/")
for function, count in by_function.most_common(top):
    print(f"{count:>10} {100 * count / max(total, 1):5.1f} %  {function}")
PY
