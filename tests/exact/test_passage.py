"""Committors, hitting and absorption probabilities, mean first passage times and
first-passage probabilities (:mod:`exact.passage`) pinned to closed forms.

References, all computed here without the code under test:

- birth-death chains on ``0..n-1`` (up ``p_i``, down ``q_i``): with
  ``g_k = prod_{j=1}^{k} q_j / p_j``, the probability of reaching ``b`` before ``a`` from
  ``a <= x <= b`` is ``sum_{k=a}^{x-1} g_k / sum_{k=a}^{b-1} g_k`` (Karlin-Taylor, ch. 3; the
  formula of deeptime's ``BirthDeathChain.committor_forward``), ``pi_i`` is proportional to
  ``prod_{j<i} p_j / q_{j+1}``, and ``E_i[tau_{i+1}] = sum_{j <= i} pi_j / (pi_i p_i)``;
  every one a sum of positive terms, so exact to a few ulps even with rates of ``1e-60``;
- the two-state chain ``[[1-p, p], [r, 1-r]]``: ``P_0(tau_1 = t) = p (1-p)^{t-1}``,
  ``E_0[tau_1] = 1/p``, return time to state 0 ``1/pi_0 = (p + r)/r`` (Kac);
- the gambler's ruin with absorbing ends (``exact.passage``'s docstring).

Tolerances: ``1e-12`` relative (GTH elimination on at most a few dozen states: tens of
ulps), also on entries of ``1e-180``, where LU on ``I - P`` would carry an absolute error of
``1e-16`` and no correct digit.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
import scipy.sparse as sp

from exact import ExactChain, glauber_kernel
from exact import passage as ps
from toolkit.exceptions import InvalidInputError, ReducibleChainError
from toolkit.models import IndependentSites, potts
from toolkit.results import load_result

RTOL = 1e-12


def birth_death(p, q):
    """Transition matrix of the birth-death chain with up ``p[i]``, down ``q[i]`` (diagonal:
    the rest)."""
    p, q = np.asarray(p, float), np.asarray(q, float)
    n = p.size
    P = np.diag(p[:-1], 1) + np.diag(q[1:], -1)
    P[np.arange(n), np.arange(n)] = 1.0 - p - q
    return P


def bd_committor(p, q, a: int, b: int) -> np.ndarray:
    """P_x(hit b before a) for a < b, by the closed form (0 below a, 1 above b)."""
    n = len(p)
    g = np.ones(n)
    for k in range(1, b):  # g_k = prod_{j=1}^{k} q_j / p_j (only k < b is used)
        g[k] = g[k - 1] * q[k] / p[k]
    u = np.zeros(n)
    u[b:] = 1.0
    den = g[a:b].sum()
    for x in range(a + 1, b):
        u[x] = g[a:x].sum() / den
    return u


def bd_pi(p, q) -> np.ndarray:
    w = np.ones(len(p))
    for i in range(1, len(p)):
        w[i] = w[i - 1] * p[i - 1] / q[i]
    return w / w.sum()


def bd_mfpt_up(p, q, b: int) -> np.ndarray:
    """E_x[tau_b] for x <= b (0 at b): sums of E_i[tau_{i+1}] = sum_{j<=i} pi_j / (pi_i p_i)."""
    pi = bd_pi(p, q)
    step = np.array([pi[: i + 1].sum() / (pi[i] * p[i]) for i in range(b)])
    return np.array([step[x:b].sum() for x in range(b + 1)])


# ---------------------------------------------------------------------- committors
@pytest.mark.parametrize("fmt", ["dense", "sparse"])
def test_forward_and_backward_committor_of_a_metastable_birth_death_chain(fmt):
    n = 12
    p = np.full(n, 0.4)
    q = np.full(n, 0.35)
    p[-1] = q[0] = 0.0
    p[5], q[7] = 1e-6, 2e-5          # a bottleneck between 5 and 7
    P = birth_death(p, q)
    M = sp.csr_matrix(P) if fmt == "sparse" else P
    ref = bd_committor(p, q, 1, 9)
    fwd = ps.committor(M, [0, 1], [9, 10, 11])
    np.testing.assert_allclose(fwd.values, ref, rtol=RTOL, atol=0)
    # reversible: q- = 1 - q+, here computed without that subtraction (1 - q+ is exact in the reference)
    bwd = ps.committor(M, [0, 1], [9, 10, 11], direction="backward")
    np.testing.assert_allclose(bwd.values, 1.0 - ref, rtol=1e-10, atol=0)
    assert fwd.method == "gth" and fwd.direction == "forward" and bwd.direction == "backward"


def test_committor_with_rates_below_1e_100_keeps_every_digit():
    """Up rate 1e-60 against down 1e-20, the rest a self-loop that rounds to exactly 1 in
    float64: reaching the top before the bottom from x = 1 has probability ~ (1e-40)^3; the
    closed form's positive sums are exact, and so is the GTH solve, which never forms
    ``1 - P(x, x)``."""
    n = 5
    p = np.full(n, 1e-60)
    q = np.full(n, 1e-20)
    p[-1] = q[0] = 0.0
    P = birth_death(p, q)
    assert P[1, 1] == 1.0
    ref = bd_committor(p, q, 0, n - 1)
    assert ref[1] < 1e-110
    got = ps.committor(P, [0], [n - 1]).values
    np.testing.assert_allclose(got, ref, rtol=RTOL, atol=0)
    # the LU solve the GTH form replaces: I - P_CC has a zero diagonal in float64
    C = np.arange(1, n - 1)
    with np.errstate(all="ignore"):
        try:
            lu = np.linalg.solve(np.eye(C.size) - P[np.ix_(C, C)], P[C, n - 1])
            right = np.allclose(lu, ref[C], rtol=1e-3, atol=0)
        except np.linalg.LinAlgError:
            right = False
    assert not right


def test_backward_committor_of_a_non_reversible_chain_is_the_reversed_chains_forward_one():
    """The 3-cycle with drift: the time reversal runs the other way round; by hand, with
    pi uniform: P*(x, y) = P(y, x)."""
    P = np.array([[0.1, 0.6, 0.3], [0.3, 0.1, 0.6], [0.6, 0.3, 0.1]])
    # forward 0 -> 2 from state 1: q = 0.6 + 0.1 q  => q = 0.6 / 0.9
    assert ps.committor(P, 0, 2).values[1] == pytest.approx(0.6 / 0.9, rel=1e-14, abs=0)
    # backward: came from 0 rather than 2, = reversed chain's P*_1(hit 0 before 2) with P*(1, 0) = P(0, 1) = 0.6
    assert ps.committor(P, 0, 2, direction="backward").values[1] == pytest.approx(0.6 / 0.9, rel=1e-14, abs=0)
    Q = P.copy()
    Q[1] = [0.2, 0.1, 0.7]
    Q[0] = [0.2, 0.5, 0.3]
    pi = np.linalg.lstsq(np.vstack([Q.T - np.eye(3), np.ones(3)]), np.r_[0, 0, 0, 1.0], rcond=None)[0]
    rev = pi[None, :] * Q.T / pi[:, None]          # P*(x, y) = pi(y) Q(y, x) / pi(x)
    want = rev[1, 0] / (1 - rev[1, 1])             # P*_1(tau_0 < tau_2): one step from 1 decides
    assert ps.committor(Q, 0, 2, direction="backward").values[1] == pytest.approx(want, rel=1e-12, abs=0)


def test_committor_refusals():
    P = np.array([[1.0, 0, 0], [0, 1.0, 0], [0.5, 0, 0.5]])
    with pytest.raises(InvalidInputError, match="reach neither"):
        ps.committor(P, [0], [2])          # state 1 reaches neither set
    with pytest.raises(InvalidInputError, match="disjoint"):
        ps.committor(P, [0, 2], [2])
    with pytest.raises(ReducibleChainError):
        ps.committor(P, [0], [1], direction="backward")   # no unique pi
    with pytest.raises(InvalidInputError, match="direction"):
        ps.committor(P, [0], [1], direction="sideways")
    with pytest.raises(InvalidInputError, match="outside 0..2"):
        ps.committor(P, [0], [5])
    with pytest.raises(InvalidInputError, match="selects no state"):
        ps.committor(P, np.zeros(3, dtype=bool), [1])


# ---------------------------------------------------------------------- hitting / absorption
def test_gamblers_ruin_hitting_and_absorption_by_hand():
    P = np.array([[1, 0, 0, 0], [1 / 3, 0, 2 / 3, 0], [0, 1 / 3, 0, 2 / 3], [0, 0, 0, 1]])
    h = ps.hitting_probabilities(P, 3)
    np.testing.assert_allclose(h.values, [0, 4 / 7, 6 / 7, 1], rtol=1e-14, atol=0)
    a = ps.absorption_probabilities(P)
    assert a.classes == ((0,), (3,)) and a.transient == (1, 2)
    np.testing.assert_allclose(a.probabilities, [[1, 0], [3 / 7, 4 / 7], [1 / 7, 6 / 7], [0, 1]], rtol=1e-14)
    np.testing.assert_allclose(a.mean_absorption_times, [0, 15 / 7, 12 / 7, 0], rtol=1e-14)
    # after_start: from 3 (absorbing) the return is sure; from 1 and 2 nothing changes
    np.testing.assert_allclose(ps.hitting_probabilities(P, 3, after_start=True).values, [0, 4 / 7, 6 / 7, 1],
                               rtol=1e-14)
    np.testing.assert_allclose(ps.hitting_probabilities(P, 1, after_start=True).values, [0, 2 / 9, 1 / 3, 0],
                               rtol=1e-14)  # return to 1: (2/3)(1/3) via 2; from 2: 1/3


def test_absorption_with_probabilities_below_1e_100():
    """Gambler's ruin with up rate 1e-60: absorption at the top from 1 is ~ (2e-60)^3."""
    n = 5
    p = np.full(n, 1e-60)
    q = np.full(n, 0.5)
    p[0] = p[-1] = q[0] = q[-1] = 0.0
    P = birth_death(p, q)
    a = ps.absorption_probabilities(P)
    top = bd_committor(np.where(p > 0, p, 1.0), np.where(q > 0, q, 1.0), 0, n - 1)
    np.testing.assert_allclose(a.probabilities[:, 1], top, rtol=RTOL, atol=0)
    assert a.probabilities[1, 1] < 1e-170


