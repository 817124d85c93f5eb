#!/usr/bin/env python3
"""Run a solver-system/1 file through kiwisolver and print the solver-result/1 JSON.

Usage:
    scripts/kiwi-solve.py [--raw] FILE.json        (or "-" for standard input)

Formats: docs/solver-system-format.md (input and output). Needs the Python package
kiwisolver (`pip install kiwisolver`). This is the kiwi reference run for comparing the project's
own Cassowary solver (`uikit-layout solve`) with kiwi, run for run.

How the spec maps onto kiwisolver:
  * Every entry of "constraints" becomes one kiwisolver.Constraint object, made once and reused,
    so adding entry i twice raises kiwi's DuplicateConstraint and removing an entry that is not in
    the solver raises UnknownConstraint. Terms are passed in file order (kiwi reduces them).
  * Strengths: "required" | "strong" | "medium" | "weak" are kiwi's own; a number is given to
    kiwi as is (kiwi clips it to [0, required]); [a, b, c] / [a, b, c, w] is
    kiwisolver.strength.create(a, b, c, w).
  * Without "ops" (or with an empty "ops" list) the run is synthesized as: add every constraint in
    order, then for each edit addEdit(var, strength, default "strong") followed by one suggest per
    value. Op indices in "error", "snapshots" and "results" count these synthesized ops.
  * setConstant: kiwisolver cannot change a constant in place. It is done as removeConstraint of
    the entry's current kiwi constraint + addConstraint of a new one with the same terms, operator
    and strength and the new constant; the new object then stands for the entry (later remove /
    setConstant use it). If the entry is not in the solver the op fails with UnknownConstraint and
    nothing changes. If the re-add fails (UnsatisfiableConstraint) the old constraint is added back,
    so the failed op changes nothing. Note that remove + re-add makes the constraint the newest
    one in kiwi's tableau, which can only matter for systems with ties (several optimal answers).
  * Failed adds: kiwi 1.5.1 does NOT leave the solver unchanged when addConstraint raises
    UnsatisfiableConstraint on its artificial-variable path: the rejected constraint's row stays in
    the tableau and silently keeps constraining later solves (open upstream as nucleic/kiwi#52,
    "Leaking rows on failed addConstraint"; e.g. x == 15, then a failed x <= 10, then removing
    x == 15 leaves x at 10 and makes x == 25 unsatisfiable). The spec says a failed op changes
    nothing, so after every UnsatisfiableConstraint this script rebuilds the kiwi solver from what
    it holds: a new Solver, the accepted constraints and edit variables re-added in the order they
    were added, then each edit variable's last suggested value. --raw turns that off and shows
    kiwi's own behaviour.
  * "snapshot" calls updateVariables() and records every declared variable.
  * After the last op run, updateVariables() is called once more and "values" is taken.
  * Error kinds are the names of kiwisolver's exceptions (UnsatisfiableConstraint,
    DuplicateConstraint, UnknownConstraint, DuplicateEditVariable, UnknownEditVariable,
    BadRequiredStrength); "message" is kiwi's own message. kiwi does not explain conflicts, so
    "conflicts" is never printed.
  * on_error "continue" (default): a failed op leaves the solver as it was and the next op runs;
    "stop": no op runs after the first failure (the final update still happens).
  * Numbers: JSON numbers, printed with Python's repr (shortest text that reads back to the same
    double); a value with no fractional part (|v| < 2**53) prints as an integer, -0.0 as 0.
  * Malformed input (bad JSON, non-finite number, unknown op, unlisted variable, index out of
    range, wrong type): a message naming the place goes to stderr and the exit status is 2,
    nothing is printed on stdout. Exit 0 otherwise, also when ops failed ("ok": false).
"""

import json
import math
import sys

FORMAT_IN = "solver-system/1"
FORMAT_OUT = "solver-result/1"
OPS = ("==", "<=", ">=")
NAMED = ("required", "strong", "medium", "weak")
ERROR_KINDS = (
    "UnsatisfiableConstraint",
    "DuplicateConstraint",
    "UnknownConstraint",
    "DuplicateEditVariable",
    "UnknownEditVariable",
    "BadRequiredStrength",
)


