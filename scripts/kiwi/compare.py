#!/usr/bin/env python3
"""Join kiwi's and our benchmark outputs into a Markdown ratio table.

Usage:
    scripts/kiwi/compare.py KIWI.txt SWIFT.txt     # any number of files, in any order
    cat kiwi.txt swift.txt | scripts/kiwi/compare.py   # or one stream holding both ("-" = stdin)

Input lines (format documented at the top of scripts/kiwi/bench.cpp; everything else, e.g.
"# ..." comments or build noise, is ignored):
    kiwi  <scenario> key=value ...            kiwi's side (scripts/kiwi-bench.sh)
    swift <scenario> key=value ...            our side ("ours" is accepted as the prefix too)
    kiwi  <scenario> skipped (<reason>)
Times are the keys ending in "_us" (microseconds). For each scenario (in the order first seen)
there is one row per time key present on either side: median_us is shown under the plain scenario
name, other keys as "<scenario> (mean)", "<scenario> (worst)". A later line for the same side and
scenario replaces an earlier one. "verify=FAIL" is marked next to the time.

Output: a Markdown table  scenario | kiwi | ours | ratio (kiwi/ours)
ratio > 1 means ours is faster.
"""

import re
import sys

LINE = re.compile(r"^\s*(kiwi|swift|ours)\s+(\S+)\s*(.*)$")
ORDER = ("median_us", "mean_us", "worst_us")


def parse(lines, data, order):
    for line in lines:
        m = LINE.match(line)
        if not m:
            continue
        side = "kiwi" if m.group(1) == "kiwi" else "ours"
        scenario, rest = m.group(2), m.group(3).strip()
        if scenario not in order:
            order.append(scenario)
        entry = {"skipped": None, "times": {}, "fail": False}
        if rest.startswith("skipped"):
            entry["skipped"] = rest
        else:
            for tok in rest.split():
                if "=" not in tok:
                    continue
                k, v = tok.split("=", 1)
                if k.endswith("_us"):
                    try:
                        entry["times"][k] = float(v)
                    except ValueError:
                        pass
                elif k == "verify" and v != "ok":
                    entry["fail"] = True
        data.setdefault(scenario, {})[side] = entry


def fmt_time(us):
    if us >= 1e6:
        return f"{us / 1e6:.3g} s"
    if us >= 1e3:
        return f"{us / 1e3:.3g} ms"
    return f"{us:.3g} µs"


def cell(entry, key):
    if entry is None:
        return "—", None
    if entry["skipped"] is not None:
        return "skipped", None
    t = entry["times"].get(key)
    if t is None:
        return "—", None
    return fmt_time(t) + (" **FAIL**" if entry["fail"] else ""), t


def table(data, order):
    out = ["| scenario | kiwi | ours | ratio (kiwi/ours) |", "|---|---:|---:|---:|"]
    for scenario in order:
        sides = data[scenario]
        keys = set()
        for e in sides.values():
            keys |= set(e["times"])
        keys = [k for k in ORDER if k in keys] + sorted(k for k in keys if k not in ORDER)
        if not keys:
            keys = ["median_us"]
        for key in keys:
            label = scenario if key == "median_us" else f"{scenario} ({key[:-3]})"
            k_text, k_t = cell(sides.get("kiwi"), key)
            o_text, o_t = cell(sides.get("ours"), key)
            ratio = f"{k_t / o_t:.2f}×" if k_t is not None and o_t else "—"
            out.append(f"| {label} | {k_text} | {o_text} | {ratio} |")
    return "\n".join(out) + "\n"


def main(argv):
    if any(a in ("-h", "--help") for a in argv[1:]):
        sys.stdout.write(__doc__)
        return 0
    data, order = {}, []
    paths = argv[1:] or ["-"]
    for p in paths:
        if p == "-":
            parse(sys.stdin, data, order)
        else:
            with open(p, encoding="utf-8") as f:
                parse(f, data, order)
    if not order:
        sys.stderr.write("compare: no 'kiwi ...' or 'swift ...' lines found\n")
        return 1
    sys.stdout.write(table(data, order))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
