"""Sampled dynamic quantities (toolkit/dynamics.py) pinned to exact values."""

from __future__ import annotations

import math

import numpy as np
import pytest
from scipy.stats import binomtest

from exact.markov import ExactChain
from exact.observables import exact_iat
from toolkit.dynamics import (
    best_distinguishing_bound,
    coupling_pairs,
    distinguishing_lower_bound,
    distinguishing_pairs,
    dynamic_point,
    find_basins,
    relaxation_from_iat,
    sweep_records,
    t_mix_lower_from_t_rel,
    t_rel_upper_from_t_mix,
)
from toolkit.exceptions import InvalidInputError
from toolkit.models import IndependentSites, potts
from toolkit.sampling import run_chains


@pytest.mark.parametrize("lam,k", [(0.5, 1), (0.9, 1), (0.97, 7), (1 - 1 / 32, 8)])
def test_relaxation_from_iat_inverts_the_slowest_mode(lam, k):
    # tau of an observable in the eigenspace lambda, recorded every k steps: (1 + l^k)/(1 - l^k)
    tau = (1 + lam**k) / (1 - lam**k)
    assert relaxation_from_iat(tau, k) == pytest.approx(1 / (1 - lam), rel=1e-10)


def test_relaxation_from_iat_on_the_two_state_chain():
    # P = [[1-a, a], [b, 1-b]]: lambda = 1 - a - b, t_rel = 1/(a + b); the exact IAT of the
    # indicator (exact.observables, a separate solver) inverts to it
    a, b = 0.1, 0.3
    P = np.array([[1 - a, a], [b, 1 - b]])
    pi = np.array([b, a]) / (a + b)
    tau = exact_iat(P, pi, np.array([0.0, 1.0]))
    assert relaxation_from_iat(tau, 1) == pytest.approx(1 / (a + b), rel=1e-12)
    assert relaxation_from_iat(0.7, 3) == 1.0 and math.isnan(relaxation_from_iat(math.nan, 1))


def test_sweep_records_makes_the_draws_of_glauber_step():
    m = potts(3, 5, 0.8, graph="cycle")
    x0 = np.array([0, 1, 2, 0, 1])
    rec = sweep_records(m, x0[None, :], chains_per_start=6, n_sweeps=7, state_times=[35], rng=11)
    run = run_chains(m, n_chains=6, n_steps=35, start=x0, record_states=False, rng=11)
    np.testing.assert_array_equal(rec.states[:, -1], run.final)


def test_energy_is_the_log_probability_of_the_drawn_token():
    # one site, p = (1/4, 3/4): each step redraws the site, so the record (every step) is log p
    # of the state just drawn, and the Hamming distance to 0 is that state
    m = IndependentSites([[0.0, math.log(3.0)]])
    rec = sweep_records(m, np.array([[0]]), chains_per_start=50, n_sweeps=40, reference=np.array([0]), rng=3)
    want = np.where(rec.hamming_ref == 1, math.log(0.75), math.log(0.25))
    np.testing.assert_allclose(rec.energy, want, rtol=0, atol=1e-15)


def test_partners_are_chains_of_the_next_start():
    m = potts(2, 4, 1.0)
    rec = sweep_records(m, np.array([[0] * 4, [1] * 4, [0, 1, 0, 1]]), chains_per_start=[3, 2, 4], n_sweeps=1,
                        rng=0)
    assert rec.start_index.tolist() == [0, 0, 0, 1, 1, 2, 2, 2, 2]
    assert rec.partner.tolist() == [3, 4, 3, 5, 6, 0, 1, 2, 0]


def test_find_basins_orders_the_input_first():
    b = find_basins(potts(2, 6, 1.0), n_random=20, start=np.array([1, 1, 1, 0, 1, 1]), rng=1)
    assert b.points[0].tolist() == [1] * 6 and b.from_input == 0
    assert sorted(map(tuple, b.points.tolist())) == [(0,) * 6, (1,) * 6]
    assert b.hits.sum() == 20 and b.converged


def test_distinguishing_bound_needs_the_half():
    # P(A) - Q(A) = 1 at the first time: d >= 1/2 > 1/4; at the second the two laws overlap so
    # that the fraction difference is 0.6: d >= 0.3 only without the Wilson ends, not with them
    s = np.array([[0, 0, 0, 0], [1, 1, 1, 1]])
    X = np.zeros((400, 2, 4), dtype=int)
    idx = np.repeat([0, 1], 200)
    X[200:] = 1
    X[:200, 1][:40] = 1            # 80% of the x-chains still at x0 ...
    X[200:, 1][:40] = 0            # ... and 20% of the y-chains there
    t, cens = distinguishing_lower_bound(X, idx, s, (0, 1), [10, 20])
    assert (t, cens) == (10, False)