def test_hitting_probabilities_of_a_reducible_chain_and_reachability():
    """Two closed classes {0} and {3, 4}; from 2, 1/2 to each side."""
    P = np.array([[1, 0, 0, 0, 0], [0.5, 0, 0.5, 0, 0], [0, 0.25, 0.25, 0.5, 0],
                  [0, 0, 0, 0.5, 0.5], [0, 0, 0, 1, 0]])
    h = ps.hitting_probabilities(P, [3, 4]).values
    # h1 = 0.5 h2, h2 = 0.25 h1 + 0.25 h2 + 0.5  =>  h2 = 0.5 / (0.75 - 0.125) = 0.8, h1 = 0.4
    np.testing.assert_allclose(h, [0, 0.4, 0.8, 1, 1], rtol=1e-14, atol=0)
    a = ps.absorption_probabilities(P)
    assert a.classes == ((0,), (3, 4))
    np.testing.assert_allclose(a.probabilities.sum(axis=1), 1.0, rtol=1e-14)


# ---------------------------------------------------------------------- passage times
@pytest.mark.parametrize("fmt", ["dense", "sparse"])
def test_mean_first_passage_times_of_a_birth_death_chain(fmt):
    n = 10
    p = np.linspace(0.2, 0.45, n)
    q = np.linspace(0.4, 0.1, n)
    p[-1] = q[0] = 0.0
    p[4] = 1e-9
    P = birth_death(p, q)
    M = sp.csr_matrix(P) if fmt == "sparse" else P
    m = ps.mean_first_passage_times(M, 7)
    np.testing.assert_allclose(m.times[:8], bd_mfpt_up(p, q, 7), rtol=RTOL)
    pi = bd_pi(p, q)
    # return time to 7: Kac, 1 / pi(7)
    assert m.return_times[7] == pytest.approx(1.0 / pi[7], rel=1e-10)
    assert np.isnan(m.return_times[:7]).all()
    # between sets: E_{pi(.|{0,1,2})}[tau_7]
    b = ps.mean_first_passage_times(M, 7, origin=[0, 1, 2])
    w = pi[:3] / pi[:3].sum()
    assert b.between == pytest.approx(float(w @ bd_mfpt_up(p, q, 7)[:3]), rel=RTOL)


