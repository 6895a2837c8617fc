"""Contract sweep s3 (issue 30): toolkit.finite_size pieces by hand: the Binder cumulant from
moments, the grid guards at their edges, crossings (adjacent interpolation, the line through a
run, exact zeros, saturation, falls and falls_below), the peak refinement (log-T parabola,
the T parabola's distance as its error, the floor, the edge), the log-log slope's standard error,
the fitting window, the jackknife, mixing_change's z_eff and midpoints, the thresholds."""

import math

import numpy as np
import pytest

from toolkit import finite_size as fs
from toolkit.exceptions import InvalidInputError


def test_thresholds():
    assert (fs.MIN_SIZES, fs.MIN_RANGE, fs.MIN_FIT_SIZES, fs.MIN_JACKKNIFE) == (4, 4.0, 4, 4)
    assert (fs.TC_ERR_MAX_REL, fs.PEAK_ERR_MAX_REL, fs.PEAK_NEAR_REL) == (0.25, 0.25, 0.06)
    assert (fs.LOG_AIC_MARGIN, fs.ZERO_ERR_MAX_REL, fs.REFINE_FLOOR, fs.U_SATURATION_LOW) == (2.0, 0.5, 0.02, 0.005)
    assert (fs.CROSS_AGREE_REL, fs.CROSS_AGREE_SIG, fs.PEAK_AGREE_REL, fs.FALLS_MIN) == (0.10, 3.0, 0.15, 0.5)
    assert fs.THETA_RANGE == (0.05, 3.0) and fs.NO_GROWTH == 0.05 and fs.EXACT_BINDER_ERR == 1e-9


def test_scaling_data_moments_and_guards():
    T, n = [0.5, 1.0, 1.5], [4, 8]
    m2 = np.array([[0.5, 0.4, 0.2], [0.6, 0.3, 0.1]])
    m4 = np.array([[0.3, 0.2, 0.1], [0.4, 0.2, 0.03]])
    d = fs.ScalingData(T, n, m2=m2, m4=m4, susceptibility=np.ones((2, 3)))
    assert d.binder == pytest.approx(1 - m4 / (3 * m2**2), rel=1e-12)
    for bad_T in ([0.5, 1.0], [0.5, 0.5, 1.0], [0.0, 0.5, 1.0]):
        with pytest.raises(InvalidInputError, match="`temperatures` must be >= 3 increasing positive"):
            fs.ScalingData(bad_T, n, binder=np.ones((2, len(bad_T))), susceptibility=np.ones((2, len(bad_T))))
    with pytest.raises(InvalidInputError, match="`n_values` must be >= 2 increasing"):
        fs.ScalingData(T, [4], binder=np.ones((1, 3)), susceptibility=np.ones((1, 3)))
    with pytest.raises(InvalidInputError, match="give `binder` or both moments"):
        fs.ScalingData(T, n, m2=m2, susceptibility=np.ones((2, 3)))
    three = fs.ScalingData(T, [4, 8, 16], binder=np.arange(9.0).reshape(3, 3), susceptibility=np.ones((3, 3)),
                           relaxation=np.arange(9.0).reshape(3, 3) + 10)
    s = three.subset(np.array([True, False, True]))
    assert s.n_values.tolist() == [4.0, 16.0] and s.binder.tolist() == [[0.0, 1.0, 2.0], [6.0, 7.0, 8.0]]
    assert s.relaxation[1].tolist() == [16.0, 17.0, 18.0]


