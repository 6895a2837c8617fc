"""Lemma (spectrum of independent sites). If ``l_i(a; x_-i) = h_i(a)`` ignores the
context, the random-scan kernel is ``P = (1/n) sum_i I x .. x Q_i x .. x I`` with the
rank-one ``Q_i = 1 pi_i^T`` (eigenvalues 1 once, 0 with multiplicity q - 1). The
``Q_i`` act on different factors and commute, so ``P`` has eigenvalue ``1 - k/n``
with multiplicity ``binom(n, k) (q - 1)^k``, ``k = 0..n``, whatever the positive site
laws ``pi_i``: gap ``1/n``, ``t_rel = n``.

Checked by the characteristic polynomial of the kernel built from its definition,
with symbolic site laws: q = 2, n = 1, 2, 3 and q = 3, n = 2.
"""

from __future__ import annotations

import itertools

import numpy as np
import sympy

from proofs_checks._chains import glauber_kernel
from proofs_checks._core import LemmaResult, is_zero, summary

NAME = "independent_spectrum"
STATEMENT = "independent sites: spec(P) = {1 - k/n} with multiplicity binom(n,k)(q-1)^k"


def _kernel(laws, q: int) -> sympy.Matrix:
    """``P(x, y) = (1/n) sum_i [y_-i == x_-i] laws[i][y_i]`` over ``V^n`` in C order."""
    n = len(laws)
    states = list(itertools.product(range(q), repeat=n))
    index = {x: k for k, x in enumerate(states)}
    P = sympy.zeros(len(states))
    for x in states:
        for i in range(n):
            for a in range(q):
                y = x[:i] + (a,) + x[i + 1 :]
                P[index[x], index[y]] += sympy.Rational(1, n) * laws[i][a]
    return P


def _target(lam, n: int, q: int):
    return sympy.Mul(
        *[
            (lam - (1 - sympy.Rational(k, n))) ** (sympy.binomial(n, k) * (q - 1) ** k)
            for k in range(n + 1)
        ]
    )


def _symbolic() -> dict[str, bool]:
    lam = sympy.Symbol("lambda")
    steps = {}
    for n, q in ((1, 2), (2, 2), (3, 2), (2, 3)):
        p = [sympy.symbols(f"p{i}_0:{q - 1}", positive=True) for i in range(n)]
        laws = [list(p_i) + [1 - sum(p_i)] for p_i in p]
        charpoly = _kernel(laws, q).charpoly(lam).as_expr()
        steps[f"n={n} q={q}"] = is_zero(charpoly - _target(lam, n, q))
    return steps


def _numeric(rng) -> tuple[bool, str]:
    n, q = 3, 3
    err = 0.0
    for _ in range(5):
        h = rng.standard_normal((n, q)) * 2.0
        L = [
            np.broadcast_to(h[i].reshape([q if s == i else 1 for s in range(n)]), (q,) * n)
            for i in range(n)
        ]
        P, _ = glauber_kernel(L)
        eig = np.linalg.eigvals(P)
        expected = np.concatenate(
            [np.full(int(sympy.binomial(n, k)) * (q - 1) ** k, 1 - k / n) for k in range(n + 1)]
        )
        err = max(err, np.abs(eig.imag).max(), np.abs(np.sort(eig.real) - np.sort(expected)).max())
    return bool(err < 1e-10), f"5 random laws n=q=3 (27 states): max eigenvalue error={err:.1e}"


def check(*, rng=0) -> LemmaResult:
    proven, steps = summary(_symbolic())
    numeric_ok, note = _numeric(np.random.default_rng(rng))
    return LemmaResult(
        NAME,
        STATEMENT,
        "sympy charpoly + numpy eigvals",
        proven,
        numeric_ok,
        f"{steps} (n<=3, q=2; n=2, q=3); {note}",
    )