def test_mfpt_is_infinite_where_the_target_may_be_missed():
    P = np.array([[1, 0, 0, 0], [0.5, 0, 0.5, 0], [0, 0.5, 0, 0.5], [0, 0, 0, 1]])
    m = ps.mean_first_passage_times(P, [1, 2])
    assert m.times.tolist() == [math.inf, 0.0, 0.0, math.inf]
    m3 = ps.mean_first_passage_times(P, 3)
    assert m3.times[0] == m3.times[1] == m3.times[2] == math.inf and m3.times[3] == 0.0
    with pytest.raises(ReducibleChainError):
        ps.mean_first_passage_times(P, 3, origin=[1])


def test_two_state_passage_with_rates_of_1e_120():
    p, r = 1e-120, 3e-120
    P = np.array([[1 - p, p], [r, 1 - r]])
    m = ps.mean_first_passage_times(P, 1)
    assert m.times[0] == pytest.approx(1 / p, rel=1e-14)
    assert m.return_times[1] == pytest.approx((p + r) / p, rel=1e-12)  # Kac: 1/pi_1
    f = ps.first_passage_probabilities(P, 1, 3, start=0)
    np.testing.assert_allclose(f.probabilities, [p, p * (1 - p), p * (1 - p) ** 2], rtol=1e-14, atol=0)
    assert float(f.survival) == pytest.approx((1 - p) ** 3, rel=1e-14, abs=0)


