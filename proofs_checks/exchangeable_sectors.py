"""Lemma (sectors of a q = 2 exchangeable chain). Let ``p1(m) = r_m`` be the probability of
a 1 at a site whose ``n - 1`` other sites hold ``m`` ones (any ``r_m`` in (0, 1)), ``p0 =
1 - p1``, ``w = (1 - lazy)/n`` and ``P`` the random-scan kernel on ``{0,1}^n``. For
``0 <= j <= n/2`` and ``j <= m <= n - j`` let ``psi_j(x) = prod_{s=1}^{j} (x_{2s-1} - x_{2s})``
and ``v_m = psi_j 1[|x| = m]``. Then, with the tridiagonal ``A_j`` on ``m = j..n-j``::

    A_j[m, m+1] = w (n - j - m) p1(m),   A_j[m, m-1] = w (m - j) p0(m-1),
    A_j[m, m]   = lazy + w (m p1(m-1) + (n - m) p0(m)),

(1) ``P v_m = sum_{m'} A_j[m', m] v_{m'}`` (the intertwining identity; with the
representation theory in :mod:`exact.lumped` it gives ``P = A_j (x) I_{d_j}`` on the
isotypic sector of ``S^(n-j, j)``, ``d_j = C(n, j) - C(n, j-1)``);
(2) ``charpoly(P) = prod_j charpoly(A_j)^{d_j}`` (so ``spec(P)`` is the union of the
``spec(A_j)`` with multiplicities ``d_j``);
(3) ``pi(x) ∝ prod_{m < |x|} r_m / (1 - r_m)`` satisfies detailed balance: every
``q = 2`` exchangeable specification is compatible;
(4) ``P^s(x, x) = sum_j d_j A_j^s[k, k] / C(n, k)`` for ``|x| = k`` (the return probability
used by the certified worst-start bound).

Checked symbolically with free ``r_0..r_{n-1}`` (every exchangeable q = 2 model at once)
and a free ``lazy``: (1) for n = 2..5 and every j, m; (2) for n = 2, 3 (lazy = 0);
(3) for n = 2..4; numerically, (2) and (4) for n = 7 with random ``r`` and laziness.
"""

from __future__ import annotations

import itertools
import math

import numpy as np
import sympy

from proofs_checks._core import LemmaResult, is_zero, summary

NAME = "exchangeable_sectors"
STATEMENT = ("q = 2 exchangeable: P v_m = sum A_j[m', m] v_m' on psi_j 1[|x|=m]; spec(P) = U spec(A_j) with "
             "multiplicity C(n,j) - C(n,j-1); compatible; P^s(x,x) = sum_j d_j A_j^s[k,k] / C(n,k)")


def _kernel(n: int, r, lazy, one, Matrix):
    """``P`` on ``{0,1}^n`` (C order) from the definition: pick a site, redraw it given the
    number of ones among the others."""
    states = list(itertools.product((0, 1), repeat=n))
    index = {x: k for k, x in enumerate(states)}
    P = Matrix(len(states), len(states), lambda *_: 0 * one)
    for x in states:
        for i in range(n):
            m = sum(x) - x[i]
            for b, pb in ((0, 1 - r[m]), (1, r[m])):
                y = x[:i] + (b,) + x[i + 1:]
                P[index[x], index[y]] += (1 - lazy) * pb / n
        P[index[x], index[x]] += lazy
    return P, states


def _psi(x, j: int) -> int:
    out = 1
    for s in range(j):
        out *= x[2 * s] - x[2 * s + 1]
    return out


def sector_block(n: int, j: int, r, lazy, one, Matrix):
    """``A_j`` on levels ``m = j..n-j`` (row/column ``m - j``)."""
    w = (1 - lazy) * one / n
    size = n - 2 * j + 1
    A = Matrix(size, size, lambda *_: 0 * one)
    for m in range(j, n - j + 1):
        a = m - j
        if m < n - j:
            A[a, a + 1] = w * (n - j - m) * r[m]
        if m > j:
            A[a, a - 1] = w * (m - j) * (1 - r[m - 1])
        A[a, a] = lazy + w * ((m * r[m - 1] if m >= 1 else 0) + ((n - m) * (1 - r[m]) if m <= n - 1 else 0))
    return A


