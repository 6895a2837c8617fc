"""Two-sided sampled bounds on d(t) and t_mix (toolkit.bounds) against the exact d(t) of toy
families (exact.mixing.distance_profile, by enumeration: an independent implementation)."""

import math

import numpy as np
import pytest
from scipy.stats import binomtest

from exact import glauber_kernel
from exact.mixing import distance_profile, mixing_time
from toolkit.bounds import coupling_pilot, mixing_bounds, wilson_bounds
from toolkit.coupling import embedding_order
from toolkit.exceptions import InvalidInputError
from toolkit.models import IndependentSites, potts, random_pairwise, random_table


def families():
    rng = np.random.default_rng(4)
    return {
        "independent": IndependentSites(rng.normal(size=(4, 2))),
        "potts": potts(2, 4, 1.0),
        "asymmetric": random_pairwise(2, 4, 1.0, rng=5),  # incompatible: a non-reversible chain
        "table": random_table(3, 3, 1.0, rng=6),
    }


def exact_profile(model, t_max):
    K = glauber_kernel(model, temperature=1.0)
    return distance_profile(K.dense(), t_max), mixing_time(K.dense(), eps=0.25).t_mix


@pytest.mark.parametrize("name", ["independent", "potts", "asymmetric", "table"])
@pytest.mark.parametrize("coupling", ["maximal", "crn", "ot"])
def test_bounds_sandwich_exact_d_all_pairs(name, coupling):
    # starts="all": every pair of states, so the coupling side is a bound on d(t) itself
    model = families()[name]
    b = mixing_bounds(model, coupling=coupling, starts="all", n_replicates=24, max_steps=400, rng=11)
    d, t_mix = exact_profile(model, int(b.times.max()))
    assert (b.d_upper >= d[b.times] - 1e-12).all()
    assert (b.d_lower <= d[b.times] + 1e-12).all()
    assert b.t_upper >= t_mix
    assert b.t_lower < t_mix


@pytest.mark.parametrize("name", ["independent", "potts", "asymmetric"])
def test_lower_bound_informative_from_extremes(name):
    # the distinguishing event from the two constant states: a lower bound above 0 that
    # still lies below the exact d(t) (and so t_lower < t_mix)
    model = families()[name]
    b = mixing_bounds(model, starts="extremes", n_replicates=400, max_steps=400, rng=3)
    d, t_mix = exact_profile(model, int(b.times.max()))
    assert b.d_lower.max() > 0
    assert (b.d_lower <= d[b.times] + 1e-12).all()
    assert 0 < b.t_lower + 1 <= t_mix


def independent_d(n, t):
    """Closed form of d(t) for n independent uniform binary sites. By symmetry every start is
    alike; from all-0 the sites refreshed so far (S) are uniform and the rest 0, so the law
    is a mixture over |S| (the occupancy chain s -> s + 1 w.p. (n - s)/n) and, being
    exchangeable, its TV to uniform is that of the number of ones: Binomial(s, 1/2) given
    |S| = s, against Binomial(n, 1/2)."""
    from scipy.stats import binom

    k = np.arange(n + 1)
    cond = np.array([binom.pmf(k, s, 0.5) for s in range(n + 1)])
    occ = np.zeros(n + 1)
    occ[0] = 1.0
    for _ in range(t):
        occ = occ * (np.arange(n + 1) / n) + np.concatenate([[0.0], occ[:-1] * (n - np.arange(n)) / n])
    return 0.5 * np.abs(occ @ cond - binom.pmf(k, n, 0.5)).sum()


def test_independent_closed_form_matches_enumeration():
    d, _ = exact_profile(IndependentSites(np.zeros((6, 2))), 40)
    assert [independent_d(6, t) for t in range(41)] == pytest.approx(d, abs=1e-12)


def test_independent_sites_bounds_and_ratio():
    n = 12
    model = IndependentSites(np.zeros((n, 2)))
    b = mixing_bounds(model, starts="extremes", n_replicates=200, max_steps=600, rng=5)
    d = np.array([independent_d(n, int(t)) for t in b.times])
    assert (b.d_upper >= d - 1e-12).all()
    assert (b.d_lower <= d + 1e-12).all()
    t_mix = next(t for t in range(1, 10_000) if independent_d(n, t) <= 0.25)
    assert b.t_lower < t_mix <= b.t_upper
    assert b.ratio < 10


def test_sandwich_coverage_over_seeds():
    # calibration: over 40 seeds the whole sandwich (every grid time, both sides) holds in
    # at least 95% of runs, by a one-sided binomial test at 1%
    model = families()["asymmetric"]
    d, _ = exact_profile(model, 200)
    ok = 0
    for seed in range(40):
        b = mixing_bounds(model, starts="all", n_replicates=16, max_steps=200, n_times=16, rng=seed)
        ok += bool((b.d_upper >= d[b.times] - 1e-12).all() and (b.d_lower <= d[b.times] + 1e-12).all())
    assert binomtest(ok, 40, 0.95, alternative="less").pvalue > 0.01


def test_budget_stops_and_censors():
    model = IndependentSites(np.zeros((30, 4)))
    b = mixing_bounds(model, starts="random", n_pairs=2, n_replicates=4, max_steps=10_000, budget_s=0.0, rng=0)
    assert b.stopped_by_budget and b.n_steps == 0 and b.n_censored == 8
    assert math.isinf(b.t_upper) and math.isinf(b.ratio)


