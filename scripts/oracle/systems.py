"""Random operation sequences in the solver-system/1 format (docs/solver-system.md).

Two families, each small to large:

- ``layout``: what a layout engine sends -- rows of widths tied by required equalities and
  chained lefts, closed to a container that is an edit variable; duplicate copies of
  required equalities; hugging-like preferences at UIKit priorities (250, 251, 500, 749,
  750, 751, 999, ...); then edit drags, ``setConstant`` on required equalities and
  inequalities, removals and re-adds, edit variables removed and added back.
- ``generic``: small random systems with random coefficients, relations and strengths
  (including exact duplicates), and random operations.

Every sequence ends with a snapshot; snapshots are sprinkled in between. Deterministic:
the same (family, seed) gives the same sequence.
"""

import random

KIWI_STRONG, KIWI_MEDIUM, KIWI_WEAK = 1e6, 1e3, 1.0
REQUIRED = 1_001_001_000.0


def uikit_priority(p):
    """The weight `Strength(uiKitPriority:)` gives a UIKit priority below 1000."""
    return 10 ** (9 * p / 1000)


def strength_value(s):
    """A solver-system strength (name, number or [a, b, c(, w)]) as its weight."""
    if s is None or s == "required":
        return REQUIRED
    if isinstance(s, str):
        return {"strong": KIWI_STRONG, "medium": KIWI_MEDIUM, "weak": KIWI_WEAK}[s]
    if isinstance(s, list):
        w = s[3] if len(s) > 3 else 1.0
        clip = lambda x: min(max(x, 0.0), 1000.0)
        return clip(s[0] * w) * 1e6 + clip(s[1] * w) * 1e3 + clip(s[2] * w)
    return min(max(float(s), 0.0), REQUIRED)


class Builder:
    def __init__(self):
        self.variables, self.constraints, self.ops = [], [], []

    def var(self, name):
        self.variables.append(name)
        return name

    def constraint(self, terms, constant, op, strength="required"):
        self.constraints.append({"terms": terms, "constant": constant, "op": op, "strength": strength})
        return len(self.constraints) - 1

    def op(self, **kw):
        self.ops.append(kw)

    def system(self):
        if not self.ops or self.ops[-1]["op"] != "snapshot":
            self.op(op="snapshot")
        return {"format": "solver-system/1", "variables": self.variables,
                "constraints": self.constraints, "ops": self.ops, "on_error": "continue"}


def uikit_strength(r):
    p = r.choice([250, 251, 500, 700, 749, 750, 751, 999, r.randint(1, 999)])
    return uikit_priority(p)


