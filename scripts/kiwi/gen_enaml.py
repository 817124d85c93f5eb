#!/usr/bin/env python3
"""Port kiwi's ``benchmarks/enaml_like_benchmark.py`` to C++ (or to a solver-system JSON).

Usage:
    gen_enaml.py ENAML_LIKE_BENCHMARK.py --cpp OUT.inc    # for scripts/kiwi/bench.cpp
    gen_enaml.py ENAML_LIKE_BENCHMARK.py --json OUT.json  # solver-system/1 file (the same system)

The benchmark file (from the kiwisolver sdist, never checked in here) is *executed* with stand-in
``kiwisolver`` and ``perf`` modules that only record what it does: the variables in creation order,
the edit variables with their strengths, and every constraint given to ``solver.addConstraint`` in
file order, each with its terms in written order, its constant, operator and strength. Nothing is
re-derived by hand, so coefficients, constants and strengths are exactly the file's (numeric
strengths are computed with kiwi's ``strength.create`` formula in double precision and printed with
``repr``, which reads back to the identical double).

The generated C++ defines, inside ``namespace enaml``:
    constexpr int kNumVars, kNumEdits, kNumConstraints;
    const char* const kVarNames[kNumVars];
    struct Vars { kiwi::Variable v[kNumVars]; };            // created in file order
    void addEdits(kiwi::Solver&, Vars&);                     // width, height @strong, file order
    void addConstraints(kiwi::Solver&, Vars&);               // the 111 constraints, file order
    kiwi::Variable& width(Vars&), height(Vars&)              // the two edit variables
"""

import sys
import types

NAMED = {"required": 1001001000.0, "strong": 1000000.0, "medium": 1000.0, "weak": 1.0}


def create(a, b, c, w=1.0):
    """kiwi::strength::create, same operation order as strength.h."""
    result = 0.0
    result += max(0.0, min(1000.0, a * w)) * 1000000.0
    result += max(0.0, min(1000.0, b * w)) * 1000.0
    result += max(0.0, min(1000.0, c * w))
    return result


class Expr:
    """Linear expression: ordered list of (coef, var name) plus a constant (no reduction)."""

    def __init__(self, terms, constant=0.0):
        self.terms = list(terms)
        self.constant = float(constant)

    @staticmethod
    def of(x):
        if isinstance(x, Expr):
            return x
        if isinstance(x, (int, float)):
            return Expr([], x)
        raise TypeError(f"unsupported operand {x!r}")

    def __add__(self, o):
        o = Expr.of(o)
        return Expr(self.terms + o.terms, self.constant + o.constant)

    __radd__ = __add__

    def __neg__(self):
        return Expr([(-c, v) for c, v in self.terms], -self.constant)

    def __sub__(self, o):
        return self + (-Expr.of(o))

    def __rsub__(self, o):
        return Expr.of(o) + (-self)

    def __mul__(self, k):
        if not isinstance(k, (int, float)):
            raise TypeError("nonlinear")
        return Expr([(c * k, v) for c, v in self.terms], self.constant * k)

    __rmul__ = __mul__

    def _rel(self, o, op):
        e = self - Expr.of(o)
        return Cons(e, op)

    def __eq__(self, o):
        return self._rel(o, "==")

    def __ge__(self, o):
        return self._rel(o, ">=")

    def __le__(self, o):
        return self._rel(o, "<=")

    __hash__ = object.__hash__


class Var(Expr):
    def __init__(self, name):
        super().__init__([(1.0, name)], 0.0)
        self.name = name
        RECORD["vars"].append(name)


class Cons:
    def __init__(self, expr, op, strength=NAMED["required"], sname="required"):
        self.expr, self.op, self.strength, self.sname = expr, op, strength, sname

    def __or__(self, s):
        if isinstance(s, str):
            return Cons(self.expr, self.op, NAMED[s], s)
        return Cons(self.expr, self.op, float(s), None)


class Solver:
    def addEditVariable(self, var, s):
        RECORD["edits"].append((var.name, NAMED[s] if isinstance(s, str) else float(s),
                                s if isinstance(s, str) else None))

    def addConstraint(self, c):
        RECORD["constraints"].append(c)

    def suggestValue(self, *a):
        pass

    def updateVariables(self):
        pass


class _Runner:
    def bench_time_func(self, *a, **k):
        pass


RECORD = {"vars": [], "edits": [], "constraints": []}


def load(path):
    kiwi = types.ModuleType("kiwisolver")
    kiwi.Solver, kiwi.Variable = Solver, Var
    kiwi.strength = types.SimpleNamespace(create=create, **NAMED)
    perf = types.ModuleType("perf")
    perf.Runner = _Runner
    perf.perf_counter = lambda: 0.0
    saved = {k: sys.modules.get(k) for k in ("kiwisolver", "perf")}
    sys.modules["kiwisolver"], sys.modules["perf"] = kiwi, perf
    try:
        with open(path, encoding="utf-8") as f:
            src = f.read()
        exec(compile(src, path, "exec"), {"__name__": "enaml_like_benchmark"})
    finally:
        for k, v in saved.items():
            if v is None:
                sys.modules.pop(k, None)
            else:
                sys.modules[k] = v
    return RECORD