@pytest.mark.parametrize("n", [4, 6])
def test_distinguishing_bound_is_below_the_exact_mixing_time(n):
    # uniform independent sites q = 2 (the heat-bath hypercube walk): exact t_mix by enumeration
    m = IndependentSites(np.zeros((n, 2)))
    exact = ExactChain(m, temperature=1.0).mixing().t_mix
    p = dynamic_point(m, 1.0, n_sweeps=20, coupling_sweeps=0, rng=5)
    lower = [t for t in p.timescales if t.quantity == "t_mix" and t.kind == "lower"][0]
    assert 1 < lower.low <= exact


def test_independent_sites_bracket_t_rel_n():
    # heat bath, random scan: t_rel = n exactly (closed form, module docstring). The converged
    # IAT is a lower bound (not censored, not vacuous) whose low end is <= n; the coupling's
    # t_mix upper bound U gives t_rel <= 1 + U / ln 2, which must be >= n; and the IAT's low
    # end L gives t_mix >= (L - 1) ln 2, which must not exceed U (both bound the same t_mix)
    n = 12
    m = IndependentSites(np.random.default_rng(0).normal(size=(n, 3)))
    p = dynamic_point(m, 1.0, n_sweeps=80, coupling_sweeps=40, rng=2)
    rel = [t for t in p.timescales if t.quantity == "t_rel"]
    assert [t.kind for t in rel] == ["lower", "upper"]
    iat, up = rel
    assert not iat.censored and not iat.vacuous and iat.high == math.inf
    assert 1 < iat.low <= n
    assert "lower bound on t_rel for a reversible chain" in iat.method
    (mix_up,) = [t for t in p.timescales if t.quantity == "t_mix" and t.kind == "upper"]
    assert up.high == pytest.approx(1 + mix_up.high / math.log(2), rel=1e-12) and up.high >= n
    derived = [t for t in p.timescales if t.quantity == "t_mix" and t.kind == "lower" and "IAT" in t.method]
    assert derived and derived[0].low == pytest.approx((iat.low - 1) * math.log(2), rel=1e-12)
    assert derived[0].low <= mix_up.high and not derived[0].censored
    assert not p.starts_disagree


@pytest.mark.slow
def test_relaxation_lower_bound_holds_at_its_rate():
    # 30 seeds, independent sites n = 10 (t_rel = 10): the converged IAT lower bound's low end
    # (the lower end of a 95% interval) should be <= 10 at least at about its nominal rate;
    # binomial test at 1% against 90%
    n, hits, conv = 10, 0, 0
    for seed in range(30):
        m = IndependentSites(np.random.default_rng(seed).normal(size=(n, 3)))
        p = dynamic_point(m, 1.0, n_sweeps=80, coupling_sweeps=0, rng=seed)
        rel = [t for t in p.timescales if t.quantity == "t_rel"][0]
        if rel.kind == "lower" and not rel.censored:
            conv += 1
            hits += rel.low <= n
    assert conv >= 25
    assert binomtest(hits, conv, 0.9, alternative="less").pvalue > 0.01


def test_two_ordered_basins_disagree_at_low_temperature():
    # Curie-Weiss-like Potts on a complete graph at low T: the all-0 and all-1 starts never mix
    m = potts(2, 8, 1.0)
    p = dynamic_point(m, 0.5, n_sweeps=20, coupling_sweeps=20, basins=np.array([[0] * 8, [1] * 8]), rng=0)
    assert p.starts_disagree
    low = [t for t in p.timescales if t.quantity == "t_mix" and t.kind == "lower"][0]
    assert low.censored and low.low == 20 * 8 + 1
    assert not any(t.kind == "upper" for t in p.timescales)
    rel = [t for t in p.timescales if t.quantity == "t_rel"]
    assert all(t.kind == "lower" and t.censored for t in rel)
    # a censored IAT bounds nothing: no t_mix lower bound is derived from it
    assert not any("from the IAT" in t.method for t in p.timescales)


