#!/usr/bin/env python3
"""An independent LP oracle for the Cassowary solver.

For each random operation sequence (systems.py) it runs `uikit-layout solve`, replays the
operations that succeeded to know which constraints and edit variables are in force at
every snapshot, and solves that same set as one weighted LP with HiGHS
(`scipy.optimize.linprog(method="highs")`): an error variable per non-required constraint
and edit, weighted by its strength. The solver's answer must

- satisfy every required constraint;
- have the LP's optimal weighted error (within 1e-7 relative: where the optimum is not
  unique the values may differ, the objective may not);
- refuse exactly the required constraints (and constant changes) that make the required
  set infeasible.

kiwi is not the bar: it is wrong on some sequences itself. With --lex it also measures how
often the weighted optimum differs from the strict lexicographic one (each strength level
minimised in turn, from the strongest), which is what UIKit priorities promise.

Usage: lp-oracle.py [--family layout|generic|all] [--count N] [--seed S] [--seconds T]
                    [--jobs J] [--lex] [--save DIR] [--tool PATH]
Needs numpy and scipy (pip install scipy) and a built uikit-layout. Writes nothing unless
--save is given (reproducers of failures go there). Ends with "N passed, N failed".
"""

import argparse, json, os, subprocess, sys, time
from multiprocessing import Pool

import numpy as np
from scipy.optimize import linprog
from scipy.sparse import csr_matrix

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from systems import FAMILIES, REQUIRED, strength_value  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RELATIVE = 1e-7
HIGHS = {"primal_feasibility_tolerance": 1e-10, "dual_feasibility_tolerance": 1e-10}


class State:
    """The constraints (with their current constants) and edits in force."""

    def __init__(self, system):
        self.system = system
        self.constants = [c.get("constant", 0.0) for c in system["constraints"]]
        self.active = {}  # constraint index -> True, in insertion order
        self.edits = {}  # variable name -> [weight, value]

    def apply(self, op):
        kind = op["op"]
        if kind == "add":
            self.active[op["c"]] = True
        elif kind == "remove":
            self.active.pop(op["c"], None)
        elif kind == "setConstant":
            self.constants[op["c"]] = op["value"]
        elif kind == "addEdit":
            self.edits[op["var"]] = [strength_value(op.get("strength", "strong")), 0.0]
        elif kind == "removeEdit":
            self.edits.pop(op["var"], None)
        elif kind == "suggest":
            self.edits[op["var"]][1] = op["value"]

    def rows(self, extra=None):
        """(terms, constant, op, weight) of everything in force, plus `extra`."""
        cs = self.system["constraints"]
        out = [(cs[i]["terms"], self.constants[i], cs[i]["op"], strength_value(cs[i].get("strength")))
               for i in self.active]
        if extra is not None:
            out.append(extra)
        for name, (w, value) in self.edits.items():
            out.append(([[1.0, name]], -value, "==", w))
        return out


def violation(terms, constant, op, x):
    v = constant + sum(k * x[n] for k, n in terms)
    return abs(v) if op == "==" else max(0.0, v) if op == "<=" else max(0.0, -v)


def weighted_error(rows, x):
    return sum(w * violation(t, c, op, x) for t, c, op, w in rows if w < REQUIRED)


def rounding_allowance(rows, x):
    return sum(w * 1e-13 * (abs(c) + sum(abs(k * x[n]) for k, n in t)) for t, c, op, w in rows if w < REQUIRED)


def required_violation(rows, x):
    return max([violation(t, c, op, x) for t, c, op, w in rows if w >= REQUIRED] or [0.0])