def check(rec):
    nv, ne, nc = len(rec["vars"]), len(rec["edits"]), len(rec["constraints"])
    if (nv, ne, nc) != (37, 2, 111) or [e[0] for e in rec["edits"]] != ["width", "height"]:
        sys.exit(f"gen_enaml: unexpected benchmark shape: {nv} vars, {ne} edits, {nc} constraints")


def cpp_double(x):
    r = repr(float(x))
    if r in ("inf", "-inf", "nan"):
        raise ValueError(r)
    return r if any(ch in r for ch in ".eE") else r + ".0"


def strength_cpp(val, sname):
    if sname is not None:
        return f"kiwi::strength::{sname}"
    return cpp_double(val)


def emit_cpp(rec):
    idx = {n: i for i, n in enumerate(rec["vars"])}
    ops = {"==": "kiwi::OP_EQ", "<=": "kiwi::OP_LE", ">=": "kiwi::OP_GE"}
    out = []
    out.append("// GENERATED at bench time by scripts/kiwi/gen_enaml.py from kiwi's")
    out.append("// benchmarks/enaml_like_benchmark.py. Do not edit, do not commit.")
    out.append("namespace enaml {")
    out.append(f"constexpr int kNumVars = {len(rec['vars'])};")
    out.append(f"constexpr int kNumEdits = {len(rec['edits'])};")
    out.append(f"constexpr int kNumConstraints = {len(rec['constraints'])};")
    out.append("const char* const kVarNames[kNumVars] = {"
               + ", ".join(f'"{n}"' for n in rec["vars"]) + "};")
    out.append("struct Vars {")
    out.append("  kiwi::Variable v[kNumVars];")
    out.append("  Vars() { for (int i = 0; i < kNumVars; ++i) v[i] = kiwi::Variable(kVarNames[i]); }")
    out.append("};")
    out.append(f"inline kiwi::Variable& width(Vars& V) {{ return V.v[{idx['width']}]; }}")
    out.append(f"inline kiwi::Variable& height(Vars& V) {{ return V.v[{idx['height']}]; }}")
    out.append("inline void addEdits(kiwi::Solver& s, Vars& V) {")
    for name, val, sname in rec["edits"]:
        out.append(f"  s.addEditVariable(V.v[{idx[name]}], {strength_cpp(val, sname)});")
    out.append("}")
    out.append("inline void addConstraints(kiwi::Solver& s, Vars& V) {")
    for n, c in enumerate(rec["constraints"]):
        terms = ", ".join(f"kiwi::Term(V.v[{idx[v]}], {cpp_double(k)})" for k, v in c.expr.terms)
        out.append(f"  s.addConstraint(kiwi::Constraint(kiwi::Expression(std::vector<kiwi::Term>{{"
                   f"{terms}}}, {cpp_double(c.expr.constant)}), {ops[c.op]}, "
                   f"{strength_cpp(c.strength, c.sname)}));  // #{n}")
    out.append("}")
    out.append("}  // namespace enaml")
    return "\n".join(out) + "\n"


def emit_json(rec):
    import json

    def strength_json(val, sname):
        return sname if sname is not None else val

    cons = []
    for c in rec["constraints"]:
        cons.append({"terms": [[k, v] for k, v in c.expr.terms], "constant": c.expr.constant,
                     "op": c.op, "strength": strength_json(c.strength, c.sname)})
    ops = [{"op": "addEdit", "var": n, "strength": strength_json(v, s)} for n, v, s in rec["edits"]]
    ops += [{"op": "add", "c": i} for i in range(len(cons))]
    for w, h in [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]:
        ops += [{"op": "suggest", "var": "width", "value": w},
                {"op": "suggest", "var": "height", "value": h}, {"op": "snapshot"}]
    doc = {"format": "solver-system/1", "variables": rec["vars"], "constraints": cons,
           "ops": ops, "on_error": "stop",
           "meta": {"source": "kiwisolver benchmarks/enaml_like_benchmark.py"}}
    return json.dumps(doc, indent=1) + "\n"


def main(argv):
    if len(argv) != 4 or argv[2] not in ("--cpp", "--json"):
        sys.exit(__doc__)
    rec = load(argv[1])
    check(rec)
    text = emit_cpp(rec) if argv[2] == "--cpp" else emit_json(rec)
    with open(argv[3], "w", encoding="utf-8") as f:
        f.write(text)


if __name__ == "__main__":
    main(sys.argv)