def test_disagreeing_starts_make_the_relaxation_time_a_censored_lower_value():
    # the same well-mixed records: a lower bound (not censored) when the starts agree, a
    # censored lower value when they are said to disagree (the ANOVA's verdict is passed in)
    from toolkit.dynamics import _iat_timescale

    m = IndependentSites(np.random.default_rng(4).normal(size=(8, 3)))
    rec = sweep_records(m, np.zeros((2, 8), dtype=int), chains_per_start=16, n_sweeps=80, rng=4)
    agree, _ = _iat_timescale(rec, 8, 1.0, False)
    assert agree.kind == "lower" and not agree.censored and agree.high == math.inf
    disagree, _ = _iat_timescale(rec, 8, 1.0, True)
    assert disagree.kind == "lower" and disagree.censored and "disagree" in disagree.method


# ---------------------------------------------------------------------- the adaptive extension (issue 24)
def test_resumed_records_equal_one_long_run():
    # resuming with the generator of the first part makes the same draws in the same order as
    # one call of the summed length: every record and every kept state equal (an identity)
    # (n = 7 sites recorded every 3 steps: the first part's 70 steps end one step after a record,
    # so the resumed part must carry that step's log-probability into its first record)
    m = potts(3, 7, 1.0)
    x = np.array([[0] * 7, [1] * 7, [2, 0, 1, 2, 0, 1, 2]])
    times = (1, 17, 70, 71, 150)
    kw = dict(temperature=0.7, chains_per_start=[2, 3, 2], records_per_sweep=2, state_times=times)
    g = np.random.default_rng(11)
    first = sweep_records(m, x, n_sweeps=10, rng=g, **kw)
    assert first.energy.shape[1] == 23 and np.all(first.pending != 0)
    two = sweep_records(m, x, n_sweeps=15, resume=first, rng=g, **kw)
    one = sweep_records(m, x, n_sweeps=25, rng=11, **kw)
    for name in ("energy", "hamming_ref", "hamming_start", "overlap", "states", "state_times", "last", "pending"):
        assert np.array_equal(getattr(two, name), getattr(one, name)), name
    assert two.n_model_calls == one.n_model_calls == 25 * 7


def test_extension_turns_disagreeing_starts_into_a_lower_bound_on_the_exact_relaxation_time():
    # the q = 2 Potts cycle of 4 sites at T = 1: exact t_rel 48.8 steps (enumeration). From the
    # two ordered basins 8 sweeps cannot tell (the starts disagree: a censored lower value);
    # the extension doubles the same chains until they agree and the IAT is a lower bound not
    # censored, whose low end (a 95% interval's) must not exceed the exact value more often than
    # its nominal rate allows (binomial test over 6 seeds)
    m = potts(2, 4, 1.0)
    exact = float(ExactChain(m, temperature=1.0).spectrum.relaxation_time)
    assert abs(exact - 48.8) < 0.1
    opts = dict(n_sweeps=8, chains_per_start=8, low_chains=8, coupling_sweeps=0, n_random=8)
    hits = 0
    for seed in range(6):
        base = dynamic_point(m, 1.0, rng=seed, **opts)
        assert [t.kind for t in base.timescales if t.quantity == "t_rel"] == ["lower"]
        p = dynamic_point(m, 1.0, extend=128, rng=seed, **opts)
        rel = [t for t in p.timescales if t.quantity == "t_rel"]
        assert rel[0].kind == "lower" and not rel[0].censored and not p.starts_disagree
        assert any("extended adaptively from 8 to" in v for v in p.notes)
        assert not any("cap reached" in v for v in p.notes)
        hits += rel[0].low <= exact
    assert binomtest(hits, 6, 0.95, alternative="less").pvalue > 0.01


def test_extension_stops_at_its_cap_and_at_the_budget_and_says_why():
    # T = 0.5: exact t_rel 1541 steps, far beyond 4 x 8 sweeps of 4 steps: the cap is reached
    m = potts(2, 4, 1.0)
    opts = dict(n_sweeps=8, chains_per_start=4, low_chains=4, coupling_sweeps=5, n_random=4, rng=0)
    p = dynamic_point(m, 0.5, extend=4, **opts)
    assert any(v.startswith("cap reached: 32 = 4 x 8 sweeps") for v in p.notes)
    assert p.n_model_calls >= 32 * 4
    lows = [t for t in p.timescales if t.quantity == "t_mix" and t.kind == "lower"]
    assert "32 sweeps" in lows[0].method
    # the coupling ran to 4 x 5 sweeps of 4 steps and says so: pairs do not meet in 80 steps
    assert [v for v in p.notes if v.startswith("no upper bound")][0].endswith(
        "coupled pairs not met in 80 steps (the cap of 4 x 5 sweeps)")
    b = dynamic_point(m, 0.5, extend=4, budget_s=0.0, **opts)
    assert any("not further: the next doubling would pass the point's budget" in v for v in b.notes)
    assert not any("extended adaptively" in v for v in b.notes)
    with pytest.raises(InvalidInputError, match="power of 2"):
        dynamic_point(m, 0.5, extend=3, **opts)


