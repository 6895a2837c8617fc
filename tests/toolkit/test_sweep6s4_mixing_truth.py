"""Contract pins of toolkit.app.mixing_truth (issue 30, sweep6s4): the Curie-Weiss barrier from
the three solutions of m = tanh(K m + H) found by bisection (saddle above the shallower well, in
nats per site), the torus T_c = 1/ln(1 + sqrt q), VISIBLE = 4, the mean-field Potts spinodal
temperature beta / beta_s(q), the visibility threshold B n_max >= 4 inclusive."""

import math

import pytest

from exact.scans import potts_spinodal
from toolkit.app import mixing_truth as mt


def _root(f, lo, hi):
    for _ in range(200):
        mid = (lo + hi) / 2
        if (f(lo) > 0) == (f(mid) > 0):
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def _phi(m, K, H):
    s = -(0.5 * (1 + m) * math.log(0.5 * (1 + m)) + 0.5 * (1 - m) * math.log(0.5 * (1 - m)))
    return -0.5 * K * m * m - H * m - s


@pytest.mark.parametrize("T, field", [(0.7, 0.0), (0.6, 0.1)])
def test_curie_weiss_barrier_from_the_stationary_points(T, field):
    K, H = 1.0 / T, field / T
    g = lambda m: math.tanh(K * m + H) - m  # noqa: E731
    # the three solutions: the negative well, the saddle near 0, the positive well
    lo_well = _root(g, -1 + 1e-12, -0.3)
    saddle = _root(g, -0.3, 0.3 if field == 0 else 0.0)
    hi_well = _root(g, 0.3, 1 - 1e-12)
    if field == 0:
        saddle = 0.0
    want = _phi(saddle, K, H) - max(_phi(lo_well, K, H), _phi(hi_well, K, H))
    assert mt.mean_field_barrier("curie-weiss", T, 1.0, field=field) == pytest.approx(want, rel=2e-4)


def test_constants_and_closed_forms():
    assert mt.VISIBLE == 4.0
    assert mt.torus_tc(2) == pytest.approx(1 / math.log(1 + math.sqrt(2)))
    assert mt.torus_tc(3, 2.0) == pytest.approx(2 / math.log(1 + math.sqrt(3)))
    assert mt.spinodal_temperature("mean-field-potts", q=4, beta=2.0) == pytest.approx(2.0 / potts_spinodal(4))
    assert mt.spinodal_temperature("curie-weiss", field=0.0, beta=1.5) == 1.5


def test_visibility_threshold_inclusive(monkeypatch):
    monkeypatch.setattr(mt, "mean_field_barrier", lambda *a, **k: 0.5)
    # B n_max = 0.5 * 8 = 4 = VISIBLE: faster; 0.5 * 7 = 3.5: either
    assert mt.truth_label("curie-weiss", 0.5, 8) == "faster"
    assert mt.truth_label("curie-weiss", 0.5, 7) == "either"
    tc = mt.torus_tc(2)
    assert mt.truth_label("torus", 0.8 * tc, 4) == "faster" and mt.truth_label("torus", 0.81 * tc, 4) == "either"
    assert mt.truth_label("torus", tc * 0.9999, 4) == "either"
