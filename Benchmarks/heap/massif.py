"""Reads valgrind massif's output and lists the heap live at the peak snapshot by the code that
allocated it: for each allocation tree leaf, the first frame in the package's own code (a
`.swift` file with a line, or a symbol of Cassowary, UIKitLayout or the benchmarks) that is
not a shared helper (array growth and reservation, unretained access); bytes divided by the
divisor (the cells kept alive), largest first.
   python3 massif.py MASSIF_OUT DIVISOR TOP"""
import collections
import re
import subprocess
import sys

HELPERS = ("Array+Reserve.swift", "Unretained.swift", "Array+KeepingStorage.swift")
OURS = re.compile(r"\$s(9Cassowary|11UIKitLayout|8FeedCell|12layout_bench|9vfl_bench)")


def ours(frame):
    if any(h in frame for h in HELPERS):
        return False
    return bool(re.search(r"\.swift:[1-9]", frame) or OURS.search(frame))


def peak_tree(lines):
    """The lines of the peak snapshot's tree (the last detailed one if none is marked)."""
    trees = []
    for i, line in enumerate(lines):
        if line.startswith("heap_tree="):
            kind = line.split("=", 1)[1]
            if kind in ("peak", "detailed"):
                trees.append((kind, i + 1))
    if not trees:
        sys.exit("massif.py: no detailed snapshot in the file")
    peaks = [t for t in trees if t[0] == "peak"]
    start = (peaks or trees)[-1][1]
    tree = []
    for line in lines[start:]:
        if not re.match(r" *n\d+: ", line):
            break
        tree.append(line)
    return tree


def main():
    path, divisor, top = sys.argv[1], float(sys.argv[2]), int(sys.argv[3])
    tree = peak_tree(open(path).read().split("\n"))
    totals = collections.Counter()
    stack = []
    for line in tree:
        m = re.match(r"( *)n(\d+): (\d+) (.*)", line)
        depth, children, size, frame = len(m.group(1)), int(m.group(2)), int(m.group(3)), m.group(4)
        del stack[depth:]
        stack.append(re.sub(r"^0x[0-9A-F]+: ", "", frame))
        if children:
            continue
        label = next((f for f in stack[1:] if ours(f)), None)
        if label is None:
            label = "(elsewhere) " + " < ".join(stack[1:3])[:120]
        totals[label] += size
    # Mangled names demangled in one call; the location stays beside.
    labels = [l for l, _ in totals.most_common(top)]
    names = []
    for l in labels:
        m = re.match(r"(\S+)( \(.*\))?$", l)
        names.append((m.group(1), m.group(2) or "") if m else (l, ""))
    demangled = subprocess.run(
        ["swift-demangle", "--simplified"], input="\n".join(n for n, _ in names),
        capture_output=True, text=True).stdout.split("\n")
    total = sum(totals.values())
    print("%.1f KB live at the peak, divided by %g; by allocating code:" % (total / divisor / 1024, divisor))
    for (name, where), plain, label in zip(names, demangled, labels):
        shown = (plain or name).replace("AbsOriFnNameNotFound", "(inlined)") + re.sub(r"\(in /[^)]*\)", "", where)
        print("%9.0f B  %s" % (totals[label] / divisor, shown[:150]))


main()
