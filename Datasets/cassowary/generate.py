#!/usr/bin/env python3
"""Reference-answer generator for the OpenAutoLayout Cassowary solver tests.

Writes, next to this file (or into --outdir):

* ``systems.jsonl`` -- random layout-like linear constraint systems, one JSON
  object per line, each replayed through kiwisolver (the C++ Cassowary used
  by matplotlib/enaml) and independently checked against a strict
  lexicographic optimum computed with ``scipy.optimize.linprog`` (HiGHS).
* ``README.md``     -- provenance, format, and the counts printed by this run.

The output is a pure function of the constants below (fixed seed, no
wall-clock data), so running the script twice gives byte-identical files.
Only ``random.Random.random()`` is used as a randomness source (its stream is
guaranteed stable across Python versions); every other draw is derived from it.

Usage (see README.md):
    python3 -m venv /tmp/kiwi-venv
    /tmp/kiwi-venv/bin/pip install -r Datasets/cassowary/requirements.txt
    /tmp/kiwi-venv/bin/python Datasets/cassowary/generate.py
"""

import argparse
import ctypes
import json
import multiprocessing
import os
import random
import subprocess
import sys
import time
from collections import Counter

import kiwisolver


# ---------------------------------------------------------------------------
# kiwi replay. Runs in a fresh interpreter per system (`--kiwi-replay`, see
# run_kiwi), so it is defined before the heavy imports below.
# ---------------------------------------------------------------------------
def _data_address(var):
    """Address of a kiwisolver.Variable's C++ VariableData.

    kiwisolver 1.5.1 layout: the Python object is PyObject_HEAD (16 bytes),
    PyObject* context, then kiwi::Variable (one pointer to VariableData);
    VariableData starts with an int refcount, then std::string m_name (the
    wheel uses the pre-C++11 copy-on-write string: one pointer to the
    characters, the length 24 bytes before them). The name is read back to
    check the layout before the address is trusted."""
    data = ctypes.c_void_p.from_address(id(var) + 24).value
    chars = ctypes.c_void_p.from_address(data + 8).value
    length = ctypes.c_size_t.from_address(chars - 24).value
    if length != len(var.name()) or ctypes.string_at(chars, length).decode() != var.name():
        raise RuntimeError("unexpected kiwisolver memory layout")
    return data


def _ordered_variables(n):
    """n kiwi variables whose internal addresses increase with the index.

    kiwi keys its per-constraint term map by that address (Constraint::reduce
    uses std::map<Variable, double>), so the order in which it numbers new
    variables and sums substituted rows follows memory addresses; with
    variables handed out in address order it follows the index instead, and
    kiwi's answer no longer depends on the heap state."""
    xs = [kiwisolver.Variable("v%d" % i) for i in range(n)]
    xs.sort(key=_data_address)
    for i, x in enumerate(xs):
        x.setName("x%d" % i)
    return xs


def _kiwi_replay(system, rebuild):
    n = system["n"]
    xs = _ordered_variables(n)

    def make(c):
        expr = kiwisolver.Expression([kiwisolver.Term(xs[v], a) for v, a in c["terms"]], c["constant"])
        return kiwisolver.Constraint(expr, c["op"], c["strength"])

    solver = kiwisolver.Solver()
    unsat = []
    accepted = []
    for idx, c in enumerate(system["constraints"]):
        try:
            solver.addConstraint(make(c))
            accepted.append(idx)
        except kiwisolver.UnsatisfiableConstraint:
            unsat.append(idx)
            if rebuild:
                # kiwi does not restore its tableau after a failed add (the
                # artificial-variable pivots stay), so start again from the
                # constraints accepted so far: the solver is then "unchanged".
                solver = kiwisolver.Solver()
                for j in accepted:
                    solver.addConstraint(make(system["constraints"][j]))
    for e in system["edits"]:
        solver.addEditVariable(xs[e["variable"]], e["strength"])
    values = []
    solver.updateVariables()
    values.append([x.value() for x in xs])
    for step in system["steps"][1:]:
        for v, val in step["suggest"]:
            solver.suggestValue(xs[v], val)
        solver.updateVariables()
        values.append([x.value() for x in xs])
    return unsat, values


if __name__ == "__main__" and sys.argv[1:] == ["--kiwi-replay"]:
    _req = json.loads(sys.stdin.read())
    sys.stdout.write(json.dumps(_kiwi_replay(_req["system"], _req["rebuild"])))
    sys.exit(0)

import numpy as np
import scipy
import scipy.sparse as sp
from scipy.optimize import linprog

SEED = 20250611
CANDIDATES = 620          # candidate systems generated; the valid ones are kept
MIN_VARS, MAX_VARS = 5, 60
COEFS = [1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 3.0]
LEVELS = ["strong", "medium", "weak"]

# Validation tolerances (see README.md).
LEVEL_AGREE_TOL = 1e-6    # |kiwi level error - lexicographic optimum|, times max(1, optimum)
REQUIRED_TOL = 1e-9       # required-constraint residual, times max(1, scale)
DUAL_TOL = 1e-9           # reduced cost / multiplier treated as nonzero above this
UNIQUE_TOL = 1e-7         # max - min below this: value is unique
NONUNIQUE_TOL = 1e-5      # max - min above this: value is not unique
VALUE_AGREE_TOL = 1e-6    # |kiwi value - LP value| for unique values, times max(1,|v|)
FEAS_TOL = 1e-9           # phase-1 total violation below this: feasible
INFEAS_TOL = 1e-6         # phase-1 total violation above this: infeasible

HIGHS_OPTIONS = {
    "presolve": True,
    "primal_feasibility_tolerance": 1e-10,
    "dual_feasibility_tolerance": 1e-10,
}


# ---------------------------------------------------------------------------
# Deterministic randomness built only on random.Random.random().
# ---------------------------------------------------------------------------
class Rng:
    def __init__(self, seed):
        self._r = random.Random(seed)

    def random(self):
        return self._r.random()

    def chance(self, p):
        return self.random() < p

    def randint(self, a, b):
        """Uniform integer in [a, b]."""
        return a + min(int(self.random() * (b - a + 1)), b - a)

    def uniform(self, a, b):
        return a + (b - a) * self.random()

    def choice(self, seq):
        return seq[self.randint(0, len(seq) - 1)]

    def weighted(self, items, weights):
        total = float(sum(weights))
        r = self.random() * total
        acc = 0.0
        for item, w in zip(items, weights):
            acc += w
            if r < acc:
                return item
        return items[-1]

    def shuffle(self, lst):
        for i in range(len(lst) - 1, 0, -1):
            j = self.randint(0, i)
            lst[i], lst[j] = lst[j], lst[i]

    def sample(self, seq, k):
        pool = list(seq)
        self.shuffle(pool)
        return pool[:k]

    def half(self, lo, hi):
        """Multiple of 0.5 in [lo, hi] (exact in binary floating point)."""
        return self.randint(int(2 * lo), int(2 * hi)) / 2.0


