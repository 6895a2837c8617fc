"""Lemma (contraction arithmetic). For ``n >= 1``, ``0 < alpha < 1``, ``0 < eps < 1`` and
``t >= n ln(n/eps) / (1 - alpha)``: ``n (1 - (1 - alpha)/n)^t <= eps``. This turns a
Hamming contraction by ``1 - (1 - alpha)/n`` per step into
``t_mix(eps) <= ceil(n ln(n/eps) / (1 - alpha))``.

Proof. Put ``x = (1 - alpha)/n`` in (0, 1) and ``f(x) = -x - ln(1 - x)``: ``f(0) = 0`` and
``f'(x) = x / (1 - x) >= 0`` on [0, 1), so ``f >= 0``, i.e. ``ln(1 - x) <= -x``. Write
``t = n ln(n/eps)/(1 - alpha) + w`` with ``w >= 0`` (so ``t >= 0``). Then

    ln eps - ln(n (1 - x)^t) = w (1 - alpha)/n + t f(x) >= 0.

Sympy works with parameters that carry the constraints as sign assumptions:
``n = 1 + m`` (m >= 0), ``1 - alpha = 1/(1 + b)`` (b > 0), ``eps = 1/(1 + e)`` (e > 0).
"""

from __future__ import annotations

import numpy as np
import sympy

from proofs_checks._core import LemmaResult, is_nonnegative, is_positive, is_zero, summary

NAME = "contraction_arithmetic"
STATEMENT = "t >= n ln(n/eps)/(1-alpha) implies n (1 - (1-alpha)/n)^t <= eps"


def _symbolic() -> dict[str, bool]:
    x = sympy.Symbol("x", real=True)
    r, m, w = sympy.symbols("r m w", nonnegative=True)
    b, e = sympy.symbols("b e", positive=True)
    f = -x - sympy.log(1 - x)
    f_prime = sympy.diff(f, x)
    n, gap, eps = 1 + m, 1 / (1 + b), 1 / (1 + e)  # gap = 1 - alpha
    t = n * sympy.log(n / eps) / gap + w
    x_n = gap / n
    slack = sympy.log(eps) - (sympy.log(n) + t * sympy.log(1 - x_n))
    return {
        "f(0) = 0": is_zero(f.subs(x, 0)),
        "f'(x) = x/(1-x)": is_zero(f_prime - x / (1 - x)),
        "f' >= 0 on [0,1) (x = r/(1+r))": is_nonnegative(f_prime.subs(x, r / (1 + r))),
        "0 < (1-alpha)/n": is_positive(x_n),
        "(1-alpha)/n < 1": is_positive(1 - x_n),
        "t >= 0": is_nonnegative(t),
        "slack = w(1-alpha)/n + t f(x)": is_zero(slack - (w * gap / n + t * f.subs(x, x_n))),
        "w(1-alpha)/n >= 0": is_nonnegative(w * gap / n),
    }


def _log_slack(n, alpha, eps, t):
    return np.log(eps) - np.log(n) - t * np.log1p(-(1 - alpha) / n)


def _numeric(rng) -> tuple[bool, str]:
    grid = np.array(
        np.meshgrid(
            [1, 2, 3, 5, 10, 30, 100, 1000, 10**5],
            [0.01, 0.1, 0.5, 0.9, 0.99],
            [1e-9, 1e-3, 0.1, 0.25, 0.5, 0.9, 0.999],
        )
    ).reshape(3, -1)
    draws = np.stack(
        [
            rng.integers(1, 10**4, size=2000),
            rng.uniform(1e-3, 1 - 1e-3, size=2000),
            10 ** rng.uniform(-9, np.log10(0.999), size=2000),
        ]
    )
    n, alpha, eps = np.concatenate([grid, draws], axis=1)
    t0 = n * np.log(n / eps) / (1 - alpha)  # the threshold itself, and the integer above it
    worst = min(_log_slack(n, alpha, eps, t0).min(), _log_slack(n, alpha, eps, np.ceil(t0)).min())
    ok = bool(worst >= -1e-12)
    return ok, f"{n.size} (n, alpha, eps) at t0 and ceil(t0): min log-slack={worst:.1e}"


def check(*, rng=0) -> LemmaResult:
    proven, steps = summary(_symbolic())
    numeric_ok, note = _numeric(np.random.default_rng(rng))
    return LemmaResult(
        NAME, STATEMENT, "sympy + numeric grid/random", proven, numeric_ok, f"{steps}; {note}"
    )