def test_converged_points_are_not_extended():
    # independent sites at T = 1 mix in a few sweeps: the extension never starts
    m = IndependentSites(np.random.default_rng(2).normal(size=(6, 3)))
    p = dynamic_point(m, 1.0, n_sweeps=40, chains_per_start=8, coupling_sweeps=10, extend=8, rng=2)
    assert not any("extended" in v or "cap" in v for v in p.notes)
    rel = [t for t in p.timescales if t.quantity == "t_rel"]
    assert [t.kind for t in rel] == ["lower", "upper"] and not rel[0].censored


def test_distinguishing_bound_pays_for_the_times_an_extension_could_add():
    # 40 stuck chains a side at one time: the Wilson ends of 40/40 and 0/40 are 40/(40 + z^2)
    # and z^2/(40 + z^2), so d >= (40 - z^2) / (2 (40 + z^2)). One-sided level 1 - 0.05/(4 G):
    # G = 1, z = 2.2414, d >= 0.388 > 1/4 (the docstring's case); counted over 1000 possible
    # times, z = 4.2148 (normal quantile of 1 - 1.25e-5), d >= 0.192: no longer above 1/4
    z = np.array([[[0, 0]]] * 40 + [[[1, 1]]] * 40)
    idx, starts = np.repeat([0, 1], 40), np.array([[0, 0], [1, 1]])
    assert distinguishing_lower_bound(z, idx, starts, (0, 1), [5]) == (5, True)
    assert distinguishing_lower_bound(z, idx, starts, (0, 1), [5], n_tests=1000) == (0, False)


def _records(hamming_ref, hamming_start, start_index, k):
    """SweepRecords built by hand: only the arrays the function under test reads are meaningful."""
    from toolkit.dynamics import SweepRecords

    h = np.asarray(hamming_ref, dtype=float)
    B, R = h.shape
    return SweepRecords(np.zeros((B, R)), h, np.asarray(hamming_start, dtype=float), np.ones((B, R)),
                        np.asarray(start_index), np.zeros(B, dtype=int), np.zeros((B, 0, 8), dtype=int),
                        np.zeros(0, dtype=int), k)


def test_escape_time_is_the_step_of_the_first_record_at_the_radius():
    # Second blind audit (issue 30). Records every k = 3 steps: record r (0-based) is taken at
    # step 3 (r + 1). n = 8, q = 2: radius ceil(8 / 4) = 2. Chain 0 first reaches distance 2 at
    # record 2 (step 9), chain 1 at record 0 (step 3): mean escape time 6 steps.
    from toolkit.dynamics import _escapes

    rec = _records(np.zeros((2, 4)), [[0, 1, 2, 3], [2, 2, 0, 0]], [0, 0], 3)
    (e,) = _escapes(IndependentSites(np.zeros((8, 2))), rec, np.zeros((1, 8), dtype=int), 1.0, escape_sweeps=10,
                    rng=0)
    assert e.radius == 2 and e.n_censored == 0
    assert e.mean.value == 6.0


def test_disagreement_reads_the_second_half_of_the_run():
    # Second blind audit (issue 30). Two starts, two chains each, 4 records. Second halves: means
    # (4, 6) from both starts: no difference between the groups, F = 0, p = 1 -- whatever the
    # first halves (burn-in) say. With the halves swapped, groups {0.5, 1.5} and {8.5, 9.5}:
    # SSB = 64, SSW = 1, F = 64 / (1/2) = 128 on (1, 2) degrees of freedom, and for F(1, 2) = t_2^2
    # P(F > f) = 1 - sqrt(f / (f + 2)).
    from toolkit.dynamics import _disagreement

    burn = [[0, 1], [1, 2], [8, 9], [9, 10]]
    late = [[4, 4], [6, 6], [4, 4], [6, 6]]
    idx = [0, 0, 1, 1]
    assert _disagreement(_records(np.hstack([burn, late]), np.zeros((4, 4)), idx, 1)) == 1.0
    p = _disagreement(_records(np.hstack([late, burn]), np.zeros((4, 4)), idx, 1))
    assert p == pytest.approx(1 - math.sqrt(128 / 130), rel=1e-9, abs=0)


