"""cmp15b: boundaries of ``toolkit.coupling`` that no test reached.

- :func:`wilson_interval` takes ``0 <= k <= m, m > 0`` (its error message): ``k = m`` (every
  replicate survived) is valid, ``m = 0`` is not. Its ends are clipped to ``[0, 1]`` only where
  the Wilson formula leaves it; closed forms (Wilson 1927, ``p = k/m``, ``den = 1 + z^2/m``):
  ``k = m``: ``(m / (m + z^2), 1)``; ``k = 0``: ``(0, z^2 / (m + z^2))``.
- :meth:`CoalescenceResult.survival` is "the fraction of replicates with ``tau > t``": strict, a
  pair that met exactly at ``t`` has not survived ``t``.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from toolkit.coupling import Z95, CoalescenceResult, wilson_interval
from toolkit.exceptions import InvalidInputError


def test_wilson_interval_at_k_equal_m_closed_form():
    m = 5
    lo, hi = wilson_interval(m, m)  # k = m: the boundary of 0 <= k <= m (valid)
    assert lo == pytest.approx(m / (m + Z95**2), rel=1e-12)
    assert hi == 1.0


def test_wilson_interval_at_k_zero_closed_form_upper_end_below_one():
    m = 10
    lo, hi = wilson_interval(0, m)
    assert lo == 0.0
    assert hi == pytest.approx(Z95**2 / (m + Z95**2), rel=1e-12)
    assert hi < 1.0
    # an interior k by the formula written out (Wilson 1927): both ends strictly inside (0, 1)
    k, z = 3, Z95
    p, den = k / m, 1 + z * z / m
    mid, half = (p + z * z / (2 * m)) / den, z * math.sqrt(p * (1 - p) / m + z * z / (4 * m * m)) / den
    assert wilson_interval(k, m) == pytest.approx((mid - half, mid + half), rel=1e-12)
    assert 0.0 < mid - half < mid + half < 1.0


def test_wilson_interval_m_zero_is_refused_by_name():
    with pytest.raises(InvalidInputError, match="m > 0"):
        wilson_interval(0, 0)  # m = 0: the boundary of m > 0 (invalid, not a ZeroDivisionError)


def test_survival_is_strict_at_a_coalescence_time():
    times = np.array([[1.0, 2.0, 3.0, np.inf]])
    res = CoalescenceResult(times=times, starts_x=np.zeros((1, 2), dtype=np.int64),
                            starts_y=np.ones((1, 2), dtype=np.int64), max_steps=10, coupling="maximal",
                            temperature=1.0, scan="random", lazy=0.0)
    # tau > 2: the replicates that met at 3 and never: 2 of 4 (the one at tau = 2 has met by t = 2)
    assert res.survival(2).tolist() == [0.5]
    assert res.survival(0).tolist() == [1.0]
    assert res.survival(3).tolist() == [0.25]
