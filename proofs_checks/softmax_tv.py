"""Lemma (softmax TV). For ``u, v`` in R^q and ``d = u - v``,
``TV(softmax(u), softmax(v)) <= tanh(osc(d) / 4)``, with equality attainable;
hence ``R_ij(T) <= tanh(L_ij / (4T))``.

q = 2: with ``x = v_1 - v_2`` and ``delta = d_1 - d_2`` (so ``|delta| = osc(d)``),
``TV = |s(x + delta) - s(x)|``, ``s`` the logistic function. Take ``delta > 0`` (swap u
and v otherwise; ``delta = 0`` is trivial), so ``h(x) = s(x + delta) - s(x) > 0``. Then

    h'(x) = e^x (e^delta - 1) (1 - e^(delta + 2x)) / ((1 + e^x)^2 (1 + e^(x + delta))^2),

positive for ``x < -delta/2`` and negative after, so ``max_x h = h(-delta/2) =
s(delta/2) - s(-delta/2) = tanh(delta/4)``.

General q (reduction to two levels): ``p = softmax(u)`` is ``p' = softmax(v)`` tilted by
``e^d``, and ``TV = max_A p(A) - p'(A)``. For fixed ``A``, ``p(A) = S_A / (S_A + S_B)``
with ``S_A = sum_{a in A} p'_a e^{d_a}`` and ``S_B`` the sum over the complement; it
increases in ``S_A`` and decreases in ``S_B``, so over ``m <= d <= M`` it is largest for
the two-level ``d = M`` on ``A``, ``m`` off it. Writing ``p'(A) = s(x)``, that maximum is
``s(x) e^delta / (s(x) e^delta + 1 - s(x)) = s(x + delta)`` with ``delta = M - m =
osc(d)``, and the q = 2 case bounds ``s(x + delta) - s(x)`` by ``tanh(delta / 4)``.
Equality: two-level ``d`` with ``p'(A) = s(-delta/2)``.
"""

from __future__ import annotations

import numpy as np
import sympy

from proofs_checks._core import LemmaResult, is_positive, is_zero, summary

NAME = "softmax_tv"
STATEMENT = "TV(softmax(u), softmax(v)) <= tanh(osc(u - v)/4), attained"


def _logistic(y):
    return 1 / (1 + sympy.exp(-y))


def _symbolic() -> dict[str, bool]:
    x, y = sympy.symbols("x y", real=True)
    delta = sympy.Symbol("delta", positive=True)
    X, k = sympy.symbols("X k", positive=True)  # X = e^x > 0, k = e^delta - 1 > 0
    S_A, S_B = sympy.symbols("S_A S_B", positive=True)
    s, exp = _logistic, sympy.exp
    h = s(x + delta) - s(x)
    h_prime = sympy.diff(h, x)
    factor = X * k / ((1 + X) ** 2 * (1 + (1 + k) * X) ** 2)
    factor_x = factor.subs({X: exp(x), k: exp(delta) - 1})
    p_A = S_A / (S_A + S_B)
    reals = sympy.S.Reals
    return {
        "h'(-delta/2) = 0": is_zero(h_prime.subs(x, -delta / 2)),
        "h' = factor * (1 - e^(delta+2x))": is_zero(h_prime - factor_x * (1 - exp(delta + 2 * x))),
        "factor > 0": is_positive(factor),
        "e^y > 1 iff y > 0": sympy.solveset(exp(y) > 1, y, reals)
        == sympy.Interval.open(0, sympy.oo),
        "e^y < 1 iff y < 0": sympy.solveset(exp(y) < 1, y, reals)
        == sympy.Interval.open(-sympy.oo, 0),
        "h(-delta/2) = tanh(delta/4)": is_zero(
            (h.subs(x, -delta / 2) - sympy.tanh(delta / 4)).rewrite(exp)
        ),
        "p(A) increasing in S_A": is_positive(sympy.diff(p_A, S_A)),
        "p(A) decreasing in S_B": is_positive(-sympy.diff(p_A, S_B)),
        "two-level p(A) = s(x + delta)": is_zero(
            s(x) * exp(delta) / (s(x) * exp(delta) + 1 - s(x)) - s(x + delta)
        ),
    }


def _tv(u: np.ndarray, v: np.ndarray) -> float:
    p, r = np.exp(u - u.max()), np.exp(v - v.max())
    return 0.5 * float(np.abs(p / p.sum() - r / r.sum()).sum())


def _numeric(rng) -> tuple[bool, str]:
    worst = -np.inf  # max of TV - bound over all cases; must stay <= 1e-12
    n_cases = 0
    for _ in range(3000):
        q = int(rng.integers(2, 11))
        v = rng.standard_normal(q) * rng.uniform(0.1, 5.0)
        if rng.random() < 0.5:
            d = rng.standard_normal(q) * rng.uniform(0.1, 5.0)
        else:  # adversarial two-level difference on a random proper subset
            A = rng.permutation(q)[: rng.integers(1, q)]
            d = np.zeros(q)
            d[A] = rng.uniform(-8.0, 8.0)
        u = v + d + rng.standard_normal()  # a common shift changes nothing
        worst = max(worst, _tv(u, v) - np.tanh(np.ptp(d) / 4))
        n_cases += 1
    gap = 0.0  # the bound minus TV at the constructed extremal pairs; must be ~0
    for q in range(2, 11):
        delta, size = rng.uniform(0.1, 10.0), int(rng.integers(1, q))
        mass = 1 / (1 + np.exp(delta / 2))  # p'(A) = s(-delta/2)
        v = np.log(np.r_[np.full(size, mass / size), np.full(q - size, (1 - mass) / (q - size))])
        u = v + np.r_[np.full(size, delta), np.zeros(q - size)]
        gap = max(gap, abs(np.tanh(delta / 4) - _tv(u, v)))
    ok = bool(worst <= 1e-12 and gap <= 1e-6)
    return ok, f"{n_cases} pairs q=2..10: max(TV-bound)={worst:.1e}; attained to {gap:.0e}"


def check(*, rng=0) -> LemmaResult:
    proven, steps = summary(_symbolic())
    numeric_ok, note = _numeric(np.random.default_rng(rng))
    return LemmaResult(
        NAME, STATEMENT, "sympy q=2 + reduction; numeric", proven, numeric_ok, f"{steps}; {note}"
    )