def test_binder_crossings_by_hand():
    T = np.array([1.0, 2.0, 3.0, 4.0])
    n = np.array([4.0, 8.0])
    # adjacent: D = (0.1, -0.3, -0.3, -0.3): the root between T = 1 and 2 at 1 + 0.1 / 0.4
    U = np.array([[0.3, 0.5, 0.5, 0.5], [0.4, 0.2, 0.2, 0.2]])
    c = fs.binder_crossings(T, n, U)[0]
    assert c["crossings"] == [pytest.approx(1.25)] and c["T_x"] == pytest.approx(1.25)
    assert c["falls"] == 0.75 and c["falls_below"] == 0 and (c["n_a"], c["n_b"]) == (4.0, 8.0)
    # a run through an exact zero: D = (0.2, 0, -0.1, -0.3): the least-squares line over T = 1..3
    U2 = np.array([[0.3, 0.3, 0.3, 0.3], [0.5, 0.3, 0.2, 0.0]])
    slope, icpt = np.polyfit([1.0, 2.0, 3.0], [0.2, 0.0, -0.1], 1)
    assert fs.binder_crossings(T, n, U2)[0]["crossings"] == [pytest.approx(-icpt / slope)]
    # an error of 0.06 on each curve: |D| must exceed 2 sqrt(2) 0.06 = 0.17 to count (0.1 does not)
    c3 = fs.binder_crossings(T, n, U, err=np.full((2, 4), 0.06))[0]
    assert c3["crossings"] == [] and c3["T_x"] is None and c3["falls"] == 0.75
    # both curves saturated near 0 (|U| < 0.005): no sign there
    U4 = np.array([[0.001, 0.3, 0.5, 0.5], [0.002, 0.2, 0.2, 0.2]])
    c4 = fs.binder_crossings(T, n, U4)[0]
    assert c4["falls"] == 1.0 and c4["crossings"] == []
    # only one curve saturated: the point counts (D = 0.299 > 0), a crossing follows
    U6 = np.array([[0.001, 0.5, 0.5, 0.5], [0.3, 0.2, 0.2, 0.2]])
    assert fs.binder_crossings(T, n, U6)[0]["crossings"] == [pytest.approx(1 + 0.299 / 0.599)]
    # U falling below the crossing too: counted in falls_below
    U5 = np.array([[0.5, 0.3, 0.5, 0.5], [0.2, 0.4, 0.2, 0.2]])
    c5 = fs.binder_crossings(T, n, U5)[0]
    assert c5["T_x"] == pytest.approx(2.0 + 0.1 / 0.4) and c5["falls_below"] == 1


def test_peak_refinement_by_hand():
    h, loc, edge, err = fs._peak(np.array([1.0, 2.0, 4.0]), np.array([1.0, 2.0, 1.0]))
    # symmetric in log T: the vertex at T = 2, height 2; the parabola in T through the same points,
    # -T^2/2 + 5T/2 - 1, peaks at 2.5: the refinement error 0.5 (above the floor 0.02 x 1.5)
    assert (h, edge) == (pytest.approx(2.0), False) and loc == pytest.approx(2.0) and err == pytest.approx(0.5)
    assert fs._peak(np.array([1.0, 2.0, 3.0]), np.array([3.0, 2.0, 1.0]))[1:3] == (1.0, True)
    # a fine grid: the two parabolas' vertices differ by ~5e-5, below the floor 0.02 x 0.02 / 2 = 2e-4
    assert fs._peak(np.array([1.0, 1.01, 1.02]), np.array([1.0, 2.0, 1.0]))[3] == pytest.approx(2e-4, rel=1e-9)
    heights, locs, at_edge = fs.peak_locations([1.0, 2.0, 4.0], [[1.0, 2.0, 1.0], [1.0, 2.0, 3.0]])
    assert at_edge.tolist() == [False, True] and locs[1] == 4.0 and heights[1] == 3.0


