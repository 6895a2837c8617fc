"""prm19e (issue 30): two promises of ``toolkit.finite_size``.

* ``mixing_change``: ``T_change_stderr`` is NaN when the last two pairs do not cross, as with
  three sizes (two consecutive-size pairs, one crossing).
* ``energy_indicators``: ``cumulant_gap_exponent_stderr`` is the standard error of the slope of
  ``log(2/3 - V*)`` on ``log n`` (least squares; three or more points).
"""

from __future__ import annotations

import math

import numpy as np

from toolkit.finite_size import energy_indicators, mixing_change


def test_three_sizes_one_crossing_no_stderr():
    T = np.linspace(0.8, 1.2, 21)
    ns = np.array([16, 32, 64])
    tau = ns[:, None] ** 1.5 * np.exp((1 - T)[None, :] * ns[:, None] / 10)  # the docstring's example
    r = mixing_change(T, ns, tau)
    assert len(r["crossings"]) == 1
    assert abs(r["T_change"] - 1.0) < 0.01
    assert math.isnan(r["T_change_stderr"])


def _slope_stderr(x, y):
    # textbook OLS: se(b) = sqrt(sum r^2 / (m - 2) / sum (x - xbar)^2)
    b, a = np.polyfit(x, y, 1)
    r = y - (a + b * x)
    return math.sqrt((r @ r) / (x.size - 2) / ((x - x.mean()) ** 2).sum())


def test_cumulant_gap_stderr_is_its_own_fit():
    ns = np.array([8.0, 16.0, 32.0, 64.0])
    T = np.array([0.5, 1.0, 2.0])
    C = np.outer(ns, [0.1, 1.0, 0.1]) * np.array([1.0, 1.3, 0.9, 1.1])[:, None]   # peaks with scatter
    gaps = np.array([0.2, 0.09, 0.06, 0.02])
    V = 2 / 3 - np.outer(gaps, [1.0, 1.0, 1.0]) * np.array([1.5, 1.0, 1.2])[None, :]   # minimum at the middle T
    e = energy_indicators(T, ns, C, V)
    vmin = 2 / 3 - gaps * 1.5
    assert np.allclose(e["cumulant_minima"], vmin.tolist())
    want = _slope_stderr(np.log(ns), np.log(2 / 3 - vmin))
    assert math.isclose(e["cumulant_gap_exponent_stderr"], want, rel_tol=1e-9)
    assert not math.isclose(e["specific_heat_exponent_stderr"], want, rel_tol=1e-3)