class Malformed(Exception):
    pass


# ------------------------------------------------------------------------------------ input


def _is_num(x):
    return isinstance(x, (int, float)) and not isinstance(x, bool)


def _num(x, where):
    if not _is_num(x):
        raise Malformed(f"{where}: expected a number, got {json.dumps(x)}")
    x = float(x)
    if not math.isfinite(x):
        raise Malformed(f"{where}: number out of range")
    return x


def _str(x, where):
    if not isinstance(x, str):
        raise Malformed(f"{where}: expected a string, got {json.dumps(x)}")
    return x


def _var(x, where, names):
    _str(x, where)
    if x not in names:
        raise Malformed(f"{where}: variable {json.dumps(x)} is not listed in \"variables\"")
    return x


def _obj(x, where):
    if not isinstance(x, dict):
        raise Malformed(f"{where}: expected an object")
    return x


def _list(x, where):
    if not isinstance(x, list):
        raise Malformed(f"{where}: expected an array")
    return x


def _strength(x, where):
    """Returns ("name", str) | ("number", float) | ("create", [a, b, c, w])."""
    if isinstance(x, str):
        if x not in NAMED:
            raise Malformed(f"{where}: unknown strength {json.dumps(x)}")
        return ("name", x)
    if _is_num(x):
        return ("number", _num(x, where))
    if isinstance(x, list) and len(x) in (3, 4):
        parts = [_num(v, f"{where}[{i}]") for i, v in enumerate(x)]
        if len(parts) == 3:
            parts.append(1.0)
        return ("create", parts)
    raise Malformed(f"{where}: a strength is a name, a number or [a, b, c(, w)]")


def _index(x, where, n):
    if isinstance(x, bool) or not isinstance(x, int):
        if isinstance(x, float) and x.is_integer():
            x = int(x)
        else:
            raise Malformed(f"{where}: expected a constraint index, got {json.dumps(x)}")
    if not 0 <= x < n:
        raise Malformed(f"{where}: constraint index {x} out of range (0..{n - 1})")
    return x


def _reject_constant(name):
    raise ValueError(f"non-finite number {name}")