# ---------------------------------------------------------------------- bounds of one quantity from the other
@pytest.mark.parametrize("a,b", [(0.05, 0.05), (0.005, 0.005), (0.01, 0.03), (0.2, 0.1)])
def test_cross_quantity_relation_on_the_two_state_chain(a, b):
    # P = [[1 - a, a], [b, 1 - b]]: the nontrivial eigenvalue is lambda = 1 - a - b (closed form,
    # >= 0 here), t_rel = 1 / (a + b). t_mix(1/4) by iterating P from both states (an independent
    # computation). (t_rel - 1) ln 2 <= t_mix (Levin-Peres Thm 12.5) holds, so t_mix's exact value
    # used as an upper bound U gives 1 + U / ln 2 >= t_rel, and t_rel's as a lower bound L gives
    # (L - 1) ln 2 <= t_mix. For a = b it is tight: d(t) = lambda^t / 2, t_mix = ceil(ln 2 /
    # ln(1 / lambda)) = 7 at lambda = 0.9 (t_rel 10: 6.58 -> 7) and 69 at lambda = 0.99 (t_rel 100:
    # 68.97 -> 69), against (t_rel - 1) ln 2 = 6.238 and 68.62.
    P = np.array([[1 - a, a], [b, 1 - b]])
    pi = np.array([b, a]) / (a + b)
    t_rel = 1 / (a + b)
    Pt, t_mix = np.eye(2), 0
    while 0.5 * np.abs(Pt - pi).sum(axis=1).max() > 0.25:
        Pt, t_mix = Pt @ P, t_mix + 1
    assert t_mix_lower_from_t_rel(t_rel) <= t_mix
    assert t_rel_upper_from_t_mix(t_mix) >= t_rel
    assert t_rel_upper_from_t_mix(t_mix) == pytest.approx(1 + t_mix / math.log(2), rel=1e-14)
    assert t_mix_lower_from_t_rel(t_rel) == pytest.approx((t_rel - 1) * math.log(2), rel=1e-14)
    if a == b:
        assert t_mix == {0.05: 7, 0.005: 69}[a]
        assert t_mix_lower_from_t_rel(t_rel) > t_mix - 1   # tight to within one step


def test_every_pair_of_distinct_starts_is_coupled_before_truncation():
    # starts: three fixed points given (x* = all 0, a half-flipped one, all 1: the farthest from
    # x*) and one random state: C(4, 2) = 6 pairs of distinct starts, the distinguishing pair
    # (x*, all 1) = (0, 2) first; a duplicated row adds no pair
    X = np.array([[0] * 6, [0, 0, 0, 1, 1, 1], [1] * 6, [0, 1, 0, 1, 1, 0]])
    want = [(0, 2), (0, 1), (0, 3), (1, 2), (1, 3), (2, 3)]
    assert coupling_pairs(X, (0, 2)) == want
    # row 4 repeats row 1: every pair of the 5 rows (10) but (1, 4)
    assert coupling_pairs(np.vstack([X, X[1:2]]), (0, 2)) == [(0, 2), (0, 1), (0, 3), (0, 4), (1, 2), (1, 3),
                                                             (2, 3), (2, 4), (3, 4)]
    m = potts(2, 6, 1.0)
    kw = dict(n_sweeps=8, chains_per_start=4, low_chains=8, coupling_sweeps=40, n_replicates=4, basins=X[:3], rng=3)
    p = dynamic_point(m, 5.0, max_pairs=10, **kw)
    assert p.start_labels == ("basin 0", "basin 1", "basin 2", "random")
    (up,) = [t for t in p.timescales if t.quantity == "t_mix" and t.kind == "upper"]
    assert ("start pairs tried (basin 0/basin 2, basin 0/basin 1, basin 0/random, basin 1/basin 2, "
            "basin 1/random, basin 2/random;") in up.method
    assert "not a worst-case bound" in up.method
    two = dynamic_point(m, 5.0, max_pairs=2, **kw)
    (up,) = [t for t in two.timescales if t.quantity == "t_mix" and t.kind == "upper"]
    assert "(basin 0/basin 2, basin 0/basin 1; 2 of the 6 pairs of distinct starts;" in up.method


