"""Lemma (reversible mixing bounds, two-state chain). For ``P = [[1-p, p], [r, 1-r]]``,
``0 < p, r`` and ``p + r < 2``, with ``pi = (r, p)/(p + r)``, ``Pi`` the matrix whose
rows are ``pi`` and ``lambda = 1 - p - r``:

    P = Pi + lambda (I - Pi),  Pi^2 = Pi  =>  P^t = Pi + lambda^t (I - Pi),

so ``P^t(x, .) - pi = lambda^t (e_x - pi)`` and
``d(t) = max(p, r)/(p + r) |lambda|^t``. The chain is reversible with
``t_rel = 1/(1 - |lambda|)``; on a grid of ``(p, r, eps)`` with ``t_mix`` computed exactly
from ``d(t)``, both ``(t_rel - 1) ln(1/(2 eps)) <= t_mix(eps) <= t_rel ln(1/(eps pi_min))``
hold. (The closed form is proven; the two bounds are checked numerically here.)
"""

from __future__ import annotations

import numpy as np
import sympy

from proofs_checks._core import LemmaResult, is_zero, summary

NAME = "reversible_bounds_two_state"
STATEMENT = "two-state P^t = Pi + lambda^t (I - Pi); (t_rel-1)ln(1/2eps) <= t_mix <= t_rel ln(1/(eps pi_min))"


def _symbolic() -> dict[str, bool]:
    p, r = sympy.symbols("p r", positive=True)
    t = sympy.Symbol("t", integer=True, nonnegative=True)
    lam_real = sympy.Symbol("lambda", real=True)
    P = sympy.Matrix([[1 - p, p], [r, 1 - r]])
    pi = sympy.Matrix([[r, p]]) / (p + r)
    Pi = sympy.Matrix.vstack(pi, pi)
    Id = sympy.eye(2)
    lam = 1 - p - r

    def power(s):
        return Pi + lam**s * (Id - Pi)

    def tv_row(x):  # TV(P^t(x, .), pi) with P^t(x, .) - pi = lambda^t (e_x - pi)
        return sympy.Rational(1, 2) * sum(sympy.Abs(v) for v in lam_real**t * (Id[x, :] - pi))

    return {
        "pi P = pi": is_zero(pi * P - pi),
        "detailed balance": is_zero(pi[0] * P[0, 1] - pi[1] * P[1, 0]),
        "P = Pi + lambda (I - Pi)": is_zero(P - power(1)),
        "Pi^2 = Pi": is_zero(Pi * Pi - Pi),
        "P^0 = I": is_zero(power(0) - Id),
        "P^t P = P^{t+1}": is_zero(power(t) * P - power(t + 1)),
        "TV row 0 = |lambda|^t p/(p+r)": is_zero(
            tv_row(0) - sympy.Abs(lam_real) ** t * p / (p + r)
        ),
        "TV row 1 = |lambda|^t r/(p+r)": is_zero(
            tv_row(1) - sympy.Abs(lam_real) ** t * r / (p + r)
        ),
    }


def _t_mix(c: float, lam: float, eps: float) -> int:
    t = 0
    while c * abs(lam) ** t > eps:
        t += 1
    return t


def _numeric(rng) -> tuple[bool, str]:
    low_slack = high_slack = np.inf  # t_mix - lower and upper - t_mix; both must be >= 0
    closed_err = 0.0
    grid = np.linspace(0.02, 0.98, 25)
    count = 0
    for p in grid:
        for r in grid:
            lam, pi = 1 - p - r, np.array([r, p]) / (p + r)
            t_rel = 1 / (1 - abs(lam))
            for eps in (0.01, 0.05, 0.1, 0.25, 0.4, 0.49):
                t = _t_mix(max(p, r) / (p + r), lam, eps)
                low_slack = min(low_slack, t - (t_rel - 1) * np.log(1 / (2 * eps)))
                high_slack = min(high_slack, t_rel * np.log(1 / (eps * pi.min())) - t)
                count += 1
    for _ in range(50):  # the closed form against matrix powers
        p, r = rng.uniform(0.01, 0.99, size=2)
        s = int(rng.integers(0, 40))
        P = np.array([[1 - p, p], [r, 1 - r]])
        d = (
            0.5
            * np.abs(np.linalg.matrix_power(P, s) - np.array([r, p]) / (p + r)).sum(axis=1).max()
        )
        closed_err = max(closed_err, abs(d - max(p, r) / (p + r) * abs(1 - p - r) ** s))
    ok = bool(low_slack >= 0 and high_slack >= 0 and closed_err < 1e-12)
    return ok, (
        f"{count} (p, r, eps): min slack lower={low_slack:.2f}, upper={high_slack:.2f}; "
        f"d(t) vs P^t err={closed_err:.0e}"
    )


def check(*, rng=0) -> LemmaResult:
    proven, steps = summary(_symbolic())
    numeric_ok, note = _numeric(np.random.default_rng(rng))
    return LemmaResult(
        NAME,
        STATEMENT,
        "sympy closed form + numeric bounds",
        proven,
        numeric_ok,
        f"{steps}; {note}",
    )
