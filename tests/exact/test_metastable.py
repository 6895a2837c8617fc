"""Margins, zero-temperature basins (csgraph vs networkx), exit times (every solver and
kernel form vs a dense reference), conductance, bottleneck and escape bounds."""

from __future__ import annotations

import itertools
import math

import networkx as nx
import numpy as np
import pytest
from hypothesis import given

from exact import glauber_kernel, mixing_time, stationary
from exact.basins import (
    basins,
    fixed_points,
    local_margins,
    site_margins,
    uphill_moves,
    zero_temperature_graph,
)
from exact.metastable import (
    bottleneck_lower_bound,
    conductance,
    escape_checks,
    expected_exit_times,
    singleton_log_exit_times,
)
from toolkit.exceptions import InvalidInputError
from toolkit.models import IndependentSites, plant_margin, planted_margin, potts, random_table
from toolkit.strategies import planted_fixed_points, temperatures


def reference_margins(model):
    q, n = model.vocab_size, model.length
    out = []
    for x in itertools.product(range(q), repeat=n):
        ms = []
        for i in range(n):
            lg = model.logits(np.array([x]), np.array([i]))[0]
            ms.append(lg[x[i]] - np.delete(lg, x[i]).max())
        out.append(min(ms))
    return np.array(out)


@pytest.mark.parametrize("model", [random_table(3, 3, 1.0, rng=0), potts(2, 4, 1.0, graph="cycle"),
                                   planted_margin(3, 3, 0.7, rng=1)], ids=["table", "potts-ties", "planted"])
def test_margins_match_loop(model):
    np.testing.assert_array_equal(local_margins(model), reference_margins(model))
    assert site_margins(model).shape == (model.length, model.vocab_size ** model.length)


def test_fixed_points_of_planted_and_potts():
    m = planted_margin(3, 4, 1.25, rng=2)
    fps = {p.state: p for p in fixed_points(m)}
    for a in range(3):
        assert fps[(a,) * 4].gamma == pytest.approx(1.25, abs=1e-12)
    p = fixed_points(potts(3, 4, 1.0))  # complete graph: gamma = (n - 1) J at the constant states
    assert [f.state for f in p] == [(0,) * 4, (1,) * 4, (2,) * 4] and all(f.gamma == 3.0 for f in p)
    assert "gamma = 3" in str(p[0])
    assert fixed_points(IndependentSites(np.zeros((2, 2)))) == ()  # all ties: no strict fixed point
    with pytest.raises(InvalidInputError, match="differ in fewer than 2 sites"):
        plant_margin(np.zeros((2, 2, 2)), [[0, 0], [0, 1]], 1.0)
    with pytest.raises(InvalidInputError, match="`gamma` must be finite and > 0"):
        planted_margin(2, 3, -1.0)


@pytest.mark.parametrize("model", [random_table(2, 5, 1.0, rng=3), random_table(3, 3, 1.0, rng=4),
                                   potts(2, 5, 1.0, graph="cycle"), potts(3, 3, 1.0)],
                         ids=["table-2-5", "table-3-3", "potts-cycle", "potts-3-3"])
def test_basins_match_networkx(model):
    b = basins(model)
    G = zero_temperature_graph(model)
    assert G.number_of_nodes() == model.vocab_size ** model.length
    ref = sorted(sorted(c) for c in nx.attracting_components(G))
    assert sorted(a.tolist() for a in b.attractors) == ref
    assert nx.is_isomorphic(G, b.graph()) and set(G.edges) == set(b.graph().edges)
    # reach: state x reaches attractor k iff some node of it is a descendant of x (or x itself)
    for x in range(0, G.number_of_nodes(), 3):
        desc = nx.descendants(G, x) | {x}
        want = {k for k, a in enumerate(b.attractors) if desc & set(a.tolist())}
        got = set(np.flatnonzero(np.asarray(b.reach[x].todense()).ravel()).tolist())
        assert got == want
        assert b.labels[x] == (next(iter(want)) if len(want) == 1 else -1)
    for k in range(b.n_attractors):
        assert b.kind(k) == ("fixed point" if b.attractors[k].size == 1 else "cycle")
        assert b.basin(k).sum() <= b.basin(k, exclusive=False).sum()
    assert "attractor" in str(b)