# ---------------------------------------------------------------------- localized distinguishing statistics
def _two_site_well(n=8, coupling=6.0):
    """q = 2: sites 0, 1 a ferromagnetic pair (``J = coupling`` when equal, no field: two wells
    ``00`` and ``11``), sites 2.. free with fields -1, +1, -1, ... on token 1 (their fixed point
    0, 1, 0, ...): two basins that differ on the sites {0, 1} only."""
    from toolkit.models.toy import Pairwise

    h = np.zeros((n, 2))
    h[2:, 1] = np.where(np.arange(n - 2) % 2, 1.0, -1.0)
    J = np.zeros((n, n, 2, 2))
    J[0, 1] = J[1, 0] = coupling * np.eye(2)
    return Pairwise(h, J)


def test_local_distinguishing_bound_sees_a_two_site_well_that_the_whole_sequence_misses():
    # exact t_mix(1/4) by enumeration (2^8 states, exact.markov): 1121 steps, the escape over the
    # pair's barrier (a flip of one of its sites costs e^-6). The basins found differ on sites
    # {0, 1}; the statistic of that pair (x* against basin 1, counted on those two sites) certifies
    # d(t) > 1/4 for at least a third of the run (320 steps: grid 1, 3, 10, 32, 101, 320) and stays
    # below the exact value; a start that differs from x* everywhere (basin 1's pair, every free
    # site flipped) gives through the whole-sequence count only the free sites' relaxation
    # (t_rel = n = 8 for free sites, a few steps), although its own pair sits in the other well
    m = _two_site_well()
    exact = ExactChain(m, temperature=1.0).mixing().t_mix
    assert exact == 1121
    p = dynamic_point(m, 1.0, n_sweeps=40, chains_per_start=4, low_chains=48, coupling_sweeps=0, rng=0)
    assert p.basins.n_basins == 2
    (low,) = [t for t in p.timescales if t.quantity == "t_mix" and t.kind == "lower"]
    assert "basin 0 against basin 1, on the 2 sites where the two basins differ" in low.method
    assert "the largest of 2 start pairs, Bonferroni over pairs x times" in low.method
    assert 101 < low.low <= exact and not low.vacuous
    b = p.basins.points
    far = b[1].copy()
    far[2:] = 1 - far[2:]
    X = np.array([b[0], b[1], far])
    assert distinguishing_pairs(X, 2, 2) == [(0, 2), (0, 1)]
    grid = np.unique(np.round(np.geomspace(1, 40 * 8, 6)).astype(np.int64))
    rec = sweep_records(m, X, temperature=1.0, chains_per_start=48, n_sweeps=40, state_times=grid, rng=0)
    both = best_distinguishing_bound(rec.states, rec.start_index, X, [(0, 2), (0, 1)], rec.state_times)
    whole = best_distinguishing_bound(rec.states, rec.start_index, X, [(0, 2)], rec.state_times)
    assert both[2] == (0, 1) and 101 <= both[0] <= exact
    assert whole[2] == (0, 2) and whole[0] <= 10 < both[0]


def test_distinguishing_level_counts_the_added_pairs():
    # 24 stuck chains a side at one time: the Wilson ends of 24/24 and 0/24 are 24/(24 + z^2) and
    # z^2/(24 + z^2), so d >= (24 - z^2) / (2 (24 + z^2)). Counted over 4 possible times and one
    # pair, z = Phi^-1(1 - 0.05/16) = 2.7344: d >= 0.2625 > 1/4; over the same times and two pairs,
    # z = Phi^-1(1 - 0.05/32) = 2.9552: d >= 0.2333, no longer above 1/4
    z = np.array([[[0, 0]]] * 24 + [[[1, 1]]] * 24 + [[[0, 1]]] * 24)
    idx, starts = np.repeat([0, 1, 2], 24), np.array([[0, 0], [1, 1], [0, 1]])
    assert best_distinguishing_bound(z, idx, starts, [(0, 1)], [5], n_times=4) == (5, True, (0, 1))
    assert best_distinguishing_bound(z, idx, starts, [(0, 1), (0, 2)], [5], n_times=4) == (0, False, (0, 1))


