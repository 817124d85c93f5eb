"""Sums census.c's output by (calling function, object type), named from the binary's symbol
table and demangled; see ../refcounts.sh."""
import collections
import sys

from symbols import SymbolTable, demangled

binary, census, phase, divisor, top = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4]), int(sys.argv[5])
table = SymbolTable(binary)
name = table.name

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
pretty = demangled(n for key in rows for n in key[:2])
total = sum(rows.values())
print(f"{total / divisor:.0f} retains and releases (phase {phase}, divided by {divisor:g}); "
      "R retain, r release; by calling function | object type")
for (site, kind_type, kind), count in rows.most_common(top):
    kind_name = pretty.get(kind_type, kind_type).replace("type metadata for ", "")
    print(f"{count / divisor:12.1f} {'R' if kind == '0' else 'r'} {pretty.get(site, site)[:90]} | {kind_name[:40]}")
