"""Lemma (rectangle = Kolmogorov ratio of a 4-cycle). Fix a rectangle ``(i, j, c, a, a',
b, b')`` and write states by their tokens at (i, j). A move of the random-scan chain at
site i has probability ``(1/n) exp(l_i(new; b)) / Z_i(b)`` (the softmax normalizer
depends only on the token at j), at site j ``(1/n) exp(l_j(new; a)) / Z_j(a)``. For the
4-cycle that moves site i first,

    C_i = (a,b) -> (a',b) -> (a',b') -> (a,b') -> (a,b),

    log [prod_{C_i} P / prod_{reverse C_i} P] = -log R,

and the cycle that moves site j first, ``(a,b) -> (a,b') -> (a',b') -> (a',b) -> (a,b)``,
gives ``+log R``. Each of ``Z_i(b), Z_i(b'), Z_j(a), Z_j(a')`` and ``1/n`` appears once
in each product and cancels. (DESIGN.md section 1 pairs the i-first cycle with
``+log R``; with its sign convention for ``log R`` that pairing is off by a sign.)
"""

from __future__ import annotations

import numpy as np
import sympy

from proofs_checks._chains import glauber_kernel, random_logits, rectangles
from proofs_checks._core import LemmaResult, is_zero, summary
from proofs_checks._rectangle import corners, cycle_log_ratio, log_rectangle, tables

NAME = "rectangle_kolmogorov"
STATEMENT = (
    "log(forward/backward) over (a,b)->(a',b)->(a',b')->(a,b') is -log R; "
    "the j-first cycle gives +log R"
)

I_FIRST = [(0, 0), (1, 0), (1, 1), (0, 1), (0, 0)]  # (index at i, index at j)
J_FIRST = [(0, 0), (0, 1), (1, 1), (1, 0), (0, 0)]


def _log_ratio(step, cycle):
    forward = sympy.Mul(*[step(cycle[k], cycle[k + 1]) for k in range(4)])
    backward = sympy.Mul(*[step(cycle[k + 1], cycle[k]) for k in range(4)])
    return sympy.log(forward / backward)


def _symbolic() -> dict[str, bool]:
    li = [[sympy.Symbol(f"li_{s}{t}", real=True) for t in range(2)] for s in range(2)]
    lj = [[sympy.Symbol(f"lj_{s}{t}", real=True) for t in range(2)] for s in range(2)]
    Zi = sympy.symbols("Zi_0:2", positive=True)  # Z_i(b), Z_i(b')
    Zj = sympy.symbols("Zj_0:2", positive=True)  # Z_j(a), Z_j(a')
    n = sympy.Symbol("n", positive=True, integer=True)

    def step(x, y):
        if x[1] == y[1]:  # site i moves; context is the token at j
            return sympy.exp(li[y[0]][x[1]]) / (n * Zi[x[1]])
        return sympy.exp(lj[x[0]][y[1]]) / (n * Zj[x[0]])

    log_r = log_rectangle(li, lj)
    return {
        "i-first cycle = -log R": is_zero(_log_ratio(step, I_FIRST) + log_r),
        "j-first cycle = +log R": is_zero(_log_ratio(step, J_FIRST) - log_r),
    }


def _numeric(rng) -> tuple[bool, str]:
    n, q = 3, 3
    L = random_logits(n, q, rng=rng)
    P, _ = glauber_kernel(L)
    err_i = err_j = 0.0
    for r in rectangles(n, q):
        index, log_r = corners(n, q, *r), log_rectangle(*tables(L, *r))
        err_i = max(err_i, abs(cycle_log_ratio(P, index, I_FIRST) + log_r))
        err_j = max(err_j, abs(cycle_log_ratio(P, index, J_FIRST) - log_r))
    ok = bool(err_i < 1e-10 and err_j < 1e-10)
    return ok, f"kernel n=q=3: max|i-first + logR|={err_i:.1e}, max|j-first - logR|={err_j:.1e}"


def check(*, rng=0) -> LemmaResult:
    proven, steps = summary(_symbolic())
    numeric_ok, note = _numeric(np.random.default_rng(rng))
    return LemmaResult(
        NAME, STATEMENT, "sympy + numeric kernel", proven, numeric_ok, f"{steps}; {note}"
    )
