#!/usr/bin/env python3
"""Shrinks a solver-system file that the LP oracle fails on (delta debugging over its
operations, then its unused constraints and variables), keeping the failure.

Usage: reduce.py IN.json OUT.json [--tool PATH] [--match TEXT]
The failure kept is any oracle problem at the final snapshot (or one whose text contains
--match). Needs what lp-oracle.py needs.
"""

import argparse, importlib.util, json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("lp_oracle", os.path.join(HERE, "lp-oracle.py"))
oracle = importlib.util.module_from_spec(spec)
spec.loader.exec_module(oracle)


def fails(system, tool, match):
    try:
        _, problems, _, _ = oracle.check_system(system, tool)
    except Exception:
        return False
    return any(match in p for p in problems)


def with_ops(system, ops):
    s = dict(system)
    s["ops"] = ops + [{"op": "snapshot"}]
    return s


def ddmin(items, test):
    n = 2
    while len(items) >= 2:
        chunk = max(1, len(items) // n)
        reduced = False
        for i in range(0, len(items), chunk):
            rest = items[:i] + items[i + chunk:]
            if test(rest):
                items, n, reduced = rest, max(n - 1, 2), True
                break
        if not reduced:
            if chunk == 1:
                break
            n = min(len(items), 2 * n)
    return items


def compact(system):
    """Drops constraints and variables that no operation mentions, renumbering."""
    used = sorted({op["c"] for op in system["ops"] if "c" in op})
    renumber = {old: new for new, old in enumerate(used)}
    cs = [system["constraints"][i] for i in used]
    ops = [dict(op, c=renumber[op["c"]]) if "c" in op else op for op in system["ops"]]
    names = {n for c in cs for _, n in c["terms"]} | {op["var"] for op in ops if "var" in op}
    return dict(system, constraints=cs, ops=ops, variables=[v for v in system["variables"] if v in names])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("input")
    ap.add_argument("output")
    ap.add_argument("--tool", default=os.environ.get("UIKIT_LAYOUT", os.path.join(HERE, "../../.build/debug/uikit-layout")))
    ap.add_argument("--match", default="")
    a = ap.parse_args()
    system = json.load(open(a.input))
    ops = [op for op in system["ops"]]
    while ops and ops[-1]["op"] == "snapshot":
        ops.pop()
    if not fails(with_ops(system, ops), a.tool, a.match):
        sys.exit("the input does not fail at its final snapshot")
    # Snapshots in between only add checks: drop them first.
    plain = [op for op in ops if op["op"] != "snapshot"]
    if fails(with_ops(system, plain), a.tool, a.match):
        ops = plain
    ops = ddmin(ops, lambda o: fails(with_ops(system, o), a.tool, a.match))
    out = compact(with_ops(system, ops))
    json.dump(out, open(a.output, "w"), indent=1)
    print(f"{len(out['ops'])} ops, {len(out['constraints'])} constraints, {len(out['variables'])} variables")


if __name__ == "__main__":
    main()