def test_fixed_points_are_the_singleton_attractors():
    m = random_table(2, 6, 1.0, rng=5)
    b = basins(m)
    singles = sorted(int(a[0]) for a in b.attractors if a.size == 1)
    assert singles == sorted(p.index for p in fixed_points(m))


def reference_exit_times(P, mask):
    idx = np.flatnonzero(mask)
    tau = np.zeros(P.shape[0])
    tau[idx] = np.linalg.solve(np.eye(idx.size) - P[np.ix_(idx, idx)], np.ones(idx.size))
    return tau


def test_exit_times_two_state_known_answer():
    P = np.array([[0.9, 0.1], [0.3, 0.7]])
    tau = expected_exit_times(P, np.array([True, False]))
    assert tau[0] == pytest.approx(10.0, rel=1e-14, abs=0) and tau[1] == 0.0


@pytest.mark.parametrize("form", ["random", "lazy", "systematic", "dense", "sparse"])
def test_exit_times_every_kernel_form(form):
    m = random_table(2, 5, 1.0, rng=6)  # incompatible: a non-reversible chain
    K = glauber_kernel(m, temperature=0.8, scan="systematic" if form == "systematic" else "random",
                       lazy=0.4 if form == "lazy" else 0.0)
    P = K.dense()
    mask = np.zeros(32, dtype=bool)
    mask[[0, 1, 2, 3, 5, 9, 17, 30]] = True
    arg = {"dense": P, "sparse": K.sparse() if K.is_random_scan else None}.get(form, K)
    tau = expected_exit_times(arg, mask)
    # dense reference on well-conditioned exit times (tau < 1e3): 1e-12 relative
    np.testing.assert_allclose(tau, reference_exit_times(P, mask), rtol=1e-12, atol=0)


def test_exit_time_solvers_agree_on_a_large_basin():
    m = potts(2, 11, 1.0 / 11)  # Curie-Weiss-like: the basin of 0...0 holds the 562 states with <= 4 ones
    b = basins(m)
    mask = b.basin(b.attractor_of(0))
    assert mask.sum() == 562
    K = glauber_kernel(m, temperature=0.3)
    taus = {meth: expected_exit_times(K, mask, method=meth) for meth in ("gth", "spsolve", "iterative")}
    assert taus["gth"].max() > 1e2
    for meth in ("spsolve", "iterative"):
        np.testing.assert_allclose(taus[meth], taus["gth"], rtol=1e-9, atol=0)


def test_gth_accurate_for_astronomical_exit_times():
    """Basin of 0000000 in complete-graph Potts (n = 7, J = 1) at T = 0.12: tau ~ e^{12/T} = e^100,
    where LU on I - P_BB keeps no correct digit. Reference: the same system in 60-digit arithmetic."""
    import mpmath

    with mpmath.workdps(60):  # local precision: leaves mpmath's global context alone
        model = potts(2, 7, 1.0)
        b = basins(model)
        mask = b.basin(b.attractor_of(0))
        T, n = mpmath.mpf("0.12"), 7
        idx = np.flatnonzero(mask)
        pos = {int(x): k for k, x in enumerate(idx)}
        A = mpmath.zeros(len(idx), len(idx))
        for x in idx:
            s = [(int(x) >> (n - 1 - i)) & 1 for i in range(n)]
            for i in range(n):
                same = [sum(1 for j in range(n) if j != i and s[j] == a) for a in (0, 1)]  # logits: J * #agreeing
                z = mpmath.exp(same[0] / T) + mpmath.exp(same[1] / T)
                a = 1 - s[i]
                p = mpmath.exp(same[a] / T) / z / n
                y = int(x) ^ (1 << (n - 1 - i))
                A[pos[int(x)], pos[int(x)]] += p
                if y in pos:
                    A[pos[int(x)], pos[y]] -= p
        ref = mpmath.lu_solve(A, mpmath.ones(len(idx), 1))
    tau = expected_exit_times(glauber_kernel(model, temperature=0.12), mask)
    assert tau[0] > 1e40
    for k, x in enumerate(idx):
        assert abs(tau[x] / float(ref[k]) - 1) < 1e-10


