"""prm21e (issue 30, fourth sweep: loose assertions): exact values of reported bounds, estimates,
counts and rules whose targeted tests checked only an inequality, a coverage or a special case
where a wrong version agrees. Expected values are hand values, closed forms or independent
computations (numpy/scipy), sources in the comments."""

import math
from types import SimpleNamespace

import numpy as np
import pytest
from scipy.stats import f_oneway
from scipy.stats import t as student_t

from toolkit._rectangle import ARITH
from toolkit.bounds import MixingBounds
from toolkit.coupling import CoalescenceResult
from toolkit.dynamics import _disagreement
from toolkit.finite_size import mixing_change
from toolkit.growth import growth_verdict
from toolkit.incompat import rectangle_test
from toolkit.influence import influence_estimates
from toolkit.lattice import checkerboard_run
from toolkit.metastable import mean_exit_time
from toolkit.models import IndependentSites, Pairwise
from toolkit.plot import _lambda_star
from toolkit.results import MixingResult, StationaryLaw
from toolkit.sampling import run_memory
from toolkit.semantic import basin_statistics


def test_t_upper_doubling_uses_sqrt_eps():
    # t_upper = min(first t with d <= eps, 2 x first t with d <= sqrt(eps)); eps = 0.1:
    # sqrt(eps) = 0.316 is first met at t = 2 (d = 0.3), so 2 t = 4 < 8
    b = MixingBounds(times=np.array([1, 2, 4, 8]), d_upper=np.array([0.9, 0.3, 0.15, 0.05]),
                     d_upper_value=np.array([0.9, 0.3, 0.15, 0.05]), d_lower=np.zeros(4),
                     meeting_times=np.zeros((1, 2)), eps=0.1)
    assert b.t_upper == 4.0


def test_mean_coalescence_time_stderr_ddof1():
    times = np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 9.0]])
    r = CoalescenceResult(times=times, starts_x=np.zeros((2, 2), int), starts_y=np.ones((2, 2), int), max_steps=20,
                          coupling="maximal", temperature=1.0, scan="random", lazy=0.0)
    v = times.ravel()
    est = r.mean_time()
    assert est.value == pytest.approx(4.0, rel=1e-15)
    # sample standard deviation (n - 1 = 5 in the denominator) over sqrt(6)
    sd = math.sqrt(((v - 4.0) ** 2).sum() / 5)
    assert est.stderr == pytest.approx(sd / math.sqrt(6), rel=1e-14)


def test_disagreement_uses_the_last_half_of_an_odd_run():
    # R = 5 records: the second half is the last R // 2 = 2 records (columns 3 and 4); the middle
    # record 2 (here the one that separates the groups) is not in it
    H = np.array([[0.0, 0, 9, 1, 2], [0, 0, 9, 2, 1], [0, 0, 0, 1, 1], [0, 0, 0, 2, 2]], dtype=float)
    rec = SimpleNamespace(hamming_ref=H, start_index=np.array([0, 0, 1, 1]))
    m = H[:, 3:].mean(axis=1)
    expected = f_oneway(m[:2], m[2:]).pvalue
    assert _disagreement(rec) == pytest.approx(expected, rel=1e-12)


def test_mixing_change_error_floor_is_a_tenth_of_the_median_step():
    # ln tau = 1.5 ln n + (1 - T) (ln n)^2: z_eff over (n_k, n_k+1) is 1.5 + (1 - T)(ln n_k + ln n_k+1),
    # lines that all cross at T = 1; the last two crossings coincide, so the error is the floor
    # 0.1 * median(diff T) = 0.01 (the mean step is 0.14 on this uneven grid)
    T = np.array([0.8, 0.9, 0.95, 1.05, 1.1, 1.5])
    ns = np.array([16.0, 32.0, 64.0, 128.0])
    ln = np.log(ns)[:, None]
    tau = np.exp(1.5 * ln + (1 - T)[None, :] * ln**2)
    out = mixing_change(T, ns, tau)
    assert out["T_change"] == pytest.approx(1.0, abs=1e-9)
    assert out["T_change_stderr"] == pytest.approx(0.01, rel=1e-12)


def test_growth_verdict_with_exactly_three_sizes():
    # WINDOW = 3 sizes are enough (the module's rule); t ~ n^2 brackets: polynomial
    n = np.array([8, 16, 32])
    v = growth_verdict(n, 0.5 * n**2, 2.0 * n**2)
    assert v.verdict == "polynomial"
    assert v.n_range == (8, 32)