def layout(seed, size=None, pulls=True):
    """A row (or a few rows) of views inside an edit-variable container; with `pulls`, half
    the sequences also pull every variable weakly (0.001·j) so that most optima are unique."""
    r = random.Random(seed)
    n = size or r.choice([2, 3, 4, 6, 10, 20, 40])
    rows = 1 if n < 6 else r.randint(1, 3)
    b = Builder()
    cw = b.var("cw")
    base, required_eq, required_ineq, soft = [], [], [], []
    for row in range(rows):
        prev = None
        for i in range(n):
            l, w = b.var(f"l{row}_{i}"), b.var(f"w{row}_{i}")
            base.append(b.constraint([[1, w]], -r.randint(0, 20), ">=", "required"))
            required_ineq.append(base[-1])
            soft.append(b.constraint([[1, w]], -r.randint(10, 80), "==", uikit_strength(r)))
            if r.random() < 0.3:  # a compression-resistance-like inequality
                soft.append(b.constraint([[1, w]], -r.randint(10, 80), ">=", uikit_strength(r)))
            if prev is None:
                c = b.constraint([[1, l]], -r.choice([0, 8, 16]), "==", "required")
            else:
                pl, pw = prev
                c = b.constraint([[1, l], [-1, pl], [-1, pw]], -r.choice([0, 8, 12]),
                                 r.choice(["==", "==", ">="]), "required")
                if r.random() < 0.5:  # equal or proportional widths
                    k = r.choice([1, 1, 2])
                    e = b.constraint([[1, w], [-k, pw]], 0, "==",
                                     r.choice(["required", "required", uikit_strength(r)]))
                    base.append(e)
                    if b.constraints[e]["strength"] == "required":
                        required_eq.append(e)
            base.append(c)
            (required_eq if b.constraints[c]["op"] == "==" else required_ineq).append(c)
            prev = (l, w)
        pl, pw = prev
        close = b.constraint([[1, pl], [1, pw], [-1, cw]], r.choice([0, 8]), r.choice(["==", "<="]),
                             r.choice(["required", "required", uikit_strength(r)]))
        base.append(close)
        if b.constraints[close]["strength"] == "required":
            (required_eq if b.constraints[close]["op"] == "==" else required_ineq).append(close)
    # Duplicates: a second object with the same content as some required equalities.
    dups = []
    for c in r.sample(required_eq, k=min(len(required_eq), r.randint(0, 3))):
        dups.append(b.constraint(**{k2: b.constraints[c][k2] for k2 in ("terms", "constant", "op", "strength")}))
    # A weak pull on every variable now and then, so that many optima are unique.
    if r.random() < 0.5 and pulls:
        for j, v in enumerate(b.variables):
            soft.append(b.constraint([[1, v]], -r.randint(0, 300), "==", 0.001 * (j + 1) + 0.0001 * r.random()))

    b.op(op="addEdit", var=cw, strength=r.choice(["strong", "strong", uikit_strength(r)]))
    b.op(op="suggest", var=cw, value=r.randint(100, 1200))
    everything = soft + base + dups
    r.shuffle(everything)
    for c in everything:
        b.op(op="add", c=c)
    b.op(op="snapshot")
    present = set(everything)
    edit = True
    for _ in range(r.randint(5, 10 + 2 * n)):
        t = r.random()
        if t < 0.18:
            if edit:
                b.op(op="suggest", var=cw, value=r.randint(0, 1500))
        elif t < 0.33:
            c = r.choice(required_eq + dups)
            b.op(op="setConstant", c=c, value=-r.randint(0, 40))
        elif t < 0.40:
            c = r.choice(required_ineq)
            b.op(op="setConstant", c=c, value=-r.randint(0, 100))
        elif t < 0.62:
            c = r.choice(sorted(present)) if present else r.choice(everything)
            b.op(op="remove", c=c)
            present.discard(c)
        elif t < 0.80:
            c = r.choice(everything)
            b.op(op="add", c=c)
            present.add(c)
        elif t < 0.84:
            b.op(op="removeEdit" if edit else "addEdit", var=cw, **({} if edit else {"strength": "strong"}))
            edit = not edit
        else:
            b.op(op="snapshot")
    return b.system()


def generic(seed, size=None):
    """A small random system: random terms, relations, strengths and operations."""
    r = random.Random(seed)
    nv = size or r.randint(2, 8)
    b = Builder()
    vs = [b.var(f"v{i}") for i in range(nv)]
    strengths = ["required", "required", "strong", "medium", "weak",
                 lambda: round(r.uniform(0.5, 5), 4), lambda: uikit_strength(r)]
    nc = r.randint(nv, 3 * nv)
    for _ in range(nc):
        if b.constraints and r.random() < 0.12:  # an exact copy, as a separate constraint
            src = r.choice(b.constraints)
            b.constraint(**{k: src[k] for k in ("terms", "constant", "op", "strength")})
            continue
        k = r.randint(1, min(3, nv))
        terms = [[r.choice([-3, -2, -1, -0.5, 0.5, 1, 1, 2, 3]), v] for v in r.sample(vs, k)]
        s = r.choice(strengths)
        b.constraint(terms, -r.randint(-100, 100), r.choice(["==", "==", "<=", ">="]), s() if callable(s) else s)
    edits = r.sample(vs, k=r.randint(0, min(2, nv)))
    for v in edits:
        b.op(op="addEdit", var=v, strength=r.choice(["strong", "medium", "weak"]))
    live = set(edits)
    for _ in range(r.randint(nc, 3 * nc)):
        t = r.random()
        c = r.randrange(nc)
        if t < 0.45:
            b.op(op="add", c=c)
        elif t < 0.65:
            b.op(op="remove", c=c)
        elif t < 0.75:
            b.op(op="setConstant", c=c, value=-r.randint(-100, 100))
        elif t < 0.85 and live:
            b.op(op="suggest", var=r.choice(sorted(live)), value=r.randint(-200, 200))
        elif t < 0.90:
            v = r.choice(vs)
            if v in live:
                b.op(op="removeEdit", var=v)
                live.discard(v)
            else:
                b.op(op="addEdit", var=v, strength=r.choice(["strong", "medium", "weak"]))
                live.add(v)
        else:
            b.op(op="snapshot")
    return b.system()


def uikit(seed, size=None):
    """The layout family with UIKit priorities only (no tie-breaking pulls)."""
    return layout(seed, size, pulls=False)


FAMILIES = {"layout": layout, "uikit": uikit, "generic": generic}
