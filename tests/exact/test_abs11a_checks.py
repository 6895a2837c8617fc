"""exact.checks._tolerances with negative logits and a small stationary mass (abs11a, issue 30).

The allowances are documented in terms of ``max |l|`` (the largest logit *magnitude*,
:func:`exact.reversibility.log_entry_roundoff`) and ``|log pi_min|``
(:func:`exact.reversibility.edge_tolerance`). Logits that are all negative and
``log pi_min < 0`` (always, for a law on more than one state) make the signed values differ
from the magnitudes; the expected allowances are written out by hand from those docstrings,
with Higham's ``gamma_3 = 3u / (1 - 3u)``."""

from __future__ import annotations

import math
from types import SimpleNamespace

import numpy as np
import pytest

from exact.checks import DRIFT_ATOL, EDGE_RTOL, _tolerances

U = 2.0 ** -53
GAMMA3 = 3 * U / (1 - 3 * U)


def _inputs(values, log_pi_min):
    L = SimpleNamespace(values=np.asarray(values, dtype=float), q=2, n=3)
    ex = SimpleNamespace(pi_relative_error=1e-14, log_pi_min=log_pi_min)
    return L, ex


def test_the_round_off_uses_the_largest_logit_magnitude():
    # logits all negative: max |l| = 40 (the signed max would be -1)
    L, ex = _inputs([[-40.0, -1.0], [-3.0, -2.5]], log_pi_min=0.0)
    T = 0.5
    e = GAMMA3 * (2 * 40.0 / T + math.log(2) + math.log(3))       # log_entry_roundoff, S = 2 max|l|/T + ln q + ln n
    tol = _tolerances(L, T, ex, max_abs_log_r=0.0)
    # the floors (1e-9) dwarf the round-off terms: compare what is added to them
    assert tol["drift"] - DRIFT_ATOL == pytest.approx(2 * 1e-14 + 2 * e, rel=1e-6, abs=0)
    assert tol["edge"] - EDGE_RTOL == pytest.approx(2 * 1e-14 + 2 * e + GAMMA3 * 2 * (2 * 40.0 / T), rel=1e-6, abs=0)


def test_the_edge_allowance_uses_the_magnitude_of_log_pi_min():
    # log pi_min = -700 (a law with a state of mass e^-700): the sums log pi + log P are of size 700 + 2 max|l|/T
    L, ex = _inputs([[1.0, 0.0], [0.5, 2.0]], log_pi_min=-700.0)
    T = 1.0
    e = GAMMA3 * (2 * 2.0 / T + math.log(2) + math.log(3))
    tol = _tolerances(L, T, ex, max_abs_log_r=0.0)
    assert tol["edge"] - EDGE_RTOL == pytest.approx(2 * 1e-14 + 2 * e + GAMMA3 * 2 * (700.0 + 2 * 2.0 / T),
                                                    rel=1e-6, abs=0)
