"""Lemma (tempering). ``log R`` is linear in the logits, so the tempered logits
``l / T`` (``T > 0``) have ``log R_T = log R / T``. Combined with ``rectangle_kolmogorov``,
the j-first 4-cycle of the tempered chain ``P_T`` has log Kolmogorov ratio ``log R / T``.
"""

from __future__ import annotations

import numpy as np
import sympy

from proofs_checks._chains import glauber_kernel, random_logits, rectangles
from proofs_checks._core import LemmaResult, is_zero, summary
from proofs_checks._rectangle import corners, cycle_log_ratio, log_rectangle, tables
from proofs_checks.rectangle_kolmogorov import J_FIRST

NAME = "rectangle_tempering"
STATEMENT = "log R(l / T) = log R(l) / T for T > 0"


def _symbolic() -> dict[str, bool]:
    li = [[sympy.Symbol(f"li_{s}{t}", real=True) for t in range(2)] for s in range(2)]
    lj = [[sympy.Symbol(f"lj_{s}{t}", real=True) for t in range(2)] for s in range(2)]
    T = sympy.Symbol("T", positive=True)
    tempered = log_rectangle(
        [[v / T for v in row] for row in li], [[v / T for v in row] for row in lj]
    )
    return {"log R(l/T) = log R(l)/T": is_zero(tempered - log_rectangle(li, lj) / T)}


def _numeric(rng) -> tuple[bool, str]:
    n, q = 3, 2
    err = 0.0
    for T in rng.uniform(0.2, 5.0, size=4):
        L = random_logits(n, q, rng=rng)
        P, _ = glauber_kernel(L, T)
        for r in rectangles(n, q):
            ratio = cycle_log_ratio(P, corners(n, q, *r), J_FIRST)
            err = max(err, abs(ratio - log_rectangle(*tables(L, *r)) / T))
    return bool(err < 1e-10), f"P_T cycle ratio vs logR/T, 4 random T: max err={err:.1e}"


def check(*, rng=0) -> LemmaResult:
    proven, steps = summary(_symbolic())
    numeric_ok, note = _numeric(np.random.default_rng(rng))
    return LemmaResult(
        NAME, STATEMENT, "sympy + numeric kernel", proven, numeric_ok, f"{steps}; {note}"
    )
