"""Lemma (mean-field Potts critical points for the normalization of this toolkit). Let the
logits be ``l_i(a | x_-i) = beta/n #{j != i : x_j = a}`` (coupling ``beta/n`` per pair,
:class:`toolkit.models.exchangeable.MeanFieldPotts` at ``T = 1``; Cuff, Ding, Louidor,
Lubetzky, Peres, Sly, J. Stat. Phys. 149 (2012) use the same). The free energy per site of
the colour proportions ``p`` is ``f(p) = -(beta/2) sum_a p_a^2 + sum_a p_a ln p_a``. On the
ordered line ``p = (x, (1-x)/(q-1), ..., (1-x)/(q-1))``:

(1) ``df/dx = -beta (qx - 1)/(q - 1) + ln((q-1) x / (1-x))``, so the ordered stationary
points are the solutions of ``beta = beta(x) := (q-1) ln((q-1) x/(1-x)) / (qx - 1)``, and
they are exactly the fixed points ``x = softmax(beta p)_0`` of the mean-field equation;
(2) the *spinodal* ``beta_s(q) = min_{x in (1/q, 1)} beta(x)``: an ordered stationary
point exists iff ``beta >= beta_s`` (``q = 3``: ``beta_s = 2.745644``, at ``x = 0.58480``);
(3) the thermodynamic transition ``beta_c = 2 (q-1) ln(q-1) / (q-2)`` (``4 ln 2`` for
``q = 3``): ``beta(x_c) = beta_c`` at ``x_c = (q-1)/q``, and there ``f(x_c) = f(1/q)``
(the ordered and uniform phases have equal free energy);
(4) ``d^2 f / dx^2 = (q/(q-1)) (q - beta)`` at ``x = 1/q``: the uniform phase is stable
up to ``beta = q``, and ``beta_s < beta_c < q`` (``q >= 3``);
(5) the mean-field drift ``dp/dt = (softmax(beta p) - p)/n`` (one site redrawn per step)
linearised at the uniform point contracts the tangent directions at rate
``(1 - beta/q)/n``: the derivative of ``softmax(beta (u + e v))`` at ``e = 0`` is
``(beta/q) v`` for ``sum v = 0`` (hence the cutoff constant ``1/(2(1 - beta/q))`` of
Cuff et al. Thm 1 below ``beta_s``, the analogue of Curie-Weiss's ``1/(2(1 - beta))``).

So mixing changes at ``beta_s`` (a metastable ordered well appears), not at ``beta_c``.
For ``q = 2`` ``beta(x) = ln(x/(1-x))/(2x - 1) -> 2`` as ``x -> 1/2``: ``beta_s = beta_c = 2``,
Curie-Weiss's ``T_c`` in Potts units.

Checked symbolically for q = 3, 4, 5 ((1), (3), (4)) and q = 3 ((5)); numerically: the
minimum of ``beta(x)`` (q = 3) and the number of ordered roots of ``beta(x) = beta`` just
below (0) and above (2) it, and ``f(x_c) = f(1/q)`` in floating point.
"""

from __future__ import annotations

import numpy as np
import sympy
from scipy.optimize import minimize_scalar

from proofs_checks._core import LemmaResult, is_zero, summary

NAME = "potts_spinodal"
STATEMENT = ("mean-field Potts (beta/n per pair): ordered points beta = (q-1) ln((q-1)x/(1-x))/(qx-1); "
             "beta_s = min_x beta(x); beta_c = 2(q-1) ln(q-1)/(q-2) equates f; uniform stable to beta = q; "
             "drift rate 1 - beta/q")

BETA_S_3 = 2.745643576   # the q = 3 spinodal to 1e-9 (the minimum of beta(x), computed in the numeric check)


def beta_of_x(x, q):
    return (q - 1) * sympy.log((q - 1) * x / (1 - x)) / (q * x - 1)


def _free_energy(x, beta, q):
    p = [x] + [(1 - x) / (q - 1)] * (q - 1)
    return -(beta / 2) * sum(v * v for v in p) + sum(v * sympy.log(v) for v in p)


