"""Audit 24b: ``exact.spectral.spectral_summary``'s ``gap_error`` covers the whole interval.

Contract (module docstring): every gap is reported with ``[gap_lower, gap_upper]`` and
``gap_error`` its half-width, i.e. ``gap_error >= max(gap - gap_lower, gap_upper - gap)``;
where the interval is clipped at one end (a gap of 1 cannot exceed 1) the error is the
other, wider side, not 0.

Chain by hand: ``P = [[1/2, 1/2], [1/2, 1/2]]`` has eigenvalues 1 and 0, so the absolute gap is
1; the dense reversible path puts it in ``[1 - tau, 1]`` with ``tau >= 10 N u > 0``
(Weyl, module docstring), clipped above at 1.
"""

import numpy as np

from exact.spectral import spectral_summary

U = float(np.finfo(float).eps) / 2


def test_gap_error_is_the_wider_side_when_the_interval_is_clipped_at_one():
    s = spectral_summary(np.array([[0.5, 0.5], [0.5, 0.5]]))
    assert abs(s.spectral_gap - 1.0) <= 4 * U   # 1 up to the rounding of the eigensolver
    assert s.gap_upper == 1.0
    # the lower end sits at least 10 N u below the gap (N = 2), so the interval has width
    assert s.gap_lower <= 1.0 - 10 * 2 * U
    assert s.gap_error >= max(s.spectral_gap - s.gap_lower, s.gap_upper - s.spectral_gap)
    assert s.gap_error >= 10 * 2 * U