def test_singleton_exit_is_stable_at_low_temperature():
    """1 - P(x,x) is never formed: at tau ~ e^30 the linear solve still matches the log-space form."""
    m = planted_margin(2, 4, 1.0, rng=7)
    x = fixed_points(m)[0].index
    mask = np.zeros(16, dtype=bool)
    mask[x] = True
    K = glauber_kernel(m, temperature=1 / 30)
    tau = expected_exit_times(K, mask)[x]
    assert tau > 1e12
    assert math.log(tau) == pytest.approx(float(singleton_log_exit_times(K, [x])[0]), abs=1e-12)
    # far below: log space still exact, e^{gamma/T} overflows a float
    K = glauber_kernel(m, temperature=1e-3)
    assert singleton_log_exit_times(K, [x])[0] == pytest.approx(1000.0 + math.log(1.0), rel=1e-6)
    assert escape_checks(K)[0].holds and math.isinf(escape_checks(K)[0].exit_time)


def test_exit_time_errors():
    K = glauber_kernel(potts(2, 3, 1.0), temperature=1.0)
    with pytest.raises(InvalidInputError, match="selects no state"):
        expected_exit_times(K, np.zeros(8, dtype=bool))
    with pytest.raises(InvalidInputError, match="selects all 8 states"):
        expected_exit_times(K, np.ones(8, dtype=bool))
    with pytest.raises(InvalidInputError, match=r"boolean array of shape \(8,\)"):
        expected_exit_times(K, np.array([0, 1]))
    with pytest.raises(InvalidInputError, match="method"):
        expected_exit_times(K, np.arange(8) < 2, method="magic")
    P = np.array([[1.0, 0.0, 0.0], [0.5, 0.0, 0.5], [0.0, 0.5, 0.5]])  # state 0 absorbing
    with pytest.raises(InvalidInputError, match="1 of the 2 states in the set cannot leave it"):
        expected_exit_times(P, np.array([True, True, False]))


def test_conductance_and_bottleneck():
    m = potts(2, 6, 1.0)
    K = glauber_kernel(m, temperature=1.0)
    pi = stationary(K)
    P = K.dense()
    S = np.array([bin(x).count("1") < 3 for x in range(64)])
    phi = float((pi[S, None] * P[np.ix_(S, ~S)]).sum() / pi[S].sum())
    assert conductance(K, S, pi=pi) == pytest.approx(phi, rel=1e-12, abs=0)
    lb = bottleneck_lower_bound(K, S, pi=pi)
    assert lb == pytest.approx((1 - pi[S].sum() - 0.25) / phi, rel=1e-12)
    t_mix = mixing_time(K, pi=pi).t_mix
    assert 1 < lb <= t_mix
    assert bottleneck_lower_bound(K, ~S & (np.arange(64) > 0), pi=pi, eps=0.25) >= 0


def test_uphill_moves_and_costs():
    # complete graph q = 2, n = 5, J = 1: gamma = 4, leaving the basin {<= 1 ones} costs 4 + 2
    m = potts(2, 5, 1.0)
    b = basins(m)
    assert uphill_moves(m, 0, b.basin(b.attractor_of(0))) == (2, 6.0)
    single = np.arange(32) == 0
    assert uphill_moves(m, 0, single) == (1, 4.0)
    with pytest.raises(InvalidInputError, match="inside the set"):
        uphill_moves(m, 5, single)


@given(planted_fixed_points(), temperatures(0.05, 5.0))
def test_property_escape_bound_at_planted_fixed_points(planted, T):
    model, state, gamma = planted
    K = glauber_kernel(model, temperature=T)
    checks = escape_checks(K)
    x = int(np.ravel_multi_index(state, (model.vocab_size,) * model.length))
    mine = [c for c in checks if c.fixed_point.index == x]
    assert len(mine) == 1 and mine[0].fixed_point.gamma == pytest.approx(gamma, abs=1e-9)
    assert all(c.holds for c in checks)
    if gamma / T < 30:  # the linear solve agrees with the log-space singleton formula
        mask = np.zeros(K.n_states, dtype=bool)
        mask[x] = True
        tau = expected_exit_times(K, mask)[x]
        assert tau >= math.exp(gamma / T) / (model.vocab_size - 1) * (1 - 1e-12)
        assert math.log(tau) == pytest.approx(mine[0].log_exit_time, abs=1e-10)