def test_dynamic_point_passes_the_pairs_to_the_level(monkeypatch):
    # three fixed points given (x* = all 0, half flipped, all 1: the farthest) and a random start:
    # the pairs (x*, all 1), (x*, half), (half, all 1), each tested with the Bonferroni count
    # (times the run could record) x 3: n_times 4 gives the grid 1, 5, 21, 96 (6 sites x 16
    # sweeps), and extend 4 two more times
    import toolkit.dynamics as dyn

    seen = []
    real = dyn.distinguishing_lower_bound

    def spy(*args, **kw):
        seen.append((tuple(args[3]), kw["n_tests"]))
        return real(*args, **kw)

    monkeypatch.setattr(dyn, "distinguishing_lower_bound", spy)
    X = np.array([[0] * 6, [0, 0, 0, 1, 1, 1], [1] * 6])
    dynamic_point(potts(2, 6, 1.0), 5.0, n_sweeps=16, n_times=4, extend=4, chains_per_start=2, low_chains=4,
                  coupling_sweeps=0, basins=X, rng=1)
    assert seen == [((0, 2), 18), ((0, 1), 18), ((1, 2), 18)]


def test_distinguishing_all_of_d_event_on_a_pair_of_other_basins():
    # starts on 5 sites; basins 1 and 2 differ on D = {0, 1, 2}. The 40 chains from basin 1 keep
    # its tokens; the 40 from basin 2 have each moved two of the three sites to basin 1's tokens,
    # so h = #(z = x_1) - #(z = x_2) on D is 3 against 1: {h > 0} holds on both sides (no bound),
    # {h >= |D|} on one only (d >= 1/2 minus the Wilson ends: a bound at the time recorded). The
    # chains from x* = all 2 hold the same states as basin 2's: the pair (0, 2) sees nothing
    starts = np.array([[2, 2, 2, 2, 2], [0, 0, 0, 1, 1], [1, 1, 1, 1, 1]])
    moved = np.array([[0, 0, 1, 1, 1], [0, 1, 0, 1, 1], [1, 0, 0, 1, 1]])
    z = np.zeros((120, 1, 5), dtype=int)
    z[:40, 0] = moved[np.arange(40) % 3]
    z[40:80, 0] = starts[1]
    z[80:, 0] = moved[np.arange(40) % 3]
    idx = np.repeat([0, 1, 2], 40)
    assert distinguishing_lower_bound(z, idx, starts, (1, 2), [7]) == (7, True)
    assert best_distinguishing_bound(z, idx, starts, [(0, 2), (1, 2)], [7]) == (7, True, (1, 2))
    assert best_distinguishing_bound(z, idx, starts, [(0, 2)], [7])[0] == 0


def test_max_tests_keeps_the_first_distinguishing_pairs_and_their_bonferroni_count(monkeypatch):
    # the same starts as test_dynamic_point_passes_the_pairs_to_the_level; max_tests=1 keeps only
    # (x*, the farthest start), tested at 6 = 4 + 2 times x 1 pair; max_tests=2 the first two at
    # 6 x 2 = 12; and the light options of the costly real MLMs keep one pair: with 24 chains a
    # side over 4 times, one pair can certify d >= 0.2625 > 1/4 (test_distinguishing_level_...)
    # and two cannot (0.2333)
    import toolkit.dynamics as dyn
    from toolkit.app.mixing_diagram import REAL_OPTIONS_LIGHT

    seen = []
    real = dyn.distinguishing_lower_bound

    def spy(*args, **kw):
        seen.append((tuple(args[3]), kw["n_tests"]))
        return real(*args, **kw)

    monkeypatch.setattr(dyn, "distinguishing_lower_bound", spy)
    X = np.array([[0] * 6, [0, 0, 0, 1, 1, 1], [1] * 6])
    for k, want in ((1, [((0, 2), 6)]), (2, [((0, 2), 12), ((0, 1), 12)])):
        seen.clear()
        dynamic_point(potts(2, 6, 1.0), 5.0, n_sweeps=16, n_times=4, extend=4, chains_per_start=2, low_chains=4,
                      coupling_sweeps=0, basins=X, max_tests=k, rng=1)
        assert seen == want
    assert REAL_OPTIONS_LIGHT["max_tests"] == 1 and REAL_OPTIONS_LIGHT["low_chains"] == 24
    with pytest.raises(InvalidInputError, match="max_tests"):
        dynamic_point(potts(2, 6, 1.0), 5.0, max_tests=0, basins=X, rng=1)
