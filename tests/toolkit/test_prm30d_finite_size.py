"""prm30d (issue 30): the finite-size verdict counts the pairs that DO cross (and, below, the
collapse quality goes on past a size that brackets no other point).

:func:`toolkit.finite_size.fss_verdict`, when the largest sizes give no resolved Binder
crossing, adds how many pairs of smaller sizes cross. Hand-made exact Binder curves of four
sizes (three consecutive pairs): ``U_8 - U_4 = 0.1 (1 - T)`` changes sign at ``T = 1`` (one
crossing, :func:`binder_crossings`' linear interpolation), while ``U_16 = U_8 + 0.05`` and
``U_32 = U_16 + 0.05`` never cross. One pair of three crosses: the reason must say 1, not 3."""

import numpy as np
import pytest

from toolkit.finite_size import ScalingData, _interp_quality, binder_crossings, fss_verdict


def _data():
    T = np.linspace(0.5, 1.5, 11)
    u4 = np.full(T.size, 0.4)
    u8 = u4 + 0.1 * (1.0 - T)
    U = np.stack([u4, u8, u8 + 0.05, u8 + 0.10])
    chi = np.stack([np.full(T.size, float(n)) for n in (4, 8, 16, 32)])
    return ScalingData(T, np.array([4.0, 8.0, 16.0, 32.0]), binder=U, susceptibility=chi)


def test_only_the_smallest_pair_crosses():
    d = _data()
    cr = binder_crossings(d.temperatures, d.n_values, d.binder)
    assert [c["T_x"] is not None for c in cr] == [True, False, False]
    assert cr[0]["T_x"] == pytest.approx(1.0, abs=1e-12)


def test_the_reason_counts_the_one_crossing_pair():
    v = fss_verdict(_data(), n_boot=0, rng=0)
    line = next(r for r in v.reasons if r.startswith("no resolved Binder crossing"))
    assert line == "no resolved Binder crossing between the largest sizes (1 pair(s) of smaller sizes cross)"


# ---------------------------------------------------------------------- the collapse quality
# prm30d (issue 30): the Houdayer-Hartmann collapse quality goes on past a size that brackets
# no other point.
#
# :func:`toolkit.finite_size._interp_quality` (docstring: "each point against the linear
# interpolation of every other size at the same abscissa (where it brackets it)"): three sizes,
# the middle one on ``x = 10, 11`` where no other size has a point (it predicts nothing, and no
# one predicts it). By hand, with ``y = x`` on ``x = 0, 1, 2`` (size 0) and ``y = 0.5, 2.5`` on
# ``x = 0.5, 1.5`` (size 2): size 0 predicts size 2's points as 0.5 and 1.5 (deviations 0 and
# 1); size 2 predicts size 0's ``x = 1`` as (0.5 + 2.5)/2 = 1.5 (deviation -0.5). The range of
# ``y`` is 5 - 0 = 5, so the quality is (0 + 1/25 + 0.25/25) / 3 = 0.05/3.
def test_a_lonely_inner_size_does_not_end_the_sum():
    xs = [np.array([0.0, 1.0, 2.0]), np.array([10.0, 11.0]), np.array([0.5, 1.5])]
    ys = [np.array([0.0, 1.0, 2.0]), np.array([5.0, 5.0]), np.array([0.5, 2.5])]
    assert _interp_quality(xs, ys) == pytest.approx(0.05 / 3, rel=1e-12)


def test_the_lonely_size_last_gives_the_same():
    xs = [np.array([0.0, 1.0, 2.0]), np.array([0.5, 1.5]), np.array([10.0, 11.0])]
    ys = [np.array([0.0, 1.0, 2.0]), np.array([0.5, 2.5]), np.array([5.0, 5.0])]
    assert _interp_quality(xs, ys) == pytest.approx(0.05 / 3, rel=1e-12)