def lp(rows, names, objective_levels=None, bounds_on_levels=(), scaled=False):
    """Solves the weighted LP (or, with `objective_levels`, minimises only the errors of
    those strengths, subject to `bounds_on_levels`: (levels, limit) pairs). Returns
    (status, objective, x-by-name, errors-by-row)."""
    index = {n: i for i, n in enumerate(names)}
    nx = len(names)
    cols = nx
    eq_r, eq_c, eq_v, beq = [], [], [], []
    ub_r, ub_c, ub_v, bub = [], [], [], []
    cost, error_cols = [0.0] * nx, []  # per row: [(col, weight)]
    for t, c, op, w in rows:
        soft = w < REQUIRED
        errs = []
        if soft:
            n_err = 2 if op == "==" else 1
            errs = list(range(cols, cols + n_err))
            cols += n_err
            cost += [w] * n_err
        error_cols.append((w, errs))
        coefs = {}
        for k, n in t:
            coefs[index[n]] = coefs.get(index[n], 0.0) + k
        if op == "==":
            r = len(beq)
            for j, k in coefs.items():
                eq_r.append(r)
                eq_c.append(j)
                eq_v.append(k)
            if soft:  # expr + c - e+ + e- = 0
                eq_r += [r, r]
                eq_c += errs
                eq_v += [-1.0, 1.0]
            beq.append(-c)
        else:
            sign = 1.0 if op == "<=" else -1.0  # sign·(expr + c) <= 0 (+ error)
            r = len(bub)
            for j, k in coefs.items():
                ub_r.append(r)
                ub_c.append(j)
                ub_v.append(sign * k)
            if soft:
                ub_r.append(r)
                ub_c.append(errs[0])
                ub_v.append(-1.0)
            bub.append(-sign * c)
    objective = np.array(cost)
    if objective_levels is not None:
        objective = np.zeros(cols)
        for w, errs in error_cols:
            if w in objective_levels:
                for j in errs:
                    objective[j] = 1.0
    for levels, limit in bounds_on_levels:
        r = len(bub)
        for w, errs in error_cols:
            if w in levels:
                for j in errs:
                    ub_r.append(r)
                    ub_c.append(j)
                    ub_v.append(1.0)
        bub.append(limit)
    A_eq = csr_matrix((eq_v, (eq_r, eq_c)), shape=(len(beq), cols)) if beq else None
    A_ub = csr_matrix((ub_v, (ub_r, ub_c)), shape=(len(bub), cols)) if bub else None
    bounds = [(None, None)] * nx + [(0, None)] * (cols - nx)
    res = linprog(objective, A_ub=A_ub, b_ub=bub or None, A_eq=A_eq, b_eq=beq or None,
                  bounds=bounds, method="highs", options=HIGHS)
    scale = 1.0
    for options in ({}, {"presolve": False}):
        if res.status != 4 and not (scaled and options == {}):
            break
        # Numerical difficulties (weights from 1e-3 to 1e9): the objective scaled to 1 at
        # HiGHS's default tolerances, then without presolve.
        scale = float(max(objective.max(), 1.0))
        res = linprog(objective / scale, A_ub=A_ub, b_ub=bub or None, A_eq=A_eq, b_eq=beq or None,
                      bounds=bounds, method="highs", options=options)
    if res.status != 0:
        return res.status, None, None
    return 0, float(res.fun) * scale, {n: float(res.x[i]) for n, i in index.items()}


def lexicographic_differs(rows, names, weighted_optimum):
    """Whether the strict lexicographic optimum (strongest level first) has a higher
    weighted error than the weighted optimum: the two objectives disagree."""
    levels = sorted({w for _, _, _, w in rows if w < REQUIRED}, reverse=True)
    if len(levels) < 2:
        return False
    fixed = []
    x = None
    for level in levels:
        status, value, x = lp(rows, names, objective_levels={level}, bounds_on_levels=fixed)
        if status != 0:
            return False  # numerical trouble: not counted either way
        fixed.append(({level}, value + 1e-9 * max(1.0, abs(value))))
    return weighted_error(rows, x) > weighted_optimum + RELATIVE * max(1.0, abs(weighted_optimum))


def run_tool(tool, system):
    p = subprocess.run([tool, "solve", "-"], input=json.dumps(system), capture_output=True, text=True)
    if p.returncode == 2 or not p.stdout:
        raise RuntimeError(f"uikit-layout solve failed: {p.stderr.strip()}")
    return json.loads(p.stdout)


def check(args):
    """Runs one generated sequence: (family, seed, *check_system)."""
    family, seed, tool, lex = args
    return (family, seed, *check_system(FAMILIES[family](seed), tool, lex))