def _symbolic() -> dict[str, bool]:
    steps = {}
    lazy = sympy.Symbol("lazy", nonnegative=True)
    one = sympy.Integer(1)
    for n in range(2, 6):
        r = sympy.symbols(f"r0:{n}", positive=True)
        P, states = _kernel(n, r, lazy, one, sympy.Matrix)
        ok = True
        for j in range(n // 2 + 1):
            A = sector_block(n, j, r, lazy, one, sympy.Matrix)
            vs = {m: sympy.Matrix([_psi(x, j) if sum(x) == m else 0 for x in states]) for m in range(j, n - j + 1)}
            for m in vs:
                rhs = sum((A[mp - j, m - j] * vs[mp] for mp in vs), sympy.zeros(len(states), 1))
                ok &= is_zero(sympy.expand(P * vs[m] - rhs))
        steps[f"(1) intertwining n={n}"] = ok
    lam = sympy.Symbol("lambda")
    for n in (2, 3):
        r = sympy.symbols(f"r0:{n}", positive=True)
        P, _ = _kernel(n, r, 0, one, sympy.Matrix)
        target = one
        for j in range(n // 2 + 1):
            d = math.comb(n, j) - (math.comb(n, j - 1) if j else 0)
            target *= sector_block(n, j, r, 0, one, sympy.Matrix).charpoly(lam).as_expr() ** d
        steps[f"(2) charpoly n={n}"] = is_zero(sympy.expand(P.charpoly(lam).as_expr() - target))
    for n in (2, 3, 4):
        r = sympy.symbols(f"r0:{n}", positive=True)
        P, states = _kernel(n, r, lazy, one, sympy.Matrix)

        def pi(x, r=r):
            return sympy.Mul(*[r[m] / (1 - r[m]) for m in range(sum(x))])

        ok = all(is_zero(pi(x) * P[a, b] - pi(y) * P[b, a])
                 for a, x in enumerate(states) for b, y in enumerate(states) if b > a and P[a, b] != 0)
        steps[f"(3) detailed balance n={n}"] = ok
    return steps


def _numeric(rng) -> tuple[bool, str]:
    n = 7
    err_spec = err_ret = 0.0
    for _ in range(3):
        r = rng.uniform(0.05, 0.95, size=n)
        lazy = float(rng.uniform(0, 0.5))
        P, states = _kernel(n, r, lazy, 1.0, lambda a, b, f: np.zeros((a, b)))
        ev = np.sort(np.linalg.eigvals(P).real)
        blocks = [sector_block(n, j, r, lazy, 1.0, lambda a, b, f: np.zeros((a, b))) for j in range(n // 2 + 1)]
        mult = [math.comb(n, j) - (math.comb(n, j - 1) if j else 0) for j in range(n // 2 + 1)]
        union = np.sort(np.concatenate([np.repeat(np.linalg.eigvals(A).real, d) for A, d in zip(blocks, mult, strict=True)]))
        err_spec = max(err_spec, float(np.abs(ev - union).max()))
        s = 3
        Ps = np.linalg.matrix_power(P, s)
        for a, x in enumerate(states):
            k = sum(x)
            val = sum(d * np.linalg.matrix_power(A, s)[k - j, k - j]
                      for j, (A, d) in enumerate(zip(blocks, mult, strict=True)) if j <= min(k, n - k)) / math.comb(n, k)
            err_ret = max(err_ret, abs(val - Ps[a, a]))
    ok = err_spec < 1e-10 and err_ret < 1e-12
    return ok, f"n=7, 3 random r: spectrum union error {err_spec:.1e}, return-probability error {err_ret:.1e}"


def check(*, rng=0) -> LemmaResult:
    proven, steps = summary(_symbolic())
    numeric_ok, note = _numeric(np.random.default_rng(rng))
    return LemmaResult(NAME, STATEMENT, "sympy (free r_m, lazy) + numpy eig", proven, numeric_ok,
                       f"{steps}; {note}")