def parse(text):
    try:
        doc = json.loads(text, parse_constant=_reject_constant)
    except (ValueError, RecursionError) as e:
        raise Malformed(f"bad JSON: {e}")
    _obj(doc, "top level")
    fmt = doc.get("format", FORMAT_IN)
    if fmt != FORMAT_IN:
        raise Malformed(f"format: expected {json.dumps(FORMAT_IN)}, got {json.dumps(fmt)}")

    variables = [_str(v, f"variables[{i}]")
                 for i, v in enumerate(_list(doc.get("variables", []), "variables"))]
    names = set()
    for i, v in enumerate(variables):
        if v in names:
            raise Malformed(f"variables[{i}]: {json.dumps(v)} listed twice")
        names.add(v)

    constraints = []
    for i, c in enumerate(_list(doc.get("constraints", []), "constraints")):
        w = f"constraints[{i}]"
        _obj(c, w)
        if "terms" not in c:
            raise Malformed(f"{w}: missing \"terms\"")
        terms = []
        for k, t in enumerate(_list(c["terms"], f"{w}.terms")):
            if not isinstance(t, list) or len(t) != 2:
                raise Malformed(f"{w}.terms[{k}]: expected [coefficient, variable]")
            terms.append((_num(t[0], f"{w}.terms[{k}][0]"), _var(t[1], f"{w}.terms[{k}][1]", names)))
        constant = _num(c.get("constant", 0), f"{w}.constant")
        op = c.get("op")
        if op not in OPS:
            raise Malformed(f"{w}.op: expected one of == <= >=, got {json.dumps(op)}")
        strength = _strength(c.get("strength", "required"), f"{w}.strength")
        constraints.append({"terms": terms, "constant": constant, "op": op, "strength": strength})
    n = len(constraints)

    edits = []
    for i, e in enumerate(_list(doc.get("edits", []), "edits")):
        w = f"edits[{i}]"
        _obj(e, w)
        var = _var(e.get("var"), f"{w}.var", names)
        strength = _strength(e.get("strength", "strong"), f"{w}.strength")
        suggest = [_num(v, f"{w}.suggest[{k}]")
                   for k, v in enumerate(_list(e.get("suggest", []), f"{w}.suggest"))]
        edits.append((var, strength, suggest))

    ops = []
    for i, o in enumerate(_list(doc.get("ops", []), "ops")):
        w = f"ops[{i}]"
        _obj(o, w)
        kind = o.get("op")
        if kind in ("add", "remove"):
            ops.append({"op": kind, "c": _index(o.get("c"), f"{w}.c", n)})
        elif kind == "addEdit":
            ops.append({"op": kind, "var": _var(o.get("var"), f"{w}.var", names),
                        "strength": _strength(o.get("strength", "strong"), f"{w}.strength")})
        elif kind == "removeEdit":
            ops.append({"op": kind, "var": _var(o.get("var"), f"{w}.var", names)})
        elif kind == "suggest":
            ops.append({"op": kind, "var": _var(o.get("var"), f"{w}.var", names),
                        "value": _num(o.get("value"), f"{w}.value")})
        elif kind == "setConstant":
            ops.append({"op": kind, "c": _index(o.get("c"), f"{w}.c", n),
                        "value": _num(o.get("value"), f"{w}.value")})
        elif kind == "snapshot":
            ops.append({"op": kind})
        else:
            raise Malformed(f"{w}.op: unknown op {json.dumps(kind)}")
    if not ops:  # the default run
        ops = [{"op": "add", "c": i} for i in range(n)]
        for var, strength, suggest in edits:
            ops.append({"op": "addEdit", "var": var, "strength": strength})
            ops += [{"op": "suggest", "var": var, "value": v} for v in suggest]

    on_error = doc.get("on_error", "continue")
    if on_error not in ("continue", "stop"):
        raise Malformed(f"on_error: expected \"continue\" or \"stop\", got {json.dumps(on_error)}")
    return variables, constraints, ops, on_error


# ------------------------------------------------------------------------------------ run


