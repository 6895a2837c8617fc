"""Lemma (sectors of a q = 3 exchangeable chain). Let ``p_b(c')`` be the probability of token
``b`` at a site whose ``n - 1`` other sites have count vector ``c'`` (any positive numbers
with ``sum_b p_b(c') = 1``), ``w = (1 - lazy)/n`` and ``M = P^T`` the random-scan kernel on
``[3]^n`` acting on measures. Then

(1) ``M = lazy I + w sum_{a, b} E_ba G_ab``, where ``E_ba = sum_i E^(i)_ba`` (move one site
from ``a`` to ``b``) and ``G_ab`` multiplies ``e_x`` by ``p_b(c(x) - e_a)`` where
``c(x)_a >= 1`` (0 elsewhere): ``M`` lies in the image of ``U(gl_3)`` and the weight
operators, hence in the commutant of ``S_n``, and (Schur-Weyl) acts as ``I (x) M_lambda`` on
``S^lambda (x) V_lambda``;
(2) the Gelfand-Tsetlin coefficients of :mod:`exact.lumped_sectors` (Molev 2006, Thm. 2.3)
satisfy ``[E_12, E_21] = E_11 - E_22`` and ``[E_23, E_32] = E_22 - E_33`` as identities of
rational functions of a generic pattern ``(l1, l2, l3; a, b; c)`` (every shifted pattern
coefficient of the commutators vanishes, the diagonal one is the weight difference);
(3) numerically, the union of ``spec(M_lambda)`` with multiplicities ``f^lambda`` is
``spec(M)`` (n = 6, random tables, lazy), and ``sum_lambda f^lambda dim V_lambda = 3^n``.

Checked: (1) symbolically for n = 2, 3 with free ``p`` and ``lazy``; (2) symbolically;
(3) numerically.
"""

from __future__ import annotations

import itertools

import numpy as np
import sympy

from proofs_checks._core import LemmaResult, is_zero, summary

NAME = "three_token_sectors"
STATEMENT = ("q = 3 exchangeable: M = lazy I + w sum E_ba G_ab (commutant of S_n); the Gelfand-Tsetlin "
             "coefficients satisfy the gl_3 relations; spec(M) = U spec(M_lambda) with multiplicity f^lambda")


def _operator_identity(n: int) -> bool:
    lazy = sympy.Symbol("lazy", nonnegative=True)
    others = [c for c in itertools.product(range(n), repeat=3) if sum(c) == n - 1]
    p = {(c, b): sympy.Symbol(f"p{b}_{''.join(map(str, c))}", positive=True) for c in others for b in range(3)}
    states = list(itertools.product(range(3), repeat=n))
    index = {x: k for k, x in enumerate(states)}
    N = len(states)
    w = (1 - lazy) / n

    def counts(x):
        return tuple(sum(1 for t in x if t == a) for a in range(3))

    # M from the definition: M[y, x] = P(x, y)
    M = sympy.zeros(N, N)
    for x in states:
        M[index[x], index[x]] += lazy
        for i in range(n):
            c = list(counts(x))
            c[x[i]] -= 1
            for b in range(3):
                y = x[:i] + (b,) + x[i + 1:]
                M[index[y], index[x]] += w * p[(tuple(c), b)]
    # lazy I + w sum_{a, b} E_ba G_ab
    R = lazy * sympy.eye(N)
    for a in range(3):
        for b in range(3):
            for x in states:
                c = list(counts(x))
                if c[a] == 0:
                    continue
                c[a] -= 1
                g = p[(tuple(c), b)]
                for i in range(n):            # E_ba e_x = sum over sites holding a
                    if x[i] == a:
                        y = x[:i] + (b,) + x[i + 1:]
                        R[index[y], index[x]] += w * g
    return is_zero(sympy.expand(M - R))


def _gl3_relations() -> dict[str, bool]:
    l1, l2, l3, a, b, c = sympy.symbols("l1 l2 l3 a b c")
    lam = (l1, l2, l3)
    from exact import lumped_sectors as gt

    moves = gt._MOVES

    def apply(name, vec):
        """``rho(E_name)`` on a formal combination ``{(da, db, dc): coefficient}`` of shifted
        patterns (coefficients as functions of the shifted pattern)."""
        out = {}
        for (sa, sb, sc), coef in vec.items():
            for f, (da, db, dc) in moves[name]:
                key = (sa + da, sb + db, sc + dc)
                out[key] = out.get(key, 0) + coef * f(lam, a + sa, b + sb, c + sc)
        return out

    def commutator(X, Y):
        xy = apply(X, apply(Y, {(0, 0, 0): sympy.Integer(1)}))
        yx = apply(Y, apply(X, {(0, 0, 0): sympy.Integer(1)}))
        return {k: sympy.simplify(xy.get(k, 0) - yx.get(k, 0)) for k in set(xy) | set(yx)}

    weight = (c, a + b - c, l1 + l2 + l3 - a - b)
    steps = {}
    for X, Y, i, j in (("E12", "E21", 0, 1), ("E23", "E32", 1, 2)):
        com = commutator(X, Y)
        diag = com.pop((0, 0, 0), 0)
        steps[f"(2) [{X}, {Y}] = E{i + 1}{i + 1} - E{j + 1}{j + 1}"] = (
            is_zero(diag - (weight[i] - weight[j])) and all(is_zero(v) for v in com.values()))
    return steps


def _numeric(rng) -> tuple[bool, str]:
    from exact import glauber_kernel
    from exact.lumped import sector_inputs
    from exact.lumped_sectors import gt_dimension, hook_dimension, partitions3, three_token_sectors
    from toolkit.models.exchangeable import random_exchangeable

    n, worst = 6, 0.0
    for _ in range(2):
        m = random_exchangeable(3, n, 1.0, rng=rng)
        lazy = float(rng.uniform(0, 0.5))
        full = np.sort_complex(np.linalg.eigvals(glauber_kernel(m, temperature=1.0, lazy=lazy).dense()))
        lp, lpc = sector_inputs(m, temperature=1.0, lazy=lazy)
        ev = []
        for _, f, S in three_token_sectors(n, lp, lpc, lazy=lazy):
            ev += list(np.linalg.eigvals(S.toarray())) * f
        ev = np.array(ev)
        # every eigenvalue of M has a partner in the union and vice versa (same count)
        worst = max(worst, float(np.abs(ev[:, None] - full[None, :]).min(axis=1).max()),
                    float(np.abs(ev[:, None] - full[None, :]).min(axis=0).max()))
        ok_count = ev.size == full.size
    sw = all(sum(hook_dimension(lam) * gt_dimension(lam) for lam in partitions3(k)) == 3 ** k for k in range(1, 13))
    ok = ok_count and worst < 1e-10 and sw
    return ok, f"n=6, 2 random tables: union vs spec(M) {worst:.1e}; Schur-Weyl count n<=12 {'ok' if sw else 'FAILS'}"


def check(*, rng=0) -> LemmaResult:
    steps = {f"(1) M = lazy I + w sum E_ba G_ab, n={n}": _operator_identity(n) for n in (2, 3)}
    steps.update(_gl3_relations())
    proven, detail = summary(steps)
    numeric_ok, note = _numeric(np.random.default_rng(rng))
    return LemmaResult(NAME, STATEMENT, "sympy (free p, lazy; generic pattern) + numpy eig", proven, numeric_ok,
                       f"{detail}; {note}")
