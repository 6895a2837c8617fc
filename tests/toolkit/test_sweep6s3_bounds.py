"""Contract sweep s3 (issue 30): toolkit.bounds promises executed but not pinned: how
MixingBounds turns d(t) bounds into t_upper (the eps rule and the 2 t(sqrt eps) rule, the
smaller), t_lower (the last time above eps, strictly), the ratio, to_dict keys, the summary's
t_lower + 1, the geometric grid, the event bound's 1/2 and its clip at 0, the split threshold's
argmax, and d_upper recomputed from the meeting times (Wilson, one-sided 1 - alpha/2)."""

import math

import numpy as np
import pytest
from scipy.stats import norm

from toolkit import bounds as bd
from toolkit.bounds import MixingBounds, mixing_bounds
from toolkit.exceptions import InvalidInputError
from toolkit.models import IndependentSites


def _mb(times, d_up, d_lo, eps=0.25, tau=None):
    times = np.asarray(times)
    tau = np.zeros((2, 2)) if tau is None else tau
    return MixingBounds(times, np.asarray(d_up, float), np.asarray(d_up, float), np.asarray(d_lo, float), tau,
                        eps=eps, n_steps=int(times[-1]))


def test_t_upper_takes_the_smaller_of_the_two_rules():
    # eps = 0.25, sqrt(eps) = 0.5: d_upper first <= 0.5 at t = 4 (2 x 4 = 8), first <= 0.25 at t = 10
    assert _mb([2, 4, 10, 20], [0.9, 0.5, 0.25, 0.1], [0, 0, 0, 0]).t_upper == 8.0
    # first <= 0.25 at t = 6 < 2 x 4
    assert _mb([2, 4, 6, 20], [0.9, 0.5, 0.25, 0.1], [0, 0, 0, 0]).t_upper == 6.0
    assert _mb([2, 4], [0.9, 0.6], [0, 0]).t_upper == math.inf


def test_t_lower_is_the_last_time_strictly_above_eps_and_ratio():
    m = _mb([1, 2, 4, 8], [0.9, 0.5, 0.2, 0.1], [0.6, 0.3, 0.25, 0.0])
    assert m.t_lower == 2                              # 0.25 at t = 4 is not above eps
    assert m.t_upper == 4.0 and m.ratio == 2.0         # 0.2 <= 0.25 at t = 4; 0.5 <= 0.5 at 2 -> 2 x 2 = 4
    assert _mb([1, 2], [0.1, 0.1], [0.0, 0.0]).ratio == math.inf
    tau = np.array([[3.0, np.inf], [0.0, 5.0]])
    d = _mb([1, 2, 4, 8], [0.9, 0.5, 0.2, 0.1], [0.6, 0.3, 0.25, 0.0], tau=tau).to_dict()
    assert (d["t_upper"], d["t_lower"], d["ratio"], d["n_pairs"], d["n_replicates"], d["n_censored"]) == \
        (4.0, 2, 2.0, 2, 2, 1)
    assert d["times"] == [1, 2, 4, 8] and d["d_lower"] == [0.6, 0.3, 0.25, 0.0] and d["eps"] == 0.25
    assert set(d) == {"eps", "temperature", "coupling", "t_upper", "t_lower", "ratio", "n_pairs", "n_replicates",
                      "n_censored", "n_steps", "n_rows", "seconds", "level", "stopped_by_budget", "note", "times",
                      "d_upper", "d_upper_value", "d_lower"}
    assert m.summary().startswith("t_mix(0.25) at T=1: 3 <= t_mix <= 4 (ratio 2;")


def test_grid_event_bound_and_split_threshold():
    assert bd._grid(100, 3).tolist() == [1, 10, 100]
    assert bd._grid(4, 10).tolist() == [1, 2, 3, 4]    # rounding repeats are dropped
    hx = np.array([[3.0, 3.0, 3.0, 3.0]])
    hy = np.array([[-np.inf, -np.inf, -np.inf, -np.inf]])
    z = 1.5
    lo = bd.wilson_bounds(4, 4, z)[0]
    assert bd._event_bound(hx, hy, [0.0], z).tolist() == pytest.approx([0.5 * (lo - bd.wilson_bounds(0, 4, z)[1])])
    assert bd._event_bound(hy, hx, [0.0], z).tolist() == [0.0]      # negative: clipped at 0
    # separating threshold: h_X = (1, 2, 5), h_Y = (1, 1, 2): c = 1 gives 2/3 - 1/3, c = 2 gives 1/3 - 0
    # (ties of the gap go to the smaller c)
    assert bd._split_threshold(np.array([[1.0, 2.0, 5.0]]), np.array([[1.0, 1.0, 2.0]])).tolist() == [1.0]
    assert bd._split_threshold(np.array([[4.0, 4.0, 0.0]]), np.array([[0.0, 0.0, 0.0]])).tolist() == [0.0]


def test_d_upper_from_the_meeting_times():
    m = IndependentSites(np.log([[0.5, 0.5], [0.8, 0.2], [0.3, 0.7]]))
    b = mixing_bounds(m, n_pairs=2, n_replicates=8, max_steps=60, n_times=6, rng=3)
    z = norm.ppf(1 - 0.05 / 2)
    for g, t in enumerate(b.times):
        apart = (b.meeting_times > t).sum(axis=1)
        want = max(bd.wilson_bounds(k, 8, z)[1] for k in apart)
        assert b.d_upper[g] == pytest.approx(float(want), rel=1e-12)
        assert b.d_upper_value[g] == pytest.approx(apart.max() / 8)


def test_guards():
    m = IndependentSites(np.zeros((2, 2)))
    for kw, name in (({"eps": 1.0}, "`eps`"), ({"eps": 0.0}, "`eps`"), ({"n_replicates": 1}, "`n_replicates`"),
                     ({"n_times": 1}, "`n_times`"), ({"max_steps": 0}, "`max_steps`")):
        with pytest.raises(InvalidInputError, match=name):
            mixing_bounds(m, **kw)
