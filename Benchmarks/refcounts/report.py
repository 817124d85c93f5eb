"""Sums census.c's output by (calling function, object type), named from the binary's symbol
table and demangled; see ../refcounts.sh."""
import bisect
import collections
import os
import subprocess
import sys

binary, census, phase, divisor, top = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4]), int(sys.argv[5])
symbols = []
for line in subprocess.run(["nm", "-S", binary], capture_output=True, text=True).stdout.splitlines():
    fields = line.split()
    if len(fields) == 4:
        symbols.append((int(fields[0], 16), int(fields[1], 16), fields[3]))
symbols.sort()
starts = [s[0] for s in symbols]


def name(module, offset):
    if os.path.realpath(module) != os.path.realpath(binary):
        return os.path.basename(module) + ":" + format(offset, "x")
    i = bisect.bisect_right(starts, offset) - 1
    if i >= 0 and offset < symbols[i][0] + max(symbols[i][1], 1):
        return symbols[i][2]
    return "?" + format(offset, "x")


phases = collections.Counter()
rows = collections.Counter()
for line in open(census):
    p, kind, count, type_module, type_offset, site_module, site_offset = line.split()
    phases[int(p)] += int(count)
    if phase != "all" and p != phase:
        continue
    rows[(name(site_module, int(site_offset, 16)), name(type_module, int(type_offset, 16)), kind)] += int(count)
if phase == "all":
    print("calls by phase (a phase ends at every clock_gettime):",
          ", ".join(f"{p}: {c}" for p, c in sorted(phases.items())))
names = sorted({n for key in rows for n in key[:2]})
demangled = subprocess.run(["swift", "demangle", "--simplified", "--compact"], input="\n".join(names),
                           capture_output=True, text=True).stdout.split("\n")
pretty = dict(zip(names, demangled))
total = sum(rows.values())
print(f"{total / divisor:.0f} retains and releases (phase {phase}, divided by {divisor:g}); "
      "R retain, r release; by calling function | object type")
for (site, kind_type, kind), count in rows.most_common(top):
    kind_name = pretty.get(kind_type, kind_type).replace("type metadata for ", "")
    print(f"{count / divisor:12.1f} {'R' if kind == '0' else 'r'} {pretty.get(site, site)[:90]} | {kind_name[:40]}")
