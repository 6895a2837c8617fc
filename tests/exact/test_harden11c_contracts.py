"""harden11c (issue 30): exact/ helpers against their documented contract: the gap interval's
intersection (disjoint estimates: the wider union; a bound only when both are bounds) and its
relative width ``max(gap - lower, upper - gap) / gap``; the pi-accuracy warning's wording at a
relative error >= 1; the lumped size refusal's order of magnitude; log_dense's refusal in GiB;
AICc and the ``c n ln n`` law of the scan fit."""

from __future__ import annotations

import math
import types

import numpy as np
import pytest

from exact.analysis import _check_lumped_size, report_warnings
from exact.kernel import GlauberKernel
from exact.scans import _aicc, fit_nlogn
from exact.spectral import _Interval
from toolkit.exceptions import InvalidInputError, MemoryLimitError


def test_intersect_of_disjoint_intervals_is_the_wider_union():
    a = _Interval.ends(0.1, 0.2, certified=False, how="a")
    b = _Interval.ends(0.3, 0.4, certified=False, how="b")
    for c in (a.intersect(b), b.intersect(a)):
        assert (c.lower, c.upper) == (0.1, 0.4)
        assert (c.log_lower, c.log_upper) == (math.log(0.1), math.log(0.4))


def test_intersect_is_a_bound_only_when_both_are():
    bound = _Interval.ends(0.1, 0.3, certified=True, how="bound")
    estimate = _Interval.ends(0.2, 0.4, certified=False, how="estimate")
    assert bound.intersect(bound).certified
    assert not bound.intersect(estimate).certified and not estimate.intersect(bound).certified
    c = bound.intersect(estimate)
    assert (c.lower, c.upper) == (0.2, 0.3)


def test_relative_width_takes_the_farther_end_in_logarithms_too():
    # [0.09, 0.12] around 0.1: max(0.01, 0.02) / 0.1 = 0.2, with or without log_gap
    iv = _Interval.ends(0.09, 0.12, certified=True, how="x")
    assert iv.relative_width(0.1) == pytest.approx(0.2, rel=1e-12)
    assert iv.relative_width(0.1, math.log(0.1)) == pytest.approx(0.2, rel=1e-12)
    iv = _Interval.ends(0.07, 0.101, certified=True, how="x")   # the lower end is the farther one
    assert iv.relative_width(0.1, math.log(0.1)) == pytest.approx(0.3, rel=1e-12)


def _report(rel):
    return types.SimpleNamespace(pi_relative_error=rel, temperature=1.0, log_pi_min=-1.0)


def test_pi_warning_says_no_correct_digit_at_relative_error_one_or_more():
    for rel in (1.0, 5.0, math.inf):
        (w,) = report_warnings(_report(rel))
        assert "pi has no correct digit" in w["message"]
    (w,) = report_warnings(_report(1e-3))
    assert "pi is known only roughly" in w["message"]


def test_lumped_size_refusal_quotes_the_order_of_magnitude():
    # C(1399, 699) for q = n = 700: log10 from lgamma, far from an integer
    q = n = 700
    log10 = (math.lgamma(n + q) - math.lgamma(q) - math.lgamma(n + 1)) / math.log(10)
    assert 0.05 < log10 % 1 < 0.95
    with pytest.raises(InvalidInputError, match=rf"= ~10\^{math.floor(log10)} states for q = 700, n = 700"):
        _check_lumped_size(q, n, 1e6)


def test_log_dense_refusal_quotes_gib():
    # 2^15 states: 2^30 entries of 8 bytes = 8.0 GiB
    with pytest.raises(MemoryLimitError, match=r"log_dense\(\) on 32768 states needs 8\.0 GiB"):
        GlauberKernel.log_dense(types.SimpleNamespace(n_states=2**15))


def test_aicc_by_hand():
    # residuals (1, -1, 1, -1), k = 1: AIC = 4 ln(4/4) + 2 = 2, AICc = 2 + 2*1*2/(4-1-1) = 4
    assert _aicc(np.array([1.0, -1.0, 1.0, -1.0]), 1) == pytest.approx(4.0, abs=1e-12)
    # k = 2, m = 5, rss = 5: 5 ln 1 + 4 + 2*2*3/2 = 10
    assert _aicc(np.ones(5), 2) == pytest.approx(10.0, abs=1e-12)


def test_c_n_ln_n_law_is_least_squares_in_logs():
    # t = c_i n ln n with c = 1, 2, 4: least squares of ln t = ln c + ln(n ln n) gives the geometric mean 2
    ns = np.array([10, 20, 40])
    f = fit_nlogn(ns, np.array([1.0, 2.0, 4.0]) * ns * np.log(ns))
    assert f.c_plain == pytest.approx(2.0, rel=1e-12)


def test_dense_refusal_quotes_gib():
    with pytest.raises(MemoryLimitError, match=r"dense\(\) on 32768 states needs 8\.0 GiB; use operator\(\)"):
        GlauberKernel.dense(types.SimpleNamespace(n_states=2**15))


def test_gap_interval_around_is_capped_at_one():
    # the absolute gap 1 - lambda_star lies in [0, 1]
    iv = _Interval.around(0.9, 0.2, certified=True, how="x")
    assert (iv.lower, iv.upper, iv.log_upper) == pytest.approx((0.7, 1.0, 0.0), abs=1e-15)
    iv = _Interval.around(0.1, 0.2, certified=True, how="x")
    assert (iv.lower, iv.log_lower) == (0.0, -math.inf)


def test_too_costly_stepping_note_quotes_the_lower_bound_on_t_mix():
    # t_low = (t_rel - 1) ln(1/(2 eps)) (Levin-Peres Thm 12.5): t_rel = 1001, eps = 1/4 gives 1000 ln 2 = 693
    from exact.analysis import _stepping_too_costly

    K = types.SimpleNamespace(n_states=10**6, n=20, q=2)
    spec = types.SimpleNamespace(relaxation_time=1001.0)
    note = _stepping_too_costly(K, spec, 0.25, "auto")
    assert f"(t_mix >= {1000 * math.log(2):.3g})" in note and "(t_mix >= 693)" in note