def check_system(system, tool, lex=False):
    """Runs one sequence; returns (snapshots checked, problems, lex pair, snapshots where
    HiGHS's optimum stayed above a feasible answer of ours)."""
    names = system["variables"]
    result = run_tool(tool, system)
    snapshots = {s["op"]: s["values"] for s in result["snapshots"]}
    state = State(system)
    problems, checked, lex_counts, imprecise = [], 0, [0, 0], 0
    cs = system["constraints"]
    for n, (op, outcome) in enumerate(zip(system["ops"], result["results"])):
        if outcome == "ok":
            state.apply(op)
        elif outcome == "UnsatisfiableConstraint":
            # Refused: the required constraints in force plus this one must be infeasible.
            if op["op"] == "add":
                c = cs[op["c"]]
                extra = (c["terms"], state.constants[op["c"]], c["op"], strength_value(c.get("strength")))
                required = [r for r in state.rows(extra) if r[3] >= REQUIRED]
            else:
                saved = state.constants[op["c"]]
                state.constants[op["c"]] = op["value"]
                required = [r for r in state.rows() if r[3] >= REQUIRED]
                state.constants[op["c"]] = saved
            if lp(required, names)[0] != 2:
                problems.append(f"op {n}: {op} refused as unsatisfiable, but the required set is feasible")
        if op["op"] != "snapshot" or n not in snapshots:
            continue
        checked += 1
        x = snapshots[n]
        rows = state.rows()
        status, optimum, _ = lp(rows, names)
        if status != 0:
            problems.append(f"op {n}: HiGHS status {status} on the accepted constraints")
            continue
        ours = weighted_error(rows, x)
        # 1e-7 relative, plus what rounding in the values (a few hundred ulps) can cost.
        scale = max(1.0, abs(optimum)) + rounding_allowance(rows, x) / RELATIVE
        bad_required = required_violation(rows, x)
        if bad_required > 1e-6 * max(1.0, max(abs(v) for v in x.values())):
            problems.append(f"op {n}: a required constraint is violated by {bad_required}")
        if ours < optimum - RELATIVE * scale and bad_required <= 1e-6 * max(1.0, max(abs(v) for v in x.values())):
            # A feasible point below HiGHS's "optimum": HiGHS stopped short (weights from
            # 1e-3 to 1e9 strain its tolerances). Ask again with the objective scaled to 1.
            optimum = min(optimum, lp(rows, names, scaled=True)[1] or optimum)
            if ours < optimum - RELATIVE * scale:
                imprecise += 1
                optimum = ours
        if ours > optimum + RELATIVE * scale:
            problems.append(f"op {n}: weighted error {ours!r}, the LP optimum {optimum!r} (worse)")
        if lex:
            lex_counts[0] += 1
            lex_counts[1] += lexicographic_differs(rows, names, optimum)
    return checked, problems, lex_counts, imprecise


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--family", default="all", choices=["all", *FAMILIES])
    ap.add_argument("--count", type=int, default=1000, help="sequences per family")
    ap.add_argument("--seed", type=int, default=0, help="first seed")
    ap.add_argument("--seconds", type=float, default=None, help="stop starting new sequences after this")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--lex", action="store_true", help="also measure weighted vs lexicographic optima")
    ap.add_argument("--save", help="folder for reproducers of failures")
    ap.add_argument("--tool", default=os.environ.get("UIKIT_LAYOUT", os.path.join(ROOT, ".build/debug/uikit-layout")))
    a = ap.parse_args()
    families = list(FAMILIES) if a.family == "all" else [a.family]
    work = [(f, s, a.tool, a.lex) for s in range(a.seed, a.seed + a.count) for f in families]
    start = time.monotonic()
    passed = failed = snapshots = 0
    lex = {f: [0, 0] for f in families}
    imprecise = 0
    with Pool(a.jobs) as pool:
        for family, seed, checked, problems, (lt, ld), lp_short in pool.imap_unordered(check, work, chunksize=4):
            snapshots += checked
            imprecise += lp_short
            lex[family][0] += lt
            lex[family][1] += ld
            if problems:
                failed += 1
                print(f"{family} seed {seed}:", *problems[:3], sep="\n  ", flush=True)
                if a.save:
                    os.makedirs(a.save, exist_ok=True)
                    with open(os.path.join(a.save, f"{family}-{seed}.json"), "w") as f:
                        json.dump(FAMILIES[family](seed), f)
            else:
                passed += 1
            if a.seconds is not None and time.monotonic() - start > a.seconds:
                pool.terminate()
                break
    took = time.monotonic() - start
    print(f"oracle: {passed + failed} sequences ({', '.join(families)}), {snapshots} snapshots, {took:.0f} s; "
          f"{imprecise} snapshots where HiGHS stopped above our (feasible) answer")
    if a.lex:
        for family, (total, differ) in lex.items():
            share = 100.0 * differ / total if total else 0.0
            print(f"lexicographic ({family}): {differ} of {total} snapshots ({share:.2f}%) have a weighted "
                  "optimum that is not the lexicographic one")
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