# ---------------------------------------------------------------------- first passage
def test_first_passage_probabilities_by_hand():
    p, r = 0.3, 0.2
    P = np.array([[1 - p, p], [r, 1 - r]])
    f = ps.first_passage_probabilities(P, 1, 5, start=0)
    np.testing.assert_allclose(f.probabilities, [p * (1 - p) ** (t - 1) for t in range(1, 6)], rtol=1e-14)
    assert float(f.survival) == pytest.approx((1 - p) ** 5, rel=1e-14, abs=0)
    allf = ps.first_passage_probabilities(P, 1, 5)
    np.testing.assert_allclose(allf.probabilities[:, 0], f.probabilities, rtol=1e-14)
    # from 1 (the target): first return at 1 w.p. 1 - r, then r p (1-p)^{t-2}
    ret = [1 - r] + [r * p * (1 - p) ** (t - 2) for t in range(2, 6)]
    np.testing.assert_allclose(allf.probabilities[:, 1], ret, rtol=1e-14)
    np.testing.assert_allclose(allf.survival, [(1 - p) ** 5, r * (1 - p) ** 4], rtol=1e-14)
    # a distribution as start
    g = ps.first_passage_probabilities(P, 1, 5, start=[0.25, 0.75])
    np.testing.assert_allclose(g.probabilities, allf.probabilities @ [0.25, 0.75], rtol=1e-14)


# ---------------------------------------------------------------------- models and fallbacks
def test_glauber_kernel_agrees_with_its_dense_matrix_and_exact_chain_delegates():
    chain = ExactChain(potts(2, 4, 1.2), temperature=0.7)
    K = chain.kernel
    D = K.dense()
    A, B = [0], [15]
    np.testing.assert_allclose(chain.committor(A, B).values, ps.committor(D, A, B).values, rtol=1e-12)
    np.testing.assert_allclose(chain.committor(A, B, direction="backward").values,
                               ps.committor(D, A, B, direction="backward").values, rtol=1e-11)
    np.testing.assert_allclose(chain.mean_first_passage_times(B, origin=A).times,
                               ps.mean_first_passage_times(D, B).times, rtol=1e-12)
    np.testing.assert_allclose(chain.hitting_probabilities(B).values, 1.0)
    f = chain.first_passage_probabilities(B, 4, start=0)
    np.testing.assert_allclose(f.probabilities, ps.first_passage_probabilities(D, B, 4, start=0).probabilities,
                               rtol=1e-12)
    # a state as tokens
    assert chain.state_index((1, 1, 1, 1)) == 15
    np.testing.assert_allclose(chain.committor(np.array([[0, 0, 0, 0]]), np.array([[1, 1, 1, 1]])).values,
                               chain.committor(A, B).values)


