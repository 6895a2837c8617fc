"""Lemma (escape from a margin). If at state ``x`` site ``i`` has margin
``l_i(x_i) - max_{a != x_i} l_i(a) >= gamma``, then with ``B = (q - 1) e^{-gamma/T}``

    p_i^T(a != x_i | x_-i) <= B / (1 + B) <= B.

Proof: ``p_i^T(a != x_i) = S / (1 + S)`` with ``S = sum_{a != x_i} e^{(l_i(a) - l_i(x_i))/T}``;
each of the ``q - 1`` terms is ``<= e^{-gamma/T}``, so ``S <= B``, and ``S / (1 + S)``
increases in ``S``. If every site has the margin at ``x*``, the chain leaves ``x*`` in
one step with probability ``rho = (1/n) sum_i p_i^T(a != x*_i) <= B``; the exit time is
geometric, ``E[tau_exit] = sum_k k rho (1 - rho)^{k-1} = 1/rho >= 1/B = e^{gamma/T}/(q-1)``.
(The same bound holds for a set every state of which has the margin: each step leaves
the current state with probability ``<= B``.) Equality in the first bound when every
other logit sits exactly ``gamma`` below ``l_i(x_i)``.
"""

from __future__ import annotations

import numpy as np
import sympy

from proofs_checks._chains import glauber_kernel, random_logits
from proofs_checks._core import LemmaResult, is_nonnegative, is_positive, is_zero, summary

NAME = "margin_escape"
STATEMENT = "margin gamma: p(leave) <= (q-1)e^{-gamma/T}/(1+(q-1)e^{-gamma/T}); E[tau_exit] >= e^{gamma/T}/(q-1)"


def _symbolic() -> dict[str, bool]:
    # W = e^{l(x_i)/T}, U = sum_{a != x_i} e^{l(a)/T}
    W, U, S, B, T, c = sympy.symbols("W U S B T c", positive=True)
    gamma, z = sympy.symbols("gamma z", nonnegative=True)  # l(a) - l(x_i) = -gamma - z
    y = sympy.Symbol("y", real=True)
    q = sympy.Symbol("q", integer=True, positive=True)
    k = sympy.Symbol("k", integer=True, positive=True)
    g = S / (1 + S)
    rho = 1 / (1 + c)  # any rho in (0, 1)
    v = 1 / (1 + z)  # rho = B v with v in (0, 1]
    return {
        "p(leave) = S/(1+S), S = U/W": is_zero(U / (W + U) - g.subs(S, U / W)),
        "term = e^{-gamma/T} e^{-z/T}": is_zero(
            sympy.exp((-gamma - z) / T) - sympy.exp(-gamma / T) * sympy.exp(-z / T)
        ),
        "e^y <= 1 iff y <= 0": sympy.solveset(sympy.exp(y) <= 1, y, sympy.S.Reals)
        == sympy.Interval(-sympy.oo, 0),
        "z/T >= 0": is_nonnegative(z / T),
        "S/(1+S) increasing": is_positive(sympy.diff(g, S)),
        "B/(1+B) <= B": is_nonnegative(B - g.subs(S, B)),
        "E[Geometric(rho)] = 1/rho": is_zero(
            sympy.summation(k * rho * (1 - rho) ** (k - 1), (k, 1, sympy.oo)) - 1 / rho
        ),
        "rho <= B => 1/rho >= 1/B": is_nonnegative(1 / (B * v) - 1 / B),
        "1/B = e^{gamma/T}/(q-1)": is_zero(
            1 / ((q - 1) * sympy.exp(-gamma / T)) - sympy.exp(gamma / T) / (q - 1)
        ),
    }


def _impose_margin(L, x, gamma, extra) -> None:
    """Raise ``l_i(x_i; x_-i)`` to ``max_{a != x_i} l_i(a; x_-i) + gamma + extra[i]``."""
    for i in range(len(L)):
        fiber = list(x)
        fiber[i] = slice(None)
        row = L[i][tuple(fiber)]
        others = np.delete(row, x[i])
        L[i][x] = others.max() + gamma + extra[i]


def _numeric(rng) -> tuple[bool, str]:
    site_excess = rho_excess = tau_deficit = -np.inf  # all must stay <= ~0
    for _ in range(60):
        n, q = int(rng.integers(2, 4)), int(rng.integers(2, 5))
        T, gamma = rng.uniform(0.2, 3.0), rng.uniform(0.0, 4.0)
        L = random_logits(n, q, scale=2.0, rng=rng)
        x = tuple(int(a) for a in rng.integers(0, q, size=n))
        _impose_margin(L, x, gamma, rng.exponential(0.5, size=n) * (rng.random(n) < 0.5))
        P, _ = glauber_kernel(L, T)
        k = int(np.ravel_multi_index(x, (q,) * n))
        B = (q - 1) * np.exp(-gamma / T)
        site_leave = []
        for i in range(n):
            fiber = list(x)
            fiber[i] = slice(None)
            u = L[i][tuple(fiber)] / T
            p = np.exp(u - u.max()) / np.exp(u - u.max()).sum()
            site_leave.append(1 - p[x[i]])
        site_excess = max(site_excess, max(site_leave) - B / (1 + B))
        rho = 1 - P[k, k]  # from the kernel, not from site_leave
        rho_excess = max(rho_excess, rho - B)
        tau_deficit = max(tau_deficit, np.exp(gamma / T) / (q - 1) * rho - 1)  # E[tau] = 1/rho
    # Attainment: all other logits exactly gamma below.
    q, gamma, T = 5, 1.3, 0.7
    u = np.r_[gamma, np.zeros(q - 1)] / T
    p = np.exp(u) / np.exp(u).sum()
    B = (q - 1) * np.exp(-gamma / T)
    attained = abs((1 - p[0]) - B / (1 + B))
    ok = bool(
        site_excess <= 1e-12 and rho_excess <= 1e-12 and tau_deficit <= 1e-12 and attained <= 1e-12
    )
    return ok, (
        f"60 random models: max(p_i - B/(1+B))={site_excess:.1e}, "
        f"max(rho - B)={rho_excess:.1e}, max(bound/E[tau] - 1)={tau_deficit:.1e}; "
        f"attained to {attained:.0e}"
    )


def check(*, rng=0) -> LemmaResult:
    proven, steps = summary(_symbolic())
    numeric_ok, note = _numeric(np.random.default_rng(rng))
    return LemmaResult(
        NAME, STATEMENT, "sympy + numeric kernel", proven, numeric_ok, f"{steps}; {note}"
    )
