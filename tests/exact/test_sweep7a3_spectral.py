"""Automatic sweep 7 (issue 30, branch sweep7a3): exact.spectral.

Survivor of ``scripts/automut.py --seed 2026120371``: ``_Interval.logs`` widened the
logarithms of the ends by ``5 u (1 + |log|)`` instead of ``4 u (1 + |log|)`` (``u = 2**-53``).
Both are outward, so both are sound; the promise pinned here is the tightness of the
rounding: the ends move outwards by exactly that margin, never inwards, the upper log is
capped at 0 (a gap is at most 1) and an end at ``-inf`` stays there.

Second survivor: ``relative_width`` returned ``inf`` for every ``gap <= 1`` (``0`` -> ``1``)
when no finite ``log_gap`` is given; pinned by hand on symmetric and asymmetric intervals,
with and without the logarithm, and the zero gap.
"""

from __future__ import annotations

import math

import pytest

from exact.spectral import _Interval

U = 2.0**-53  # unit roundoff of float64


@pytest.mark.parametrize("lo, hi", [(-10.0, -1.0), (-700.5, -3.25), (-0.5, -0.25), (-1e5, -2e4)])
def test_log_ends_move_outwards_by_four_units_of_roundoff(lo, hi):
    iv = _Interval.logs(lo, hi, certified=True, how="t")
    assert iv.log_lower == lo - 4 * U * (1 + abs(lo))
    assert iv.log_upper == hi + 4 * U * (1 + abs(hi))
    assert iv.log_lower < lo and iv.log_upper > hi  # outwards, strictly
    assert iv.lower == math.exp(iv.log_lower) and iv.upper == math.exp(iv.log_upper)
    assert iv.certified and iv.how == "t"


def test_upper_log_is_capped_at_zero_and_minus_inf_kept():
    iv = _Interval.logs(-math.inf, 0.0, certified=False, how="t")
    assert iv.log_lower == -math.inf and iv.lower == 0.0
    assert iv.log_upper == 0.0 and iv.upper == 1.0


# ------------------------------------------------------------------ relative_width by hand
@pytest.mark.parametrize("lo, hi, gap, width", [(0.4, 0.6, 0.5, 0.2), (0.45, 0.6, 0.5, 0.2), (0.3, 0.55, 0.5, 0.4),
                                                (0.5, 0.5, 0.5, 0.0), (1e-3, 3e-3, 2e-3, 0.5)])
def test_relative_width_is_the_larger_distance_over_the_gap(lo, hi, gap, width):
    # docstring: max(gap - lower, upper - gap) / gap; the same in logarithms when log_gap is given
    iv = _Interval.ends(lo, hi, certified=True, how="t")
    assert iv.relative_width(gap) == pytest.approx(width, rel=1e-12, abs=1e-15)
    assert iv.relative_width(gap, math.log(gap)) == pytest.approx(width, rel=1e-12, abs=1e-15)


def test_relative_width_of_a_zero_gap_is_infinite():
    assert _Interval.ends(0.0, 0.1, certified=True, how="t").relative_width(0.0) == math.inf