def test_loglog_window_jackknife():
    n = np.array([2.0, 4.0, 8.0, 16.0])
    y = np.array([1.0, 4.2, 15.0, 70.0])
    x, v = np.log(n), np.log(y)
    slope, icpt = np.polyfit(x, v, 1)
    r = v - slope * x - icpt
    want = math.sqrt((r @ r) / 2 / ((x - x.mean()) ** 2).sum())
    assert fs._loglog(n, y) == pytest.approx(slope) and fs._loglog_stderr(n, y) == pytest.approx(want, rel=1e-12)
    assert math.isnan(fs._loglog_stderr(n[:2], y[:2]))
    assert fs._largest_sizes(np.ones(10, dtype=bool)).tolist() == [False] * 5 + [True] * 5
    assert fs._largest_sizes(np.ones(6, dtype=bool)).tolist() == [False, False] + [True] * 4
    assert fs._largest_sizes(np.ones(11, dtype=bool)).sum() == 6      # the larger half of an odd count
    assert fs._largest_sizes(np.array([True, False, True, True])).tolist() == [True, False, True, True]
    vals = [1.0, 2.0, 4.0, 5.0]      # mean 3, squares 4 + 1 + 1 + 4 = 10: sqrt(3/4 x 10)
    assert fs._jackknife(vals) == pytest.approx(math.sqrt(7.5)) and math.isnan(fs._jackknife([1.0, 2.0, None]))


def test_mixing_change_exponents_and_guard():
    T = np.linspace(0.5, 1.5, 5)
    n = np.array([4.0, 16.0, 64.0])
    tau = n[:, None] ** np.array([1.0, 1.5, 2.0, 2.5, 3.0])[None, :]
    out = fs.mixing_change(T, n, tau)
    assert out["z_eff"] == pytest.approx(np.tile([1.0, 1.5, 2.0, 2.5, 3.0], (2, 1)))
    assert out["n_pairs"].tolist() == [8.0, 32.0] and math.isnan(out["T_change"])
    with pytest.raises(InvalidInputError, match=">= 3 sizes"):
        fs.mixing_change(T, n[:2], tau[:2])


def test_energy_indicators_by_hand():
    ns = np.array([8.0, 16.0, 32.0, 64.0])
    T = np.array([0.5, 1.0, 2.0])
    # peaks growing like n^0.5 in the middle of the grid; cumulant minima 2/3 - 2/n (gap ~ n^-1)
    C = np.outer(np.sqrt(ns), [0.2, 1.0, 0.2])
    V = 2 / 3 - np.outer(2 / ns, [0.5, 1.0, 0.25])
    e = fs.energy_indicators(T, ns, C, V)
    assert e["specific_heat_exponent"] == pytest.approx(0.5, abs=1e-12)
    assert e["cumulant_gap_exponent"] == pytest.approx(-1.0, abs=1e-12)
    assert e["cumulant_minima"] == pytest.approx((2 / 3 - 2 / ns).tolist())
    assert e["specific_heat_peak_at_edge"] == [False] * 4 and e["specific_heat_exponent_stderr"] == pytest.approx(0.0,
                                                                                                             abs=1e-12)


def test_fss_verdict_to_dict_keys_and_text():
    from toolkit.results import Estimate

    e = Estimate(0.5, stderr=0.1, method="m")
    v = fs.FSSVerdict("transition", 1.2, 0.05, {"nu": e}, (8, 16), "exact", ("r1",),
                      ({"n_a": 8.0, "n_b": 16.0, "crossings": [1.21], "T_x": 1.21, "falls": 0.5, "falls_below": 0},),
                      (2.0, 3.0), (1.1, 1.15), (False, True), 1.25, 0.1, label="L")
    d = v.to_dict()
    assert d["exponents"] == {"nu": {"value": 0.5, "stderr": 0.1, "method": "m"}}
    assert d["binder_crossings"][0]["T_x"] == 1.21 and d["peak_at_edge"] == [False, True]
    assert (d["critical_temperature"], d["critical_temperature_stderr"], d["peak_tc"]) == (1.2, 0.05, 1.25)
    assert set(d) == {"label", "verdict", "critical_temperature", "critical_temperature_stderr", "exponents",
                      "n_values", "method", "reasons", "binder_crossings", "peak_heights", "peak_temperatures",
                      "peak_at_edge", "peak_tc", "peak_tc_stderr", "energy"}
    text = str(v)
    assert text.startswith("L: transition (T_c = 1.2 +- 0.05; nu = 0.5 +- 0.1; n = 8..16, exact)")
    assert "1.21" in v.table() and "yes" in v.table()