# ---------------------------------------------------------------------------
# System generation.
# ---------------------------------------------------------------------------
def con(terms, constant, op, strength):
    return {"terms": [[int(v), float(c)] for v, c in terms],
            "constant": float(constant), "op": op, "strength": strength}


def pick_levels(rng):
    """Which optional levels the soft constraints of a system may use."""
    k = rng.weighted([3, 2, 1], [0.55, 0.3, 0.15])
    return sorted(rng.sample(LEVELS, k), key=LEVELS.index)


def gen_random(rng, n, style):
    """Random constraints with 1..4 terms. style: mixed / eqonly / ineq."""
    levels = pick_levels(rng)
    m = rng.randint(n, int(2.2 * n) + 2)
    p_req = rng.uniform(0.2, 0.5)
    max_req_eq = max(1, int(n * rng.uniform(0.3, 0.7)))
    req_eq = 0
    cons = []
    for _ in range(m):
        k = rng.weighted([1, 2, 3, 4], [0.3, 0.4, 0.2, 0.1])
        k = min(k, n)
        vs = rng.sample(range(n), k)
        terms = [(v, rng.choice(COEFS)) for v in vs]
        if k == 1:
            terms = [(vs[0], rng.choice([1.0, 1.0, -1.0, 2.0, 0.5]))]
        constant = rng.half(-200, 200) if rng.chance(0.5) else float(rng.randint(-200, 200))
        if style == "eqonly":
            op = "=="
        elif style == "ineq":
            op = "==" if rng.chance(0.08) else rng.choice(["<=", ">="])
        else:
            op = "==" if rng.chance(0.45) else rng.choice(["<=", ">="])
        strength = "required" if rng.chance(p_req) else rng.choice(levels)
        if strength == "required" and op == "==":
            if req_eq >= max_req_eq:
                strength = rng.choice(levels)
            else:
                req_eq += 1
        cons.append(con(terms, constant, op, strength))
    return cons