def _symbolic() -> dict[str, bool]:
    steps = {}
    x = sympy.Symbol("x", positive=True)
    beta = sympy.Symbol("beta", positive=True)
    for q in (3, 4, 5):
        f = _free_energy(x, beta, q)
        df = -beta * (q * x - 1) / (q - 1) + sympy.log((q - 1) * x / (1 - x))
        steps[f"(1) df/dx q={q}"] = is_zero(sympy.expand_log(sympy.diff(f, x) - df, force=True))
        # the stationary condition is the mean-field equation: at beta = beta(x),
        # softmax(beta p)_0 = x, i.e. e^{beta x} (1 - x) = (q-1) x e^{beta (1-x)/(q-1)}
        b = beta_of_x(x, q)
        lhs = b * x + sympy.log(1 - x)
        rhs = sympy.log(q - 1) + sympy.log(x) + b * (1 - x) / (q - 1)
        steps[f"(1) mean-field fixed point q={q}"] = is_zero(sympy.expand_log(lhs - rhs, force=True))
        bc = 2 * (q - 1) * sympy.log(q - 1) / (q - 2)
        xc = sympy.Rational(q - 1, q)
        steps[f"(3) beta(x_c) = beta_c q={q}"] = is_zero(sympy.expand_log(beta_of_x(xc, q) - bc, force=True))
        gap = _free_energy(xc, bc, q) - _free_energy(sympy.Rational(1, q), bc, q)
        steps[f"(3) f(x_c) = f(1/q) q={q}"] = is_zero(sympy.expand_log(gap, force=True))
        d2 = sympy.diff(f, x, 2).subs(x, sympy.Rational(1, q))
        steps[f"(4) f'' at 1/q q={q}"] = is_zero(d2 - sympy.Rational(q, q - 1) * (q - beta))
    q = 3
    e = sympy.Symbol("e")
    v = sympy.symbols("v0:2")
    vv = [v[0], v[1], -v[0] - v[1]]
    z = [beta * (sympy.Rational(1, q) + e * vi) for vi in vv]
    soft = [sympy.exp(zi) / sum(sympy.exp(zj) for zj in z) for zi in z]
    steps["(5) d softmax = (beta/q) v q=3"] = all(
        is_zero(sympy.diff(s, e).subs(e, 0) - beta / q * vi) for s, vi in zip(soft, vv, strict=True))
    return steps


def _numeric(rng) -> tuple[bool, str]:
    q = 3

    def b(x):
        return (q - 1) * np.log((q - 1) * x / (1 - x)) / (q * x - 1)

    res = minimize_scalar(b, bounds=(1 / q + 1e-9, 1 - 1e-9), method="bounded", options={"xatol": 1e-12})
    xs = np.sort(rng.uniform(1 / q + 1e-6, 1 - 1e-6, size=200_000))
    roots = {}
    for label, beta in (("below", res.fun * (1 - 1e-3)), ("above", res.fun * (1 + 1e-3))):
        s = np.sign(b(xs) - beta)
        roots[label] = int(np.count_nonzero(np.diff(s)))
    bc = 2 * (q - 1) * np.log(q - 1) / (q - 2)

    def f(x, beta):
        p = np.array([x, (1 - x) / 2, (1 - x) / 2])
        return -(beta / 2) * (p * p).sum() + (p * np.log(p)).sum()

    df = abs(f((q - 1) / q, bc) - f(1 / q, bc))
    ok = (abs(res.fun - BETA_S_3) < 1e-8 and roots == {"below": 0, "above": 2} and df < 1e-14
          and res.fun < bc < q)
    return ok, (f"q=3: beta_s = {res.fun:.9f} at x = {res.x:.5f}; ordered roots below/above: {roots['below']}/"
                f"{roots['above']}; beta_c = {bc:.9f}; |f(x_c) - f(1/q)| = {df:.1e}")


def check(*, rng=0) -> LemmaResult:
    proven, steps = summary(_symbolic())
    numeric_ok, note = _numeric(np.random.default_rng(rng))
    return LemmaResult(NAME, STATEMENT, "sympy (q = 3, 4, 5) + numpy", proven, numeric_ok, f"{steps}; {note}")