def test_sparse_lu_and_iterative_fallbacks_agree_with_gth(monkeypatch):
    K = glauber_kernel(IndependentSites(np.array([[0.3, 0.0, -0.2], [0.1, 0.5, 0.0], [0.0, 0.2, 0.4],
                                                  [0.2, 0.0, 0.1]])), temperature=0.8)
    A, B = [0], [80]
    ref = ps.committor(K, A, B)
    monkeypatch.setattr(ps, "GTH_MAX", 10)
    lu = ps.committor(K, A, B)
    assert lu.method == "sparse LU"
    np.testing.assert_allclose(lu.values, ref.values, rtol=1e-10)
    monkeypatch.setattr(ps, "SPSOLVE_MAX", 20)
    it = ps.committor(K, A, B)
    assert it.method.startswith("bicgstab")
    np.testing.assert_allclose(it.values, ref.values, rtol=1e-8)
    assert it.residual < 1e-10


def test_results_round_trip_and_read(tmp_path):
    P = np.array([[1, 0, 0, 0], [1 / 3, 0, 2 / 3, 0], [0, 1 / 3, 0, 2 / 3], [0, 0, 0, 1]])
    for obj in (ps.committor(P, 0, 3), ps.hitting_probabilities(P, 3), ps.absorption_probabilities(P),
                ps.mean_first_passage_times(P, [0, 3]), ps.first_passage_probabilities(P, 3, 4),
                ps.first_passage_probabilities(P, 3, 4, start=1)):
        path = tmp_path / "r.json"
        obj.save(path)
        back = load_result(path)
        assert back == obj and type(back) is type(obj)
        assert str(obj) and obj.to_frame().shape[0] >= 1
    assert "committor A = {0} -> B = {3}" in str(ps.committor(P, 0, 3))
    assert "3 states never surely" in str(ps.mean_first_passage_times(P, [1]))


def test_bad_inputs_are_named():
    P = np.array([[0.5, 0.5], [0.5, 0.5]])
    with pytest.raises(InvalidInputError, match="`t_max`"):
        ps.first_passage_probabilities(P, 1, 0)
    with pytest.raises(InvalidInputError, match="`start`"):
        ps.first_passage_probabilities(P, 1, 3, start=[0.5, 0.6])
    with pytest.raises(InvalidInputError, match="`start`"):
        ps.first_passage_probabilities(P, 1, 3, start=2)
    with pytest.raises(InvalidInputError, match="`target`"):
        ps.hitting_probabilities(P, "a")
    with pytest.raises(InvalidInputError, match="rows summing to 1"):
        ps.hitting_probabilities(np.array([[0.5, 0.6], [0.5, 0.5]]), 1)


def test_gth_solve_against_lu_on_well_conditioned_systems():
    """The reference version beside the fast one: on random systems whose pivots are far from
    0, GTH elimination and LU (``np.linalg.solve``) agree to rounding."""
    from exact._gth import gth_solve

    rng = np.random.default_rng(25)
    for m in (1, 2, 5, 40):
        W = rng.random((m, m)) * (rng.random((m, m)) < 0.5)
        np.fill_diagonal(W, 0.0)
        e = rng.random(m) + 0.1
        B = rng.random((m, 3))
        A = np.diag(W.sum(axis=1) + e) - W
        np.testing.assert_allclose(gth_solve(W, e, B), np.linalg.solve(A, B), rtol=1e-11)
        np.testing.assert_allclose(gth_solve(W, e, B[:, 0]), np.linalg.solve(A, B[:, 0]), rtol=1e-11)
    # a state that cannot leave: NaN, which the callers' reachability checks keep out
    assert np.isnan(gth_solve(np.zeros((2, 2)), np.array([1.0, 0.0]), np.ones(2))).all()


def test_a_state_index_one_past_the_last_is_refused_naming_the_set():
    """States are 0..N-1: index N is outside the chain, refused as bad input (not an IndexError)."""
    P = np.array([[0.5, 0.5, 0.0], [0.25, 0.5, 0.25], [0.0, 0.5, 0.5]])
    with pytest.raises(InvalidInputError, match=r"`target` holds state 3, outside 0\.\.2"):
        ps.hitting_probabilities(P, [1, 3])
    with pytest.raises(InvalidInputError, match=r"`source` holds state 3"):
        ps.committor(P, 3, 0)
    assert ps.state_set([2], 3, "target").tolist() == [False, False, True]
