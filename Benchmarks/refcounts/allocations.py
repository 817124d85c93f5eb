"""Sums allocations.c's output by (allocating code, object type), see ../refcounts.sh -a.

The allocating code is the first frame of the binary that is not a standard-library helper
(array growth, `append`, buffer copies: specialised into the binary, they would otherwise take
every array's allocations), named with its source line by addr2line."""
import collections
import re
import subprocess
import sys

from symbols import SymbolTable, demangled

binary, census, phase, divisor, top = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4]), int(sys.argv[5])
table = SymbolTable(binary)

phases = collections.Counter()
stacks = collections.Counter()
for line in open(census):
    fields = line.split()
    p, count = fields[0], int(fields[1])
    phases[int(p)] += count
    if phase != "all" and p != phase:
        continue
    stacks[tuple(fields[3:])] += count


def split(address):
    module, offset = address.rsplit(":", 1)
    return module, int(offset, 16)


# Every frame of the binary, with its inlined functions and lines (innermost first).
offsets = sorted({split(a)[1] for stack in stacks for a in stack[1:] if table.is_binary(split(a)[0])})
output = subprocess.run(["addr2line", "-f", "-i", "-a", "-e", binary] + [hex(o - 1) for o in offsets],
                        capture_output=True, text=True).stdout.splitlines()
frames, current, i = {}, None, 0
while i < len(output):
    if output[i].startswith("0x"):
        current = int(output[i], 16) + 1
        frames[current] = []
        i += 1
    elif current is not None and i + 1 < len(output):
        frames[current].append((output[i], output[i + 1]))
        i += 2
    else:
        i += 1
pretty = demangled([f for inlined in frames.values() for f, _ in inlined]
                   + [table.name(*split(stack[0])) for stack in stacks])
helper = re.compile(r"^(specialized |merged |outlined |generic specialization)*"
                    r"(static )?(Array|ContiguousArray|_ContiguousArrayBuffer|_ArrayBuffer|Sequence|"
                    r"Collection|RangeReplaceableCollection|MutableCollection|Dictionary|Set|"
                    r"_Native|String|Substring|_StringGuts|Unmanaged|swift_)")


def site(stack):
    for address in stack[1:]:
        module, offset = split(address)
        if not table.is_binary(module):
            continue
        for function, location in frames.get(offset, []):
            name = pretty.get(function, function)
            if function == "??" or helper.search(name) or "<compiler-generated>" in location:
                continue
            return f"{name[:80]}  {location.rsplit('/', 1)[-1]}"
    return "?"


rows = collections.Counter()
for stack, count in stacks.items():
    type_name = pretty.get(table.name(*split(stack[0])), stack[0]).replace("type metadata for ", "")
    rows[(site(stack), type_name)] += count
if phase == "all":
    print("allocations by phase (a phase ends at every clock_gettime):",
          ", ".join(f"{p}: {c}" for p, c in sorted(phases.items())))
print(f"{sum(rows.values()) / divisor:.1f} allocations (phase {phase}, divided by {divisor:g}); "
      "by allocating code | object type")
for (where, type_name), count in rows.most_common(top):
    if count / divisor < 0.05:
        break
    print(f"{count / divisor:10.1f} {where[:110]} | {type_name[:40]}")
