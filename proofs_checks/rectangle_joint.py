"""Lemma (compatible logits have no rectangle). Let ``mu > 0`` be a joint law and fix
sites ``i != j``, a context ``c`` on the other sites, tokens ``a != a'`` and
``b != b'``. If

    l_i(a; b) = log mu(a, b, c) + f(b),    l_j(b; a) = log mu(a, b, c) + g(a)

for any shifts ``f`` (free of the token at i) and ``g`` (free of the token at j), in
particular the conditionals ``log mu(x_i | x_-i)``, then ``log R = 0``.

Proof: each bracket of ``log R`` is a second difference; a term that depends on one
index only cancels in it, so both brackets equal the second difference of ``log mu``.
"""

from __future__ import annotations

import numpy as np
import sympy

from proofs_checks._chains import joint_logits, random_logits, rectangles
from proofs_checks._core import LemmaResult, is_zero, summary
from proofs_checks._rectangle import log_rectangle, tables

NAME = "rectangle_joint"
STATEMENT = "log R = 0 when l_i = log mu + f(x_-i), l_j = log mu + g(x_-j) for a joint mu > 0"


def _symbolic() -> dict[str, bool]:
    m = [[sympy.Symbol(f"m_{s}{t}", real=True) for t in range(2)] for s in range(2)]
    f = sympy.symbols("f_0:2", real=True)  # shift at site i, a function of the token at j
    g = sympy.symbols("g_0:2", real=True)  # shift at site j, a function of the token at i
    li = [[m[s][t] + f[t] for t in range(2)] for s in range(2)]
    lj = [[m[s][t] + g[s] for t in range(2)] for s in range(2)]
    return {"log R = 0 for any shifts": is_zero(log_rectangle(li, lj))}


def _numeric(rng) -> tuple[bool, str]:
    n, q = 3, 3
    joint = joint_logits(rng.standard_normal((q,) * n))
    worst = max(abs(log_rectangle(*tables(joint, *r))) for r in rectangles(n, q))
    # Control: random (incompatible) logits must show a clear nonzero rectangle.
    control = random_logits(n, q, rng=rng)
    largest = max(abs(log_rectangle(*tables(control, *r))) for r in rectangles(n, q))
    ok = bool(worst < 1e-12 and largest > 0.5)
    return ok, f"joint max|logR|={worst:.1e}, random-logit control max|logR|={largest:.2f}"


def check(*, rng=0) -> LemmaResult:
    proven, steps = summary(_symbolic())
    numeric_ok, note = _numeric(np.random.default_rng(rng))
    return LemmaResult(
        NAME, STATEMENT, "sympy + numeric n=q=3", proven, numeric_ok, f"{steps}; {note}"
    )