def test_wilson_bounds_closed_form():
    # 0 of m: the Wilson upper end is z^2 / (m + z^2)
    lo, up = wilson_bounds(np.array([0, 10]), 10, 2.0)
    assert lo[0] == 0 and up[0] == pytest.approx(4 / 14)
    assert up[1] == 1 and lo[1] == pytest.approx(10 / 14)


def test_pilot_prefers_the_coupling_that_meets():
    # q = 4 independent sites with one token order: every coupling meets at the first
    # refresh of each site, so all meet; ties go to the smallest distance, then the order
    model = IndependentSites(np.zeros((3, 4)))
    p = coupling_pilot(model, n_steps=200, rng=0)
    assert set(p.met) == {"maximal", "crn", "ot"} and p.met[p.chosen] == 1.0
    with pytest.raises(InvalidInputError, match="couplings"):
        coupling_pilot(model, couplings=(), n_steps=5)


def test_ot_order_from_embeddings_runs():
    model = IndependentSites(np.random.default_rng(0).normal(size=(5, 4)))
    order = embedding_order(np.random.default_rng(1).normal(size=(4, 3)))
    b = mixing_bounds(model, coupling="ot", order=order, starts="extremes", n_pairs=3, n_replicates=8,
                      max_steps=300, rng=0)
    assert b.coupling == "ot" and b.n_censored == 0


def test_bad_arguments():
    model = IndependentSites(np.zeros((3, 2)))
    with pytest.raises(InvalidInputError, match="eps"):
        mixing_bounds(model, eps=1.0)
    with pytest.raises(InvalidInputError, match="coupling"):
        mixing_bounds(model, coupling="best")


def test_site_wise_couplings_marginals_and_agreement():
    # one coupled site update of two fixed conditionals p, p2 (200k draws): each side's law
    # is its own conditional, "maximal" and "ot" agree with probability 1 - TV(p, p2) (the
    # most possible), and when they disagree "ot" keeps the tokens closer in the order.
    # Closed forms: the residuals are (2/3, 0, 1/3, 0) and (0, 2/3, 0, 1/3); along the order
    # 0 < 1 < 2 < 3 common random numbers pair 0 with 1 and 2 with 3 (|a - b| = 1 always),
    # independent residual draws give E|a - b| = 4/9 + 6/9 + 2/9 + 1/9 = 13/9.
    from toolkit.coupling import _coupled_site_update

    p = np.array([0.4, 0.0, 0.4, 0.2])
    p2 = np.array([0.0, 0.4, 0.2, 0.4])
    tv = 0.5 * np.abs(p - p2).sum()
    m = 200_000
    P, P2 = np.tile(p, (m, 1)), np.tile(p2, (m, 1))
    gap = {}
    for c in ("maximal", "ot", "crn"):
        a, b = _coupled_site_update(P, P2, c, np.random.default_rng(7), np.arange(4) if c == "ot" else None)
        # 5 binomial standard errors at m = 200k: about 0.005
        assert np.bincount(a, minlength=4) / m == pytest.approx(p, abs=0.006)
        assert np.bincount(b, minlength=4) / m == pytest.approx(p2, abs=0.006)
        if c != "crn":
            assert (a == b).mean() == pytest.approx(1 - tv, abs=0.006)
        gap[c] = np.abs(a - b)[a != b].mean()
    assert gap["ot"] == 1.0
    assert gap["maximal"] == pytest.approx(13 / 9, abs=0.02)


def test_lower_side_reads_the_far_pairs_chains_only(monkeypatch):
    # Second blind audit (issue 30). Two start pairs (Hamming distance 6 and 1), R = 16 replicates,
    # chains stored pair-major (pair k's replicates at k R .. k R + R - 1). The coupled run is
    # replaced by one that returns fixed scores: the far pair's X chains all in A = {h > 0}, its
    # Y chains none; the near pair's the reverse. Only the far pair (>= 90% of the largest
    # distance) counts, so with one grid time (G = 1) the event {h > 0} gives
    # (1/2)(Wilson lower end of 16/16 - upper end of 0/16) = (1/2)(m - z^2)/(m + z^2), m = 16,
    # z the one-sided 1 - alpha/4 = 0.9875 quantile (for k = m: lower m/(m + z^2); k = 0: upper
    # z^2/(m + z^2)); the split event counts 8 of them and gives less.
    from scipy.stats import norm

    import toolkit.bounds as bounds_mod

    R, n = 16, 6
    xs = np.array([[0] * n, [0] * n])
    ys = np.array([[1] * n, [0] * (n - 1) + [1]])

    def fake_run(model, xs_, ys_, R_, **kw):
        hx = np.concatenate([np.full(R_, 5.0), np.full(R_, -1.0)])[None, :]
        return np.full(2 * R_, np.inf), np.array([1]), hx, -hx, 1, 4 * R_, False, 0.0

    monkeypatch.setattr(bounds_mod, "_run_pairs", fake_run)
    b = mixing_bounds(IndependentSites(np.zeros((n, 2))), starts=(xs, ys), n_replicates=R, max_steps=1, rng=0)
    z2 = norm.ppf(1 - 0.05 / 4) ** 2
    assert b.d_lower[0] == pytest.approx(0.5 * (R - z2) / (R + z2), rel=1e-12, abs=0)
