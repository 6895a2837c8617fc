"""cmp16c (issue 30): two inclusive caps of :mod:`exact.stationary`.

- ``LOG_GTH_MAX``: the module docstring runs GTH on logarithms, "from ``log P`` computed from the
  logits, up to :data:`LOG_GTH_MAX` states": a space of exactly ``LOG_GTH_MAX`` states whose
  kernel underflows is still solved in logarithms (not refused as reducible).
- ``CROSS_MOVES_MAX``: ``_cross_moves`` returns None "when there are more than
  :data:`CROSS_MOVES_MAX`" moves between groups: exactly that many are still gathered.

The caps are lowered (monkeypatch) to the size of a small chain so that the boundary is reached
in milliseconds.
"""

from __future__ import annotations

import importlib

import numpy as np
import pytest

from exact.kernel import glauber_kernel
from toolkit.exceptions import ReducibleChainError
from toolkit.models import IndependentSites

st = importlib.import_module("exact.stationary")   # the module (the package re-exports the function)


def _underflowing_kernel():
    # one site, logits (0, -1000): p(1) = e^-1000 / (1 + e^-1000) underflows float64, so the float
    # chain has no move 0 -> 1; pi = (p(0), p(1)), log pi = (-log1p(e^-1000), -1000 - log1p(e^-1000))
    K = glauber_kernel(IndependentSites(np.array([[0.0, -1000.0]])))
    assert K.underflows and K.n_states == 2
    return K


def test_log_gth_at_exactly_log_gth_max_states(monkeypatch):
    K = _underflowing_kernel()
    monkeypatch.setattr(st, "LOG_GTH_MAX", 2)     # the boundary: N = LOG_GTH_MAX, inclusive
    law = st.stationary_law(K, method="gth")
    np.testing.assert_allclose(law.log_pi, [0.0, -1000.0], rtol=1e-14, atol=1e-300)


def test_one_state_above_log_gth_max_is_refused(monkeypatch):
    K = _underflowing_kernel()
    monkeypatch.setattr(st, "LOG_GTH_MAX", 1)
    with pytest.raises(ReducibleChainError, match="underflow"):
        st.stationary_law(K, method="gth")


# a lazy 4-cycle 0-1-3-2-0 in two groups {0, 1} and {2, 3}: the moves between the groups are
# 0 -> 2, 1 -> 3, 2 -> 0, 3 -> 1, each of probability 1/4 (pair code a * K + b: 1, 1, 2, 2)
_P = np.array([[0.5, 0.25, 0.25, 0.0],
               [0.25, 0.5, 0.0, 0.25],
               [0.25, 0.0, 0.5, 0.25],
               [0.0, 0.25, 0.25, 0.5]])
_LABELS = np.array([0, 0, 1, 1])


def test_cross_moves_at_exactly_cross_moves_max(monkeypatch):
    monkeypatch.setattr(st, "CROSS_MOVES_MAX", 4)  # exactly the 4 cross moves: kept
    out = st._cross_moves(_P, _LABELS, 2)
    assert out is not None
    rows, pairs, vals = out
    assert sorted(zip(rows.tolist(), pairs.tolist(), strict=True)) == [(0, 1), (1, 1), (2, 2), (3, 2)]
    np.testing.assert_array_equal(vals, 0.25)


def test_cross_moves_above_cross_moves_max(monkeypatch):
    monkeypatch.setattr(st, "CROSS_MOVES_MAX", 3)
    assert st._cross_moves(_P, _LABELS, 2) is None