def gen_layout(rng, n):
    """A horizontal row of views inside a container of width W = x0.

    View i has left = x(1+3i), width = x(2+3i), right = x(3+3i)."""
    k = max(2, (n - 1) // 3)
    n = 3 * k + 1
    levels = pick_levels(rng)

    def lv(preferred):
        return preferred if preferred in levels else rng.choice(levels)

    W = 0
    L = lambda i: 1 + 3 * i
    Wd = lambda i: 2 + 3 * i
    R = lambda i: 3 + 3 * i
    margin = rng.choice([0.0, 8.0, 16.0, 20.0])
    cons = [con([(W, 1.0)], 0.0, ">=", "required")]
    if rng.chance(0.5):
        cons.append(con([(L(0), 1.0)], -margin, "==", "required"))
    else:
        cons.append(con([(L(0), 1.0)], -margin, ">=", "required"))
        cons.append(con([(L(0), 1.0)], -margin, "==", lv("strong")))
    for i in range(k):
        cons.append(con([(R(i), 1.0), (L(i), -1.0), (Wd(i), -1.0)], 0.0, "==", "required"))
        minw = float(5 * rng.randint(0, 12))
        cons.append(con([(Wd(i), 1.0)], -minw, ">=", "required"))
        if rng.chance(0.3):
            maxw = minw + 5 * rng.randint(4, 40)
            cons.append(con([(Wd(i), 1.0)], -maxw, "<=", rng.choice(["required", lv("strong")])))
        if rng.chance(0.85):
            pref = float(5 * rng.randint(4, 40))
            cons.append(con([(Wd(i), 1.0)], -pref, "==", lv(rng.choice(["weak", "medium"]))))
        if i + 1 < k:
            gap = rng.choice([0.0, 8.0, 10.0, 20.0])
            if rng.chance(0.6):
                cons.append(con([(L(i + 1), 1.0), (R(i), -1.0)], -gap, ">=", "required"))
                cons.append(con([(L(i + 1), 1.0), (R(i), -1.0)], -gap, "==", lv(rng.choice(["strong", "medium"]))))
            else:
                cons.append(con([(L(i + 1), 1.0), (R(i), -1.0)], -gap, "==", "required"))
    cons.append(con([(W, 1.0), (R(k - 1), -1.0)], -margin, ">=", "required"))
    cons.append(con([(W, 1.0), (R(k - 1), -1.0)], -margin, "==", lv("strong")))
    for _ in range(rng.randint(0, max(1, k // 2))):
        i, j = rng.sample(range(k), 2)
        kind = rng.randint(0, 3)
        if kind == 0:    # equal widths
            cons.append(con([(Wd(i), 1.0), (Wd(j), -1.0)], 0.0, "==", lv("medium")))
        elif kind == 1:  # proportional widths
            cons.append(con([(Wd(i), 1.0), (Wd(j), -2.0)], 0.0, "==", lv("weak")))
        elif kind == 2:  # centre of view i at the container centre
            cons.append(con([(L(i), 1.0), (Wd(i), 0.5), (W, -0.5)], 0.0, "==", lv("weak")))
        else:            # view i at least as wide as half the container
            cons.append(con([(Wd(i), 2.0), (W, -1.0)], 0.0, ">=", lv("medium")))
    if rng.chance(0.5):
        rng.shuffle(cons)
    return n, cons


def gen_chain(rng, n, amplify):
    """x_{i+1} = x_i + c_i chains with bounds, preferences and cross links.

    With amplify, a run of 4..8 consecutive required links is
    x_{i+1} = f x_i + c (f = 2 or 3), with a stronger preference at the start
    of the run and a weaker one at its end: when f**length exceeds the 1e3
    ratio between kiwi's strength weights, kiwi's weighted optimum and the
    strict lexicographic optimum can differ (such systems are dropped)."""
    levels = pick_levels(rng)
    cons = []
    amp = None
    if amplify:
        length = rng.randint(4, min(8, n - 1))
        start = rng.randint(0, n - 1 - length)
        amp = (start, length, rng.choice([2.0, 3.0, 3.0]))
    for i in range(n - 1):
        c = float(rng.randint(-20, 60))
        if amp and amp[0] <= i < amp[0] + amp[1]:
            cons.append(con([(i + 1, -1.0), (i, amp[2])], float(rng.randint(-5, 5)), "==", "required"))
            continue
        strength = "required" if rng.chance(0.7) else rng.choice(levels)
        if rng.chance(0.75):
            cons.append(con([(i + 1, 1.0), (i, -1.0)], -c, "==", strength))
        else:
            cons.append(con([(i + 1, 1.0), (i, -1.0)], -c, ">=", strength))
    if amp:
        start, length, _ = amp
        high = rng.choice(["strong", "medium"])
        low = "medium" if high == "strong" and rng.chance(0.4) else "weak"
        cons.append(con([(start, 1.0)], -rng.half(-20, 20), "==", high))
        cons.append(con([(start + length, 1.0)], -rng.half(-200, 200), "==", low))
    lo = rng.half(-200, 50)
    cons.append(con([(0, 1.0)], -lo, ">=", "required"))
    hi = rng.half(0, 200)
    cons.append(con([(n - 1, 1.0)], -hi, "<=", rng.choice(["required", rng.choice(levels)])))
    for _ in range(rng.randint(1, max(1, n // 3))):
        i = rng.randint(0, n - 1)
        cons.append(con([(i, 1.0)], -rng.half(-200, 200), "==", rng.choice(levels)))
    for _ in range(rng.randint(0, max(1, n // 4))):
        i, j = sorted(rng.sample(range(n), 2))
        cons.append(con([(j, 1.0), (i, -1.0)], -float(rng.randint(0, 100)), rng.choice([">=", "<="]),
                        rng.choice(["required"] + levels)))
    if rng.chance(0.3):
        rng.shuffle(cons)
    return cons


def required_indices(cons):
    """Indices of the required equalities and of the required inequalities."""
    req = [i for i, c in enumerate(cons) if c["strength"] == "required"]
    return ([i for i in req if cons[i]["op"] == "=="],
            [i for i in req if cons[i]["op"] != "=="])


def add_conflicts(rng, cons, n):
    """Insert 1..3 required constraints meant to contradict earlier ones."""
    added = 0
    for _ in range(rng.randint(1, 3)):
        kind = rng.randint(0, 3)
        req_eq, req_in = required_indices(cons)
        new, after = None, 0
        if kind == 0 and req_eq:                      # same equality, other constant
            i = rng.choice(req_eq)
            d = rng.half(5, 50) * rng.choice([1, -1])
            new, after = con(cons[i]["terms"], cons[i]["constant"] + d, "==", "required"), i
        elif kind == 1 and req_in:                    # opposite inequality, disjoint
            i = rng.choice(req_in)
            c = cons[i]
            d = rng.half(5, 50)
            if c["op"] == ">=":   # e >= 0 and e + d <= 0
                new = con(c["terms"], c["constant"] + d, "<=", "required")
            else:                 # e <= 0 and e - d >= 0
                new = con(c["terms"], c["constant"] - d, ">=", "required")
            after = i
        elif kind == 2 and len(req_eq) >= 2:          # sum of two equalities, shifted
            i, j = rng.sample(req_eq, 2)
            terms = merge_terms(cons[i]["terms"], cons[j]["terms"])
            if terms and len(terms) <= 4:
                const = cons[i]["constant"] + cons[j]["constant"] + rng.half(5, 50)
                new, after = con(terms, const, "==", "required"), max(i, j)
        else:                                         # pin a variable twice
            v = rng.randint(0, n - 1)
            a = rng.half(-200, 200)
            pos = rng.randint(0, len(cons))
            cons.insert(pos, con([(v, 1.0)], -a, "==", "required"))
            new, after = con([(v, 1.0)], -(a + rng.half(5, 50)), "==", "required"), pos
        if new is not None:
            cons.insert(rng.randint(after + 1, len(cons)), new)
            added += 1
    return added


def add_redundant(rng, cons):
    """Insert 1..4 constraints implied by (or duplicating) earlier ones."""
    added = 0
    for _ in range(rng.randint(1, 4)):
        kind = rng.randint(0, 3)
        req_eq, req_in = required_indices(cons)
        new, after = None, 0
        if kind == 0 and cons:                        # exact duplicate (new object)
            i = rng.randint(0, len(cons) - 1)
            new, after = json.loads(json.dumps(cons[i])), i
        elif kind == 1 and len(req_eq) >= 2:          # sum of two equalities
            i, j = rng.sample(req_eq, 2)
            terms = merge_terms(cons[i]["terms"], cons[j]["terms"])
            if terms and len(terms) <= 4:
                new = con(terms, cons[i]["constant"] + cons[j]["constant"], "==", "required")
                after = max(i, j)
        elif kind == 2 and req_in:                    # weaker inequality
            i = rng.choice(req_in)
            c = cons[i]
            d = rng.half(0, 40)
            const = c["constant"] + d if c["op"] == ">=" else c["constant"] - d
            new = con(c["terms"], const, c["op"], rng.choice(["required"] + LEVELS))
            after = i
        elif kind == 3 and req_eq:                    # negated equality
            i = rng.choice(req_eq)
            c = cons[i]
            new = con([(v, -a) for v, a in c["terms"]], -c["constant"], "==", "required")
            after = i
        if new is not None:
            cons.insert(rng.randint(after + 1, len(cons)), new)
            added += 1
    return added


def merge_terms(t1, t2):
    acc = {}
    order = []
    for v, a in list(t1) + list(t2):
        if v not in acc:
            order.append(v)
            acc[v] = 0.0
        acc[v] += a
    return [(v, acc[v]) for v in order if acc[v] != 0.0]


def gen_edits_and_steps(rng, n, cons, kind):
    used = sorted({v for c in cons for v, _ in c["terms"]})
    pool = used if used else list(range(n))
    n_edits = min(len(pool), rng.weighted([1, 2, 3, 4], [0.35, 0.35, 0.2, 0.1]))
    if kind == "layout":
        # container width first, then maybe a view's width or left edge
        ev = [0] + rng.sample([v for v in pool if v != 0], n_edits - 1)
    else:
        ev = rng.sample(pool, n_edits)
    edits = [{"variable": v, "strength": rng.choice(["strong", "medium"]) if not (kind == "layout" and v == 0)
              else "strong"} for v in ev]
    steps = [{"suggest": []}]
    for _ in range(rng.randint(1, 5)):
        chosen = rng.sample(range(len(edits)), rng.randint(1, len(edits)))
        sug = []
        for e in chosen:
            v = edits[e]["variable"]
            if kind == "layout":
                val = float(rng.randint(0, 240) * 5) if v == 0 else rng.half(-50, 300)
            else:
                val = rng.half(-200, 200)
            sug.append([v, val])
        steps.append({"suggest": sug})
    return edits, steps


def generate_system(cid):
    rng = Rng(SEED * 1000003 + cid)
    family = rng.weighted(["layout", "chain", "mixed", "eqonly", "ineq", "amplified"],
                          [0.22, 0.18, 0.26, 0.12, 0.14, 0.08])
    n = rng.randint(MIN_VARS, MAX_VARS)
    if family == "layout":
        n, cons = gen_layout(rng, n)
    elif family in ("chain", "amplified"):
        cons = gen_chain(rng, n, amplify=(family == "amplified"))
    else:
        cons = gen_random(rng, n, family)
    features = [family]
    if rng.chance(0.3):
        if add_conflicts(rng, cons, n):
            features.append("conflict")
    if rng.chance(0.3):
        if add_redundant(rng, cons):
            features.append("redundant")
    if family == "eqonly":
        # keep the "only equalities" promise after injections
        cons = [c for c in cons if c["op"] == "=="]
    edits, steps = gen_edits_and_steps(rng, n, cons, "layout" if family == "layout" else family)
    return {"n": n, "constraints": cons, "edits": edits, "steps": steps, "kind": "+".join(features),
            "uniq_seed": SEED * 7919 + cid}


# ---------------------------------------------------------------------------
# kiwi replay.
# ---------------------------------------------------------------------------
def run_kiwi(system, rebuild=True):
    """Replay the system on kiwi in a fresh Python process.

    The process isolates kiwi aborting (std::terminate on an
    InternalSolverError that the Python binding does not catch). kiwi's answer
    itself is made independent of the heap state by _ordered_variables.

    Returns ((unsat, values), None) or (None, kiwi's error message)."""
    req = {"system": {k: system[k] for k in ("n", "constraints", "edits", "steps")},
           "rebuild": rebuild}
    env = dict(os.environ, PYTHONHASHSEED="0")
    proc = subprocess.run([sys.executable, os.path.abspath(__file__), "--kiwi-replay"],
                          input=json.dumps(req), capture_output=True, text=True, env=env)
    if proc.returncode != 0:
        msg = [ln.split("what():", 1)[1].strip() for ln in proc.stderr.splitlines() if "what():" in ln]
        return None, (msg[0] if msg else "exit status %d" % proc.returncode)
    unsat, values = json.loads(proc.stdout)
    return (unsat, values), None


# ---------------------------------------------------------------------------
# Error formulas shared by kiwi checking and the LP model.
# ---------------------------------------------------------------------------
def violation(op, value):
    if op == "==":
        return abs(value)
    if op == "<=":
        return max(0.0, value)
    return max(0.0, -value)


def soft_rows(system, accepted, targets):
    """All optional rows of a step: (terms, constant, op, level), edits included.

    Edit constraint of variable v with current target t is `x_v - t == 0`;
    kiwi's addEditVariable starts with t = 0 and a target persists until the
    variable is suggested again."""
    rows = []
    for i, c in enumerate(system["constraints"]):
        if c["strength"] != "required" and accepted[i]:
            rows.append((c["terms"], c["constant"], c["op"], c["strength"]))
    for e in system["edits"]:
        v = e["variable"]
        rows.append(([[v, 1.0]], -targets[v], "==", e["strength"]))
    return rows


def level_errors(rows, x):
    errs = {lv: 0.0 for lv in LEVELS}
    for terms, const, op, lv in rows:
        val = sum(a * x[v] for v, a in terms) + const
        errs[lv] += violation(op, val)
    return errs


# ---------------------------------------------------------------------------
# LP model (scipy / HiGHS).
# ---------------------------------------------------------------------------
class LPFailure(Exception):
    pass


def solve_lp(c, A_ub, b_ub, A_eq, b_eq, bounds):
    res = linprog(c, A_ub=A_ub, b_ub=b_ub, A_eq=A_eq, b_eq=b_eq, bounds=bounds,
                  method="highs-ds", options=HIGHS_OPTIONS)
    if res.status in (2, 4):
        # HiGHS's presolve can report an unbounded problem as infeasible;
        # settle it without presolve.
        opts = dict(HIGHS_OPTIONS, presolve=False)
        res = linprog(c, A_ub=A_ub, b_ub=b_ub, A_eq=A_eq, b_eq=b_eq, bounds=bounds,
                      method="highs-ds", options=opts)
    return res


class Model:
    """Variables: x_0..x_{n-1} (free), then error variables (>= 0)."""

    def __init__(self, n, required, soft):
        self.n = n
        eq_rows, eq_b, ub_rows, ub_b = [], [], [], []
        for terms, const, op in required:
            row = {v: a for v, a in terms}
            if op == "==":
                eq_rows.append(row); eq_b.append(-const)
            elif op == "<=":
                ub_rows.append(row); ub_b.append(-const)
            else:
                ub_rows.append({v: -a for v, a in row.items()}); ub_b.append(const)
        nv = n
        self.level_cols = {lv: [] for lv in LEVELS}
        for terms, const, op, lv in soft:
            row = {v: a for v, a in terms}
            if op == "==":
                ep, em = nv, nv + 1
                nv += 2
                row[ep] = -1.0
                row[em] = 1.0
                eq_rows.append(row); eq_b.append(-const)
                self.level_cols[lv] += [ep, em]
            elif op == "<=":
                e = nv; nv += 1
                row[e] = -1.0
                ub_rows.append(row); ub_b.append(-const)
                self.level_cols[lv].append(e)
            else:
                e = nv; nv += 1
                r2 = {v: -a for v, a in row.items()}
                r2[e] = -1.0
                ub_rows.append(r2); ub_b.append(const)
                self.level_cols[lv].append(e)
        self.nv = nv
        self.eq_rows, self.eq_b = eq_rows, eq_b
        self.A_eq = self._mat(eq_rows)
        self.b_eq = np.array(eq_b, dtype=float) if eq_b else None
        self.ub_rows = ub_rows
        self.ub_b = ub_b

    def _mat(self, rows):
        if not rows:
            return None
        data, ri, ci = [], [], []
        for r, row in enumerate(rows):
            for col, a in row.items():
                ri.append(r); ci.append(col); data.append(a)
        return sp.csr_array((data, (ri, ci)), shape=(len(rows), self.nv))

    def solve(self, c, face=None):
        """Minimise c.z; face = (columns fixed at 0, inequality rows made tight)."""
        fixed, tight = face if face else ((), ())
        key = (frozenset(fixed), frozenset(tight))
        if getattr(self, "_cache_key", None) != key:
            ub = [i for i in range(len(self.ub_rows)) if i not in key[1]]
            tt = sorted(key[1])
            A_ub = self._mat([self.ub_rows[i] for i in ub])
            b_ub = np.array([self.ub_b[i] for i in ub], dtype=float) if ub else None
            if tt:
                A_eq = self._mat(self.eq_rows + [self.ub_rows[i] for i in tt])
                b_eq = np.array(self.eq_b + [self.ub_b[i] for i in tt], dtype=float)
            else:
                A_eq, b_eq = self.A_eq, self.b_eq
            bounds = np.array([(-np.inf, np.inf)] * self.n + [(0.0, np.inf)] * (self.nv - self.n))
            for j in key[0]:
                bounds[j] = (0.0, 0.0)
            self._cache_key = key
            self._cache = (A_ub, b_ub, A_eq, b_eq, bounds, ub)
        A_ub, b_ub, A_eq, b_eq, bounds, ub = self._cache
        res = solve_lp(c, A_ub, b_ub, A_eq, b_eq, bounds)
        res.ub_index = ub
        return res


def phase1_violation(n, required):
    """Minimum total violation of a set of required constraints (0 = feasible)."""
    soft = [(terms, const, op, "strong") for terms, const, op in required]
    if not soft:
        return 0.0
    m = Model(n, [], soft)
    c = np.zeros(m.nv)
    c[m.level_cols["strong"]] = 1.0
    res = m.solve(c)
    if res.status != 0:
        raise LPFailure("phase-1 LP status %d" % res.status)
    return max(0.0, res.fun)


def lexicographic(model):
    """Strict lexicographic optimum.

    Returns the level optima, the optimal face and one optimal point. After
    each level is minimised, its optimal set is pinned down exactly by
    complementary slackness with HiGHS's dual solution: every column with a
    positive reduced cost is fixed at 0 and every inequality row with a nonzero
    multiplier is made tight. (Unlike "level error <= optimum + tol" this adds
    no tolerance, so later levels cannot buy a little of their error back from
    an earlier level's slack.)"""
    opts = {}
    fixed, tight = set(), set()
    point = None
    for lv in LEVELS:
        cols = model.level_cols[lv]
        if not cols:
            opts[lv] = 0.0
            continue
        c = np.zeros(model.nv)
        c[cols] = 1.0
        res = model.solve(c, (fixed, tight))
        if res.status != 0:
            raise LPFailure("lexicographic LP (%s) status %d" % (lv, res.status))
        opts[lv] = max(0.0, res.fun)
        point = res.x[: model.n]
        red = res.lower.marginals
        for j in range(model.n, model.nv):
            if j not in fixed and red[j] > DUAL_TOL:
                fixed.add(j)
        if len(res.ub_index):
            mult = res.ineqlin.marginals
            for k, i in enumerate(res.ub_index):
                if mult[k] < -DUAL_TOL:
                    tight.add(i)
    if point is None:
        # no optional rows at all: any required-feasible point
        res = model.solve(np.zeros(model.nv))
        if res.status != 0:
            raise LPFailure("feasibility LP status %d" % res.status)
        point = res.x[: model.n]
    return opts, (fixed, tight), point


def uniqueness(model, face, lex_x, active_vars, rng):
    """Per variable: False when it is not unique over the optimal face, else
    (lo, hi) from minimising and maximising it there. Uses HiGHS points only
    (kiwi's float noise varies from run to run; this must not)."""
    n = model.n
    extra = face
    status = [None] * n        # None undecided, False non-unique, (lo, hi) unique-candidate
    for i in range(n):
        if i not in active_vars:
            status[i] = False  # appears in no constraint: free
    points = [np.asarray(lex_x, dtype=float)]

    def prune(p):
        for i in range(n):
            if status[i] is None and abs(p[i] - points[0][i]) > NONUNIQUE_TOL:
                status[i] = False

    lp_count = 0
    # two random directions shake out most of the non-unique variables cheaply
    for sign in (1.0, -1.0):
        if all(s is not None for s in status):
            break
        c = np.zeros(model.nv)
        for i in range(n):
            if status[i] is None:
                c[i] = sign * rng.uniform(0.5, 1.5) * rng.choice([1.0, -1.0])
        res = model.solve(c, extra)
        lp_count += 1
        if res.status == 0:
            prune(res.x[:n])
        elif res.status != 3:
            raise LPFailure("direction LP status %d" % res.status)
    ranges = {}
    for i in range(n):
        if status[i] is not None:
            continue
        lo_hi = []
        for sign in (1.0, -1.0):
            c = np.zeros(model.nv)
            c[i] = sign
            res = model.solve(c, extra)
            lp_count += 1
            if res.status == 3:
                status[i] = False
                break
            if res.status != 0:
                raise LPFailure("min/max LP status %d: %s" % (res.status, res.message))
            lo_hi.append(res.x[i])
            prune(res.x[:n])
            if status[i] is False:
                break
        if status[i] is None:
            ranges[i] = (min(lo_hi), max(lo_hi))
            status[i] = ranges[i]
    return status, lp_count


# ---------------------------------------------------------------------------
# Per-system pipeline.
# ---------------------------------------------------------------------------
def rnd(v):
    """12 significant digits, no negative zero, float noise near 0 snapped."""
    if abs(v) < 1e-10:
        return 0.0
    r = float("%.12g" % v)
    return 0.0 if r == 0.0 else r


def process(cid):
    system = generate_system(cid)
    n = system["n"]
    cons = system["constraints"]
    info = {"cid": cid, "kind": system["kind"], "lps": 0, "ambiguous": 0,
            "level_diff": None, "drop": None, "plain": None}
    try:
        replay, err = run_kiwi(system)
        if replay is None:
            info["drop"] = "kiwi aborted (InternalSolverError: %s)" % err
            return None, info
        unsat, kvalues = replay
        plain, plain_err = (None, None)
        if unsat:
            plain, plain_err = run_kiwi(system, rebuild=False)
        accepted = [i not in unsat for i in range(len(cons))]
        required = [(c["terms"], c["constant"], c["op"]) for i, c in enumerate(cons)
                    if c["strength"] == "required" and accepted[i]]

        # -- kiwi's unsatisfiable verdicts against a required-only LP ----------
        v = phase1_violation(n, required)
        info["lps"] += 1
        if v > INFEAS_TOL:
            info["drop"] = "kiwi accepted required constraints that the LP finds infeasible"
            return None, info
        if v > FEAS_TOL:
            info["drop"] = "required feasibility ambiguous (phase-1 violation between tolerances)"
            return None, info
        for j in unsat:
            before = [(c["terms"], c["constant"], c["op"]) for i, c in enumerate(cons[:j])
                      if c["strength"] == "required" and accepted[i]]
            before.append((cons[j]["terms"], cons[j]["constant"], cons[j]["op"]))
            v = phase1_violation(n, before)
            info["lps"] += 1
            if v <= FEAS_TOL:
                info["drop"] = "kiwi rejected a required constraint that the LP finds satisfiable"
                return None, info
            if v <= INFEAS_TOL:
                info["drop"] = "required feasibility ambiguous (phase-1 violation between tolerances)"
                return None, info

        # -- each step -----------------------------------------------------------
        urng = Rng(system["uniq_seed"])
        active = {v for c in required for v, _ in c[0]}
        for i, c in enumerate(cons):
            if accepted[i]:
                active.update(v for v, _ in c["terms"])
        active.update(e["variable"] for e in system["edits"])
        targets = [0.0] * n
        out_steps = []
        margins = {"level": 0.0, "value": 0.0, "required": 0.0}
        plain_ok = plain is not None and plain[0] == unsat
        for k, step in enumerate(system["steps"]):
            for v, val in step["suggest"]:
                targets[v] = val
            x = kvalues[k]
            # required constraints hold for kiwi
            for terms, const, op in required:
                val = sum(a * x[v] for v, a in terms) + const
                scale = max(1.0, sum(abs(a * x[v]) for v, a in terms) + abs(const))
                r = violation(op, val) / scale
                margins["required"] = max(margins["required"], r)
                if r > REQUIRED_TOL:
                    info["drop"] = "kiwi violates an accepted required constraint"
                    return None, info
            soft = soft_rows(system, accepted, targets)
            kerr = level_errors(soft, x)
            model = Model(n, required, soft)
            opts, face, lex_x = lexicographic(model)
            info["lps"] += 3
            for lv in LEVELS:
                d = abs(kerr[lv] - opts[lv]) / max(1.0, opts[lv])
                margins["level"] = max(margins["level"], d)
                if d > LEVEL_AGREE_TOL:
                    info["drop"] = "kiwi %s-level error differs from the lexicographic optimum" % lv
                    info["level_diff"] = {"step": k, "level": lv, "kiwi": kerr, "lex": opts}
                    return None, info
            if plain_ok:
                perr = level_errors(soft, plain[1][k])
                if any(abs(perr[lv] - opts[lv]) > LEVEL_AGREE_TOL * max(1.0, opts[lv]) for lv in LEVELS):
                    plain_ok = False
            status, lps = uniqueness(model, face, lex_x, active, urng)
            info["lps"] += lps
            values = []
            for i in range(n):
                st = status[i]
                if st is False:
                    values.append(None)
                    continue
                lo, hi = st
                if hi - lo < UNIQUE_TOL:
                    mid = 0.5 * (lo + hi)
                    d = abs(x[i] - mid) / max(1.0, abs(mid))
                    margins["value"] = max(margins["value"], d)
                    if d > VALUE_AGREE_TOL:
                        info["drop"] = "kiwi value differs from the unique lexicographic value"
                        return None, info
                    if plain_ok and abs(plain[1][k][i] - mid) > VALUE_AGREE_TOL * max(1.0, abs(mid)):
                        plain_ok = False
                    values.append(rnd(mid))
                elif hi - lo > NONUNIQUE_TOL:
                    values.append(None)
                else:
                    info["ambiguous"] += 1
                    values.append(None)
            out_steps.append({"suggest": [[v, float(val)] for v, val in step["suggest"]],
                              "levelErrors": {lv: rnd(opts[lv]) for lv in LEVELS},
                              "values": values})
        info["margins"] = margins
        if unsat:
            if plain is None:
                info["plain"] = "aborts (InternalSolverError: %s)" % plain_err
            elif plain[0] != unsat:
                info["plain"] = "rejects other constraints than the rebuilt replay"
            elif not plain_ok:
                info["plain"] = "gives level errors or unique values that differ from the reference"
            else:
                info["plain"] = "agrees with the reference"
    except LPFailure as exc:
        info["drop"] = "LP solver failure (%s)" % str(exc).split(" status")[0]
        info["lp_error"] = str(exc)
        return None, info
    record = {"variables": n, "constraints": cons, "unsatisfiable": unsat,
              "edits": system["edits"], "steps": out_steps, "kind": system["kind"]}
    return record, info


# ---------------------------------------------------------------------------
# Output.
# ---------------------------------------------------------------------------
def summarize(kept):
    s = Counter()
    nvars = [r["variables"] for r in kept]
    ncons = [len(r["constraints"]) for r in kept]
    for r in kept:
        cons = r["constraints"]
        s["unsat"] += bool(r["unsatisfiable"])
        s["unsat_constraints"] += len(r["unsatisfiable"])
        s["edits"] += bool(r["edits"])
        s["edit_vars"] += len(r["edits"])
        levels = {c["strength"] for c in cons if c["strength"] != "required"}
        levels |= {e["strength"] for e in r["edits"]}
        s["levels%d" % len(levels)] += 1
        ops = {c["op"] for c in cons}
        if ops == {"=="}:
            s["eq_only"] += 1
        n_in = sum(c["op"] != "==" for c in cons)
        if n_in >= 0.6 * len(cons):
            s["ineq_majority"] += 1
        for part in r["kind"].split("+"):
            s["kind_" + part] += 1
        s["steps%d" % (len(r["steps"]) - 1)] += 1
        for st in r["steps"]:
            s["values_total"] += len(st["values"])
            s["values_null"] += sum(v is None for v in st["values"])
    s["max_level"] = max(max(st["levelErrors"].values()) for r in kept for st in r["steps"])
    s["max_value"] = max(abs(v) for r in kept for st in r["steps"] for v in st["values"] if v is not None)
    return s, nvars, ncons


README_TEMPLATE = """# Cassowary reference systems

Reference answers for testing the OpenAutoLayout Cassowary solver: {kept} random,
layout-like linear constraint systems with required constraints, optional
constraints at up to three strengths, edit variables and `suggestValue` steps.

## Summary

| feature | systems |
| --- | --- |
| systems | {kept} |
| variables per system (min / max) | {vmin} / {vmax} |
| constraints per system (min / max) | {cmin} / {cmax} |
| with at least one unsatisfiable required constraint | {unsat} ({unsat_constraints} constraints in all) |
| with edit variables | {edits} ({edit_vars} edit variables in all) |
| optional levels used (constraints + edits): 1 / 2 / 3 | {levels1} / {levels2} / {levels3} |
| only equalities | {eq_only} |
| at least 60 % inequalities | {ineq_majority} |
| suggest steps after step 0: 1 / 2 / 3 / 4 / 5 | {steps1} / {steps2} / {steps3} / {steps4} / {steps5} |
| family `layout` (row of views in a container: left/width/right, gaps, margins) | {kind_layout} |
| family `chain` (x[i+1] = x[i] + c chains with bounds and preferences) | {kind_chain} |
| family `amplified` (chains with a run of 4-8 required links x[i+1] = 2 x[i] + c or 3 x[i] + c) | {kind_amplified} |
| family `mixed` (random 1-4 term equalities and inequalities) | {kind_mixed} |
| family `eqonly` (random equalities only) | {kind_eqonly} |
| family `ineq` (random, mostly inequalities) | {kind_ineq} |
| with injected conflicting required constraints (`conflict`) | {kind_conflict} |
| with injected redundant constraints (`redundant`) | {kind_redundant} |

Of the {values_total} stored values (all steps of all systems), {values_null} are
`null` (not unique at the lexicographic optimum, so not to be checked).

## Generator run

The counts printed by the generator:

```
{report}
```

## Where the data came from

Everything is produced by `generate.py` in this folder, from a fixed seed
(`SEED = {seed}`), {candidates} candidate systems. The stored answers
(`levelErrors`, `values`) are the **strict lexicographic** optimum computed
with scipy {scipy_version} (`linprog`, HiGHS dual simplex, feasibility
tolerances 1e-10); kiwisolver {kiwi_version} (the C++ Cassowary used by
matplotlib and enaml) decides `unsatisfiable` and serves as an independent
cross-check: a candidate is kept only if kiwi and the LPs agree. For each
candidate:

1. **kiwi replay**, as in *Replay procedure* below, in a fresh Python process
   per system. After kiwi raises `UnsatisfiableConstraint`, the generator throws
   the solver away and re-adds the constraints accepted so far: kiwi 1.5.1 does
   **not** leave its solver unchanged after a failed add (the pivots made while
   trying it stay), and the next `addEditVariable`/`suggestValue` then often
   aborts (see the plain-kiwi counts above). The references therefore follow
   the stated semantics "a rejected constraint leaves the solver unchanged".
   Reproducibility: kiwi orders the terms of each constraint by the memory
   address of the variables' internal data (`Constraint::reduce` uses a
   `std::map<Variable, double>`), so the order in which it numbers variables
   and sums substituted rows, hence its pivots, its float rounding and even
   whether a borderline system passes 3., depended on the heap state (one
   candidate flipped between two runs). The replay therefore creates the
   variables, sorts them by that address (read with `ctypes` after checking
   the object layout of kiwisolver 1.5.1 against the variable's name) and uses
   them in that order as `x0, x1, ...`, so kiwi follows the variable index.
   The separate process (with `PYTHONHASHSEED=0`) survives kiwi aborting.
2. **Unsatisfiable verdicts.** The accepted required constraints must be
   feasible (LP phase-1 total violation <= {feas_tol:g}), and each rejected
   constraint together with the required constraints accepted before it must be
   infeasible (phase-1 total violation >= {infeas_tol:g}).
3. **Required constraints** must hold at kiwi's values at every step
   (residual <= {req_tol:g} * max(1, sum |coef * x| + |constant|)).
4. **Strict lexicographic optimum.** kiwi folds the strengths into one weighted
   objective (strong = 1e6, medium = 1e3, weak = 1). The test solver uses strict
   lexicographic levels, so every step is re-solved with HiGHS: minimise the
   strong-level error, restrict to its optimal set, then minimise medium, then
   weak. A level's error is the unweighted sum over its constraints (edit
   constraints `x == target` included at their strength) of the violation:
   `|lhs|` for `==`, `max(0, lhs)` for `lhs <= 0`, `max(0, -lhs)` for
   `lhs >= 0`. The optimal set of a level is pinned down exactly by
   complementary slackness with HiGHS's dual solution (error columns with
   reduced cost > {dual_tol:g} fixed at 0, inequality rows with a multiplier >
   {dual_tol:g} made tight), not by a row `error <= optimum + tol`: a first
   version used `<= optimum + 1e-9 * max(1, optimum)`, and the lower levels then
   bought back up to ~1e-5 of their error through that slack, so correct kiwi
   answers looked wrong. kiwi's level errors (same formula, kiwi's values) must
   match the lexicographic optima to {level_tol:g} * max(1, optimum) at every
   step (relative above 1 because kiwi's weighted objective reaches ~1e10 and
   its float noise grows with it; the largest deviation in the kept systems is
   ~2e-8, the real weighted-vs-lexicographic disagreements found are >= 7e-4
   relative), or the system is dropped.
5. **Uniqueness.** For every variable at every step, the variable is minimised
   and maximised over the lexicographically optimal set (required constraints
   plus the fixings of 4). It is *unique* if `max - min < {uniq_tol:g}`; only
   unique variables get a value, the others are `null`. This is done for
   **all** variables of **all** systems (no sampling). To save LPs, a variable is
   declared non-unique without its own min/max LPs as soon as two optimal
   points found along the way (the lexicographic LP's, two random
   directions', other variables' min/max) differ in it by more than
   {nonuniq_tol:g}; a variable that appears in no accepted constraint and no
   edit is free and `null`. A range between {uniq_tol:g} and {nonuniq_tol:g}
   would be stored as `null` too and counted above ("ambiguous"). kiwi's value
   of every unique variable must match to {value_tol:g} * max(1, |value|), or the
   system is dropped.

Stored numbers are the LP's (midpoint of min and max for values), rounded to
12 significant digits (|v| < 1e-10 becomes 0). All inputs (coefficients,
constants, suggested values) are multiples of 0.5, so they are exact in binary
floating point. A candidate that fails any check is dropped (reasons counted
above); dropped systems are not in the file, and the kept ones are numbered
`id` 0, 1, 2, ... in candidate order (the `#n` in the run output are candidate
numbers).

### What the checks found

* Real weighted-vs-lexicographic disagreements are rare in these systems: a
  level trades against the next one only when moving a variable changes the
  lower level's error more than 1e3 times as much, which needs amplifying
  links. Only the `amplified` family produced them (candidates listed above:
  kiwi gives up a little of a stronger level to save a lot of a weaker one).
* kiwi 1.5.1 aborts with `InternalSolverError: The objective is unbounded.` on
  some perfectly feasible systems with no rejected constraint (the weighted
  objective is a sum of non-negative errors, so it cannot be unbounded); those
  candidates are dropped. Its Python binding turns this into `std::terminate`
  (the process dies), hence the replay in a child process.
* Without the rebuild of 1., kiwi aborted with `Dual optimize failed.` in
  about half of the kept systems that have a rejected constraint.
* kiwi's float accuracy: relative deviations up to ~3e-7 from the LP optimum
  in the kept systems. Before the variables were handed out in address order
  (see 1.), one candidate's kiwi answer violated a required constraint by
  1.25e-5 (values ~6.6e3) in some heap layouts and was fine in others.
* HiGHS's presolve sometimes reports an unbounded min/max LP as infeasible;
  such LPs are re-solved without presolve.

## Regenerating

```
python3 -m venv /tmp/kiwi-venv
/tmp/kiwi-venv/bin/pip install -r Datasets/cassowary/requirements.txt
/tmp/kiwi-venv/bin/python Datasets/cassowary/generate.py
```

Run from the repository root (the script writes next to itself; `--outdir DIR`
writes elsewhere, `--jobs N` sets the worker processes, default 2; both files
are rewritten). Pinned in `requirements.txt`:
kiwisolver {kiwi_version}, scipy {scipy_version}, numpy {numpy_version}
(Python {py_version} was used). The output is deterministic: two runs give
byte-identical `systems.jsonl` and `README.md` (the run time and kiwi's
largest float deviations are printed only to stdout). It takes about 3
minutes on 2 idle cores (6 with `--jobs 1`; most of it goes into ~134,000
small HiGHS LPs), longer when the machine is busy.

## Format of `systems.jsonl`

One JSON object per line:

```
{{"id": 0, "variables": 12,
 "constraints": [ {{"terms": [[0, 1.0], [3, -2.0]], "constant": -5.0, "op": "==", "strength": "required"}}, ... ],
 "unsatisfiable": [7],
 "edits": [ {{"variable": 3, "strength": "strong"}} ],
 "steps": [
   {{"suggest": [], "levelErrors": {{"strong": 0.0, "medium": 12.5, "weak": 3.0}}, "values": [1.0, null, ...]}},
   {{"suggest": [[3, 12.5], [5, -4.0]], "levelErrors": {{...}}, "values": [...]}}
 ],
 "kind": "mixed+conflict"}}
```

* Variables are `x0 .. x{{variables-1}}`; all indices are 0-based.
* A constraint means `sum(coef * x[var]) + constant OP 0`, `op` one of `==`,
  `<=`, `>=`; `strength` one of `required`, `strong`, `medium`, `weak`. Terms
  of one constraint name distinct variables; coefficients are nonzero.
* `unsatisfiable`: indices (into `constraints`) of the required constraints
  kiwi rejected; they are **not** part of the system.
* `edits`: edit variables in the order they are added; strength `strong` or
  `medium`.
* `steps[0]` has an empty `suggest` and is the state after all adds;
  `steps[k]` (k >= 1) is the state after applying its `suggest` pairs
  `[variable, value]` in order, then `updateVariables`.
* `levelErrors` always has the three keys (0.0 when a level has no
  constraints); `values` has one entry per variable, `null` where the value is
  not unique.
* `kind` (extra, for debugging only): generator family plus `conflict` /
  `redundant` when such constraints were injected.

## Replay procedure (what the references mean)

1. Create variables `x0 .. x{{n-1}}`.
2. Add the constraints in order. If adding a required constraint fails because
   it is unsatisfiable, it is left out (its index is in `unsatisfiable`) and the
   solver is unchanged; go on with the next one. Optional constraints never fail.
3. Add the edit variables in order (kiwi's `addEditVariable(v, strength)`).
   **An edit variable's edit constraint is `x_v == 0` at its strength until the
   first `suggestValue` for it** (kiwi's `addEditVariable` adds
   `x_v == 0 | strength`), so step 0 already contains these `== 0` edit
   constraints in its level errors. A suggested value stays in force in later
   steps until the variable is suggested again.
4. Step 0: read the values. Step k >= 1: `suggestValue` each pair in order, then
   `updateVariables`, read the values.
5. Compare: each level's error (formula above; edit constraints at their current
   target) against `levelErrors`, and each non-null entry of `values`. Required
   constraints should hold. The stored numbers are rounded to 12 significant
   digits and kiwi matched them to {level_tol:g} * max(1, |reference|); a test
   tolerance of about 1e-6 * max(1, |reference|) is suggested (the largest
   stored level error is {max_level}, the largest |value| {max_value}).

The references are the **strict lexicographic** optimum; every kept system is
one where kiwi's weighted optimum and the lexicographic optimum agree.
"""


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--outdir", default=os.path.dirname(os.path.abspath(__file__)))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--candidates", type=int, default=CANDIDATES,
                    help="for quick experiments only; the committed data uses the default")
    args = ap.parse_args()

    t0 = time.time()
    ids = list(range(args.candidates))
    if args.jobs > 1:
        ctx = multiprocessing.get_context("fork")
        with ctx.Pool(args.jobs) as pool:
            results = pool.map(process, ids, chunksize=4)
    else:
        results = [process(i) for i in ids]

    kept = []
    drops = Counter()
    amb = 0
    lps = 0
    diffs = []
    plain = Counter()
    margins = {"level": 0.0, "value": 0.0, "required": 0.0}
    for record, info in results:
        lps += info["lps"]
        if record is not None and info["plain"]:
            plain[info["plain"]] += 1
        if record is not None:
            for key in margins:
                margins[key] = max(margins[key], info["margins"][key])
        if record is None:
            drops[info["drop"]] += 1
            if info["level_diff"]:
                diffs.append((info["cid"], info["kind"], info["level_diff"]))
            continue
        amb += info["ambiguous"]
        rec = {"id": len(kept)}
        rec.update(record)
        kept.append(rec)

    lines = ["candidates generated: %d" % len(results),
             "systems kept: %d" % len(kept),
             "systems dropped: %d" % sum(drops.values())]
    for reason, cnt in sorted(drops.items(), key=lambda kv: (-kv[1], kv[0])):
        lines.append("  dropped, %s: %d" % (reason, cnt))
    lines.append("unique-or-not ambiguous values stored as null: %d" % amb)
    lines.append("kept systems with a rejected required constraint: %d; replayed on plain kiwi "
                 "(same solver kept after the failed add, no rebuild), kiwi:" % sum(plain.values()))
    for what, cnt in sorted(plain.items(), key=lambda kv: (-kv[1], kv[0])):
        lines.append("  %s: %d" % (what, cnt))
    if diffs:
        lines.append("weighted-vs-lexicographic disagreements (candidate, kind, step, level, kiwi, lex):")
        for cid, kind, d in diffs:
            lines.append("  #%d %s step %d %s: kiwi %s / lex %s" % (
                cid, kind, d["step"], d["level"],
                "{%s}" % ", ".join("%s %.6g" % (lv, d["kiwi"][lv]) for lv in LEVELS),
                "{%s}" % ", ".join("%s %.6g" % (lv, d["lex"][lv]) for lv in LEVELS)))
    report = "\n".join(lines)
    print(report)
    # diagnostics only (stdout, not README.md)
    print("largest relative kiwi deviations in kept systems: "
          "level error %.3g, unique value %.3g, required residual %.3g"
          % (margins["level"], margins["value"], margins["required"]))
    print("LPs solved: %d, time: %.1f s" % (lps, time.time() - t0))

    os.makedirs(args.outdir, exist_ok=True)
    with open(os.path.join(args.outdir, "systems.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for rec in kept:
            f.write(json.dumps(rec, separators=(",", ":")) + "\n")

    s, nvars, ncons = summarize(kept)
    fields = dict(s)
    for key in ["unsat", "unsat_constraints", "edits", "edit_vars", "levels0", "levels1", "levels2",
                "levels3", "eq_only", "ineq_majority", "values_total", "values_null",
                "kind_layout", "kind_chain", "kind_amplified", "kind_mixed", "kind_eqonly",
                "kind_ineq", "kind_conflict", "kind_redundant"] + ["steps%d" % i for i in range(1, 6)]:
        fields.setdefault(key, 0)
    fields["max_level"] = "%.4g" % fields["max_level"]
    fields["max_value"] = "%.4g" % fields["max_value"]
    fields.update(kept=len(kept), vmin=min(nvars), vmax=max(nvars), cmin=min(ncons), cmax=max(ncons),
                  report=report, seed=SEED, candidates=args.candidates,
                  kiwi_version=kiwisolver.__version__, scipy_version=scipy.__version__,
                  numpy_version=np.__version__,
                  py_version="%d.%d" % sys.version_info[:2],
                  feas_tol=FEAS_TOL, infeas_tol=INFEAS_TOL, req_tol=REQUIRED_TOL, dual_tol=DUAL_TOL,
                  level_tol=LEVEL_AGREE_TOL, uniq_tol=UNIQUE_TOL, nonuniq_tol=NONUNIQUE_TOL,
                  value_tol=VALUE_AGREE_TOL)
    with open(os.path.join(args.outdir, "README.md"), "w", encoding="utf-8", newline="\n") as f:
        f.write(README_TEMPLATE.format(**fields))


if __name__ == "__main__":
    main()
