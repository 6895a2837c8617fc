"""toolkit.coupling: the text of the coupling results (gap15d, targeted-coverage-2026-12-05: their
``__str__`` ran only in tests/test_verdicts_and_text.py, outside the module's targeted tests).
Expected numbers by hand from the fields given."""

from __future__ import annotations

import math

import numpy as np

from toolkit.coupling import CoalescenceResult, LagCouplingResult
from toolkit.results import Estimate


def test_coalescence_result_text():
    # 2 pairs x 2 replicates, one censored at max_steps = 10: its mean is a lower estimate,
    # (3 + 10 + 5 + 7) / 4 = 6.25 with the censored time counted as 10
    times = np.array([[3.0, math.inf], [5.0, 7.0]])
    r = CoalescenceResult(times, np.zeros((2, 3)), np.ones((2, 3)), 10, "maximal", 1.0, "random", 0.0)
    text = str(r)
    assert text.startswith("CoalescenceResult(maximal, 2 pairs x 2 replicates, mean 6.25")
    assert text.endswith("1 censored at 10)")
    assert "lower estimate" in text


def test_lag_coupling_result_text():
    est = (Estimate(0.5, stderr=0.125, n_samples=3, method="lag"), Estimate(0.25, stderr=0.0625, n_samples=3,
                                                                               method="lag"))
    r = LagCouplingResult(2, np.array([3.0, math.inf, 5.0]), (0, 4), est, "maximal", 100)
    lines = str(r).splitlines()
    assert lines[0] == "L-lag coupling bound on TV(pi_0 P^t, pi) (L=2, 3 replicates, 1 censored):"
    assert lines[1].split() == ["t", "bound", "stderr"]
    assert lines[3].split() == ["0", "0.5", "0.125"] and lines[4].split() == ["4", "0.25", "0.0625"]