def test_rectangle_bound_uses_mean_row_errors():
    # one rectangle (q = 2, n = 2, k = 2, one context): bound = gamma_7 sum|t, u| + 4 err_i + 4 err_j
    # with err_i the mean of its two rows' errors (t: rows x_j = b and b', twice each), each row's
    # error logit_rtol * max(1, max |l|) (logit_rtol override)
    h = np.array([[0.0, 3.0], [0.0, 0.5]])
    J = np.zeros((2, 2, 2, 2))
    J[0, 1] = [[0.0, 0.0], [0.0, 4.0]]
    J[1, 0] = [[0.0, 0.0], [0.0, -1.0]]
    m = Pairwise(h, J)
    rtol = 1e-3
    res = rectangle_test(m, np.array([[0, 0]]), pairs="all", k=2, logit_rtol=rtol)
    assert res.count == 1

    def row(site, other):
        x = np.zeros((1, 2), dtype=int)
        x[0, 1 - site] = other
        return m.logits(x, np.array([site]))[0]

    li = [row(0, b) for b in (0, 1)]
    lj = [row(1, a) for a in (0, 1)]
    e_i = np.mean([rtol * max(1.0, np.abs(r).max()) for r in li])
    e_j = np.mean([rtol * max(1.0, np.abs(r).max()) for r in lj])
    assert e_i != rtol * max(1.0, np.abs(li[0]).max())  # the two rows differ: mean != max
    total = sum(np.abs(r).sum() for r in li + lj)
    assert float(res.table["bound"][0]) == pytest.approx(ARITH * total + 4 * e_i + 4 * e_j, rel=1e-12)


def test_influence_query_count():
    # per context: the n conditionals at x, and n r perturbed states each queried at n sites;
    # q = 2 (r = 1), n = 3, two distinct contexts: 2 (3 + 3 * 1 * 3) = 24
    m = IndependentSites(np.zeros((3, 2)))
    res = influence_estimates(m, np.array([[0, 0, 0], [1, 0, 1]]))
    assert res.n_queries == 24


def test_lattice_records_every_sweep_from_burn_in():
    # far below T_c (T = 0.01, beta = 100) an ordered q = 2 start never flips (probability
    # ~e^-400 per update): every record, from the one after burn-in on, is m = 2 * 0 - 1 = -1
    r = checkerboard_run(2, 4, 1.0, 0.01, n_chains=2, n_sweeps=3, burn_in=1, rng=0)
    assert r.m.shape == (2, 3)
    assert np.array_equal(r.m, np.full((2, 3), -1.0))


def test_exit_time_interval_by_hand():
    # times 1, 2, 3: mean 2, sd (ddof=1) 1, se 1/sqrt(3), half-width t_{0.975, 2} se
    est = mean_exit_time([1.0, 2.0, 3.0])
    se = 1 / math.sqrt(3)
    assert est.stderr == pytest.approx(se, rel=1e-14)
    h = student_t.ppf(0.975, 2) * se
    assert est.ci == pytest.approx((2 - h, 2 + h), rel=1e-12)


def test_lambda_star_of_two_eigenvalues():
    assert _lambda_star(np.array([1.0, 0.5])) == 0.5
    assert _lambda_star(np.array([-0.75, 1.0])) == 0.75


def test_from_blocks_worst_start_at_t_mix_minus_one():
    # both blocks mix at t = 2; the worst start is the one farthest at t_mix - 1 = 1 (0.5 > 0.4),
    # although the other block is farther at t = 2
    r = MixingResult.from_blocks([(np.array([1.0, 0.5, 0.1]), 2, 3, True),
                                  (np.array([1.0, 0.4, 0.2]), 2, 7, True)], 0.25, "stepping", None)
    assert r.worst_start == 3


def test_log_pi_min_from_log_pi():
    # pi_min underflows to 0; log_pi keeps it: ln pi_min = -800 (docstring: finite even then)
    law = StationaryLaw(pi=np.array([0.0, 1.0]), log_pi=np.array([-800.0, 0.0]), method="m", residual=0.0,
                        max_relative_residual=0.0, relative_error=0.0, n_states=2)
    assert law.log_pi_min == -800.0


def test_run_memory_parts_by_hand():
    # n = 3, 2 chains, 5 record times, no observables, no states recorded:
    # records 8 R (1 + B * 0) = 40; observables B (0 + 8 n) = 48; states 8 B n 2 = 96
    parts = run_memory(IndependentSites(np.zeros((3, 2))), n_chains=2, n_records=5)
    assert parts["records"] == 40
    assert parts["observables"] == 48
    assert parts["states"] == 96
    parts = run_memory(IndependentSites(np.zeros((3, 2))), n_chains=2, n_records=5, record_states=True)
    assert parts["records"] == 8 * 5 * (1 + 2 * 3)


def test_basin_occupancy_and_recurrence():
    # occupancy: the fraction of all C R records in each basin (3 of 8 in basin 0)
    s = basin_statistics(np.array([[0, 0, 1, 1], [0, 1, 1, 1]]))
    assert np.allclose(s.occupancy, [3 / 8, 5 / 8], rtol=0, atol=1e-15)
    # recurrent: some chain entered the basin again after leaving it (one chain is enough)
    s = basin_statistics(np.array([[0, 1, 0], [1, 1, 1]]))
    assert s.recurrent == (0,)
