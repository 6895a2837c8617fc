"""Automatic sweep 7 (issue 30, branch sweep7a3): toolkit.finite_size.

Survivor of ``scripts/automut.py --seed 2026120371``: ``collapse``'s quality accepted the
exponent ``a = 0.02`` (``0.02 <= a`` for ``0.02 < a``): the open range ``(0.02, 3)`` of ``a``
is penalised with quality ``1e6`` outside. With ``tc`` and ``a`` fixed (the docstring's
option: only ``b`` is fitted) each end is reached exactly. On an exact collapse (``Y n^-b``
a function of ``(T - T_c) n^a`` alone) the fitted ``b`` is the planted one.
"""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.finite_size import collapse

TC, A, B = 1.0, 0.5, 0.25
T = np.linspace(0.6, 1.4, 17)
N = np.array([16.0, 32.0, 64.0, 128.0])


def _exact(a=A, b=B):
    # Y(T, n) = n^b f((T - T_c) n^a): Y n^-b collapses onto f (here tanh)
    x = (T[None, :] - TC) * N[:, None] ** a
    return N[:, None] ** b * np.tanh(x)


@pytest.mark.parametrize("a", [A, 0.021])
def test_planted_exponent_is_recovered_with_tc_and_a_fixed(a):
    r = collapse(T, N, _exact(a=a), tc_guess=TC, y_exponent=True, fixed={"tc": TC, "a": a})
    assert r["tc"] == TC and r["a"] == a
    assert r["b"] == pytest.approx(B, abs=1e-2) and r["quality"] < 1e-4


@pytest.mark.parametrize("a", [0.02, 3.0, 0.0, 3.5])
def test_a_on_or_outside_the_open_range_is_penalised(a):
    r = collapse(T, N, _exact(), tc_guess=TC, window=1e9, y_exponent=True, fixed={"tc": TC, "a": a})
    assert r["quality"] == 1e6


@pytest.mark.parametrize("a", [0.021, 2.99])
def test_a_just_inside_the_range_is_evaluated(a):
    # every point in the window (window = 1e9): the quality is computed, not the penalty
    r = collapse(T, N, _exact(a=a), tc_guess=TC, window=1e9, y_exponent=True, fixed={"tc": TC, "a": a})
    assert r["quality"] < 1.0