def run(variables, constraints, ops, on_error, kiwi, raw=False):
    vars_ = {name: kiwi.Variable(name) for name in variables}
    errors = {k: getattr(kiwi, k) for k in ERROR_KINDS}

    def strength(s):
        kind, v = s
        if kind == "create":
            return kiwi.strength.create(*v)
        return v  # a name or a number: kiwi takes both (and clips numbers)

    def make(c, constant):
        expr = kiwi.Expression([kiwi.Term(vars_[v], k) for k, v in c["terms"]], constant)
        return kiwi.Constraint(expr, c["op"], strength(c["strength"]))

    current = [None] * len(constraints)  # the kiwi Constraint standing for each entry

    def obj(i):
        if current[i] is None:
            current[i] = make(constraints[i], constraints[i]["constant"])
        return current[i]

    # What the solver holds, in the order it was given (for rebuilding after an
    # UnsatisfiableConstraint, see the module doc): ("c", Constraint) and ("e", var name).
    log = {}  # (kind, key) -> item, in insertion order
    edits = {}  # var name -> [kiwi strength, last suggested value or None]
    solver = kiwi.Solver()

    def rebuild():
        nonlocal solver
        solver = kiwi.Solver()
        for (kind, _), x in log.items():
            if kind == "c":
                solver.addConstraint(x)
            else:
                solver.addEditVariable(vars_[x], edits[x][0])
        for name, (_, value) in edits.items():
            if value is not None:
                solver.suggestValue(vars_[name], value)

    def add(c):
        try:
            solver.addConstraint(c)
        except kiwi.UnsatisfiableConstraint:
            if not raw:
                rebuild()
            raise
        log[("c", id(c))] = c

    def remove(c):
        solver.removeConstraint(c)
        del log[("c", id(c))]

    def values():
        return {name: vars_[name].value() for name in variables}

    def set_constant(i, value):
        old = obj(i)
        remove(old)  # UnknownConstraint if not added: nothing changed
        new = make(constraints[i], value)
        try:
            add(new)
        except kiwi.UnsatisfiableConstraint:
            # Put the old constraint back (into the rebuilt solver unless raw).
            try:
                add(old)
            except kiwi.UnsatisfiableConstraint:
                pass  # raw mode only: kiwi's leftover row can refuse it
            raise
        current[i] = new

    results, snapshots, first_error = [], [], None
    for n, o in enumerate(ops):
        kind = o["op"]
        try:
            if kind == "add":
                add(obj(o["c"]))
            elif kind == "remove":
                remove(obj(o["c"]))
            elif kind == "addEdit":
                st = strength(o["strength"])
                solver.addEditVariable(vars_[o["var"]], st)
                log[("e", o["var"])] = o["var"]
                edits[o["var"]] = [st, None]
            elif kind == "removeEdit":
                solver.removeEditVariable(vars_[o["var"]])
                del log[("e", o["var"])]
                del edits[o["var"]]
            elif kind == "suggest":
                solver.suggestValue(vars_[o["var"]], o["value"])
                edits[o["var"]][1] = o["value"]
            elif kind == "setConstant":
                set_constant(o["c"], o["value"])
            elif kind == "snapshot":
                solver.updateVariables()
                snapshots.append({"op": n, "values": values()})
            results.append("ok")
        except tuple(errors.values()) as e:
            name = next(k for k, cls in errors.items() if isinstance(e, cls))
            results.append(name)
            if first_error is None:
                first_error = {"op": n, "kind": name, "message": str(e) or name}
            if on_error == "stop":
                break
    solver.updateVariables()
    return {
        "format": FORMAT_OUT,
        "solver": f"kiwisolver {kiwi.__version__}",
        "ok": first_error is None,
        "error": first_error,
        "results": results,
        "values": values(),
        "snapshots": snapshots,
    }


# ------------------------------------------------------------------------------------ output


def _plain(x):
    """Floats with no fractional part become ints (they read back to the same double)."""
    if isinstance(x, float):
        if x == 0:
            return 0
        if x.is_integer() and abs(x) < 2**53:
            return int(x)
        return x
    if isinstance(x, dict):
        return {k: _plain(v) for k, v in x.items()}
    if isinstance(x, list):
        return [_plain(v) for v in x]
    return x


def dump(result):
    """Top-level keys one per line, each value compact (as in the spec's example)."""
    result = _plain(result)
    lines = [f"  {json.dumps(k)}: {json.dumps(v, ensure_ascii=False, separators=(', ', ': '), allow_nan=False)}"
             for k, v in result.items()]
    return "{\n" + ",\n".join(lines) + "\n}\n"


def main(argv):
    args = argv[1:]
    raw = "--raw" in args
    args = [a for a in args if a != "--raw"]
    if len(args) != 1 or args[0] in ("-h", "--help"):
        sys.stderr.write(__doc__)
        return 2
    path = args[0]
    try:
        if path == "-":
            text = sys.stdin.read()
        else:
            with open(path, encoding="utf-8") as f:
                text = f.read()
    except (OSError, UnicodeDecodeError) as e:
        sys.stderr.write(f"kiwi-solve: {path}: {e}\n")
        return 2
    try:
        system = parse(text)
    except Malformed as e:
        sys.stderr.write(f"kiwi-solve: {path}: {e}\n")
        return 2
    try:
        import kiwisolver
    except ImportError:
        sys.stderr.write("kiwi-solve: the Python package kiwisolver is missing: pip install kiwisolver\n")
        return 1
    sys.stdout.write(dump(run(*system, kiwisolver, raw=raw)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
