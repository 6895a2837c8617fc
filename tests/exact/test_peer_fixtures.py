"""Peers' published fixtures with known answers, run through this project's public API.

Each block names its source (repository, file, commit). A fixture passes, or is refused by
design with the reason written beside it (a reducible chain where a unique stationary law
is needed: :class:`~toolkit.exceptions.ReducibleChainError`; a quantity defined differently:
the mapping between the definitions, tested). Not ported: PyDTMC's expected rewards,
expected transitions, first-passage rewards, mean numbers of visits, sensitivities and time
correlations, and R markovchain's expected rewards (quantities this project does not
compute); QuantEcon's continuous-time generator (``[[-3, 3], [4, -4]]``: refused by
:func:`exact.stationary` as not a transition matrix, tested below).
"""

from __future__ import annotations

import math

import numpy as np
import pytest
import scipy.sparse as sp

from exact import (
    absorption_probabilities,
    committor,
    first_passage_probabilities,
    hitting_probabilities,
    implied_timescales,
    mean_first_passage_times,
    mixing_time,
    mixing_time_from,
    stationary,
    stationary_law,
)
from tests.exact.peer_fixtures import PYDTMC_MEASURES, PYDTMC_PROPERTIES, R_ILL_EDGES, R_ILL_STATES
from tests.exact.test_passage import bd_committor, bd_mfpt_up, bd_pi, birth_death
from toolkit.exceptions import InvalidInputError, ReducibleChainError

PYDTMC_RTOL = 1e-5   # PyDTMC's own tolerance (rtol=1e-5, atol=1e-8): its fixtures print 8 digits
PYDTMC_ATOL = 1e-8


def _is_irreducible(P) -> bool:
    from scipy.sparse import csgraph

    return csgraph.connected_components(sp.csr_matrix(np.asarray(P) > 0), directed=True,
                                        connection="strong")[0] == 1


# ====================================================================== deeptime
# deeptime-ml/deeptime at dcc3b0ba99900321cae09b38180cc724c2083034, tests/markov/tools/analysis/

def _deeptime_bdc():
    """test_committor.py's chain: p = q = 0.5 with p[4] = 0.01, q[6] = 0.1, 10 states."""
    p, q = np.zeros(10), np.zeros(10)
    p[:-1] = 0.5
    q[1:] = 0.5
    p[4] = 0.01
    q[6] = 0.1
    return p, q


@pytest.mark.parametrize("fmt", ["dense", "sparse"])
def test_deeptime_committor(fmt):
    """committor(P, [0, 1], [8, 9]) == bdc.committor_forward(1, 8); backward == 1 - forward."""
    p, q = _deeptime_bdc()
    P = birth_death(p, q)
    P = sp.csr_matrix(P) if fmt == "sparse" else P
    ref = bd_committor(p, q, 1, 8)
    np.testing.assert_allclose(committor(P, [0, 1], [8, 9]).values, ref, rtol=1e-12)
    np.testing.assert_allclose(committor(P, [0, 1], [8, 9], direction="backward").values, 1 - ref, rtol=1e-12)


@pytest.mark.parametrize("fmt", ["dense", "sparse"])
def test_deeptime_mfpt(fmt):
    """test_mfpt.py: the 3-state birth-death chain and its closed forms."""
    p1, p2, q2, q3 = 0.7, 0.5, 0.4, 0.6
    P = np.array([[1 - p1, p1, 0.0], [q2, 1 - q2 - p2, p2], [0.0, q3, 1 - q3]])
    M = sp.coo_matrix(P) if fmt == "sparse" else P
    m0 = [0.0, (p2 + q3) / (q2 * q3), (p2 + q2 + q3) / (q2 * q3)]
    m1 = [1 / p1, 0.0, 1 / q3]
    m2 = [(p2 + p1 + q2) / (p1 * p2), (p1 + q2) / (p1 * p2), 0.0]
    mu = np.array([1.0, p1 / q2, p1 * p2 / q2 / q3])
    for target, want in ((0, m0), (1, m1), (2, m2), ([0, 1], [0, 0, 1 / q3]), ([1, 2], [1 / p1, 0, 0])):
        np.testing.assert_allclose(mean_first_passage_times(M, target).times, want, rtol=1e-12)
    cases = [([1, 2], 0, 1 / p1), ([0, 1], 2, 1 / q3),
             (2, [0, 1], (m2[0] * mu[0] + m2[1] * mu[1]) / (mu[0] + mu[1])),
             (0, [1, 2], (m0[1] * mu[1] + m0[2] * mu[2]) / (mu[1] + mu[2]))]
    for target, origin, want in cases:
        assert mean_first_passage_times(M, target, origin=origin).between == pytest.approx(want, rel=1e-12)


def test_deeptime_hitting_probability():
    """impl/dense/hitting_probability_test.py. test_hitting1's P = [[0,1,0],[0,1,0],[0,0,1]]
    expects [1, 0, 0] for target 1 and for [1, 2]: deeptime overwrites the *absorbing* states
    with 0 even when they are targets (its dense code's ``xfull[stable] = 0`` after
    ``xfull[target] = 1``), against its own docstring (``h_i = 1`` for ``i`` in the target).
    Here ``h = 1`` on the target as documented there, so states 1 (and 2) differ by that
    definition; state 0, the only one the two agree to compute, matches."""
    P = np.array([[0.0, 1.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]])
    np.testing.assert_allclose(hitting_probabilities(P, 1).values, [1, 1, 0])
    np.testing.assert_allclose(hitting_probabilities(P, [1, 2]).values, [1, 1, 1])
    P2 = np.array([[1.0, 0.0, 0.0, 0.0], [0.1, 0.8, 0.1, 0.0], [0.0, 0.0, 0.8, 0.2], [0.0, 0.0, 0.2, 0.8]])
    np.testing.assert_allclose(hitting_probabilities(P2, [2, 3]).values, [0.0, 0.5, 1.0, 1.0], rtol=1e-14)
    P3 = np.array([[0.9, 0.1, 0.0, 0.0, 0.0], [0.1, 0.9, 0.0, 0.0, 0.0], [0.0, 0.1, 0.4, 0.5, 0.0],
                   [0.0, 0.0, 0.0, 0.8, 0.2], [0.0, 0.0, 0.0, 0.2, 0.8]])
    for target in (3, [3, 4]):
        np.testing.assert_allclose(hitting_probabilities(P3, target).values, [0, 0, 5 / 6, 1, 1], rtol=1e-14)


def _deeptime_metastable_bdc(dim=100):
    """test_stationary_vector.py / test_decomposition.py: p = q = 0.5, p[49] = q[51] = 0.001."""
    p, q = np.zeros(dim), np.zeros(dim)
    p[:-1] = 0.5
    q[1:] = 0.5
    p[dim // 2 - 1] = 0.001
    q[dim // 2 + 1] = 0.001
    return p, q


@pytest.mark.parametrize("fmt", ["dense", "sparse"])
def test_deeptime_stationary_vector_and_timescales(fmt):
    """The stationary law against the birth-death closed form; timescales against numpy's
    eigenvalues (deeptime's own reference), for k = 10 and tau = 1, 7."""
    p, q = _deeptime_metastable_bdc()
    P = birth_death(p, q)
    M = sp.csr_matrix(P) if fmt == "sparse" else P
    np.testing.assert_allclose(stationary(M), bd_pi(p, q), rtol=1e-12)
    ev = np.linalg.eigvals(P)
    ev = ev[np.argsort(np.abs(ev))[::-1]]
    ts = -1.0 / np.log(np.abs(ev))
    for tau in (1, 7):
        np.testing.assert_allclose(implied_timescales(M, k=9, lag=tau).timescales, tau * ts[1:10], rtol=1e-9)


# ====================================================================== PyDTMC
# TommasoBelluzzo/PyDTMC at 5897199b37a703d55b35620411bf9186fb4f3412, tests/test_measures.py and
# tests/test_properties.py on tests/fixtures/fixtures_{measures,properties}.json (tests/exact/peer_fixtures.py)

def _case_ids(cases):
    return [c["id"] for c in cases]


@pytest.mark.parametrize("case", PYDTMC_MEASURES, ids=_case_ids(PYDTMC_MEASURES))
def test_pydtmc_committors(case):
    """PyDTMC answers None for chains that are not ergodic; here: a periodic irreducible chain
    has committors (closed form: the sets hold every state), a reducible one has no backward
    committor (ReducibleChainError), and its forward committor is given where every state
    reaches one of the sets (it then solves the defining equations) or refused."""
    P = np.array(case["p"], dtype=float)
    for sub in case["committor_probabilities"]:
        A, B = sub["states1"], sub["states2"]
        if sub["value_forward"] is not None:
            np.testing.assert_allclose(committor(P, A, B).values, sub["value_forward"], rtol=PYDTMC_RTOL,
                                       atol=PYDTMC_ATOL)
            np.testing.assert_allclose(committor(P, A, B, direction="backward").values, sub["value_backward"],
                                       rtol=PYDTMC_RTOL, atol=PYDTMC_ATOL)
        elif _is_irreducible(P):   # case #1, the 2-cycle: A and B are the two states
            np.testing.assert_array_equal(committor(P, A, B).values, np.isin([0, 1], B).astype(float))
            np.testing.assert_array_equal(committor(P, A, B, direction="backward").values,
                                          np.isin([0, 1], A).astype(float))
        else:
            with pytest.raises(ReducibleChainError):
                committor(P, A, B, direction="backward")
            try:
                q = committor(P, A, B).values
            except InvalidInputError as e:
                assert "reach neither" in str(e)
            else:
                inner = ~np.isin(np.arange(P.shape[0]), np.r_[A, B])
                np.testing.assert_allclose((P @ q)[inner], q[inner], atol=1e-14)


@pytest.mark.parametrize("case", PYDTMC_MEASURES, ids=_case_ids(PYDTMC_MEASURES))
def test_pydtmc_first_passage_probabilities(case):
    """``first_passage_states`` None: per-state first passages ``P_x0(tau_j^+ = t)`` for each
    ``j``, our ``target=j`` column by column. A set: PyDTMC sums, over its states, the first
    passage to each state alone (not the first passage to the set); that sum is checked."""
    P = np.array(case["p"], dtype=float)
    N = P.shape[0]
    for sub in case["first_passage_probabilities"]:
        steps, x0, fps = sub["steps"], sub["initial_state"], sub["first_passage_states"]
        per_state = np.column_stack([first_passage_probabilities(P, j, steps, start=x0).probabilities
                                     for j in range(N)])
        want = np.array(sub["value"])
        if fps is None:
            np.testing.assert_allclose(per_state, want, rtol=PYDTMC_RTOL, atol=PYDTMC_ATOL)
        else:
            np.testing.assert_allclose(per_state[:, np.atleast_1d(fps)].sum(axis=1), want, rtol=PYDTMC_RTOL,
                                       atol=PYDTMC_ATOL)


@pytest.mark.parametrize("case", PYDTMC_MEASURES, ids=_case_ids(PYDTMC_MEASURES))
def test_pydtmc_hitting_probabilities_and_times(case):
    P = np.array(case["p"], dtype=float)
    N = P.shape[0]
    for sub in case["hitting_probabilities"]:
        target = list(range(N)) if sub["targets"] is None else sub["targets"]
        np.testing.assert_allclose(hitting_probabilities(P, target).values, sub["value"], rtol=PYDTMC_RTOL,
                                   atol=PYDTMC_ATOL)
    for sub in case["hitting_times"]:   # E_x[tau_B], inf where B may be missed
        target = list(range(N)) if sub["targets"] is None else sub["targets"]
        got = mean_first_passage_times(P, target).times
        want = np.array(sub["value"])
        assert (np.isinf(got) == np.isinf(want)).all()
        np.testing.assert_allclose(got[np.isfinite(want)], want[np.isfinite(want)], rtol=PYDTMC_RTOL,
                                   atol=PYDTMC_ATOL)


@pytest.mark.parametrize("case", PYDTMC_MEASURES, ids=_case_ids(PYDTMC_MEASURES))
def test_pydtmc_mean_first_passage_and_recurrence_times(case):
    """PyDTMC's None (not ergodic): a reducible chain's passage time between sets needs pi
    (ReducibleChainError here); the 2-cycle (#1, periodic, irreducible) gets its closed form,
    one step each way."""
    P = np.array(case["p"], dtype=float)
    N = P.shape[0]
    for sub in case["mean_first_passage_times_between"]:
        if sub["value"] is not None:
            got = mean_first_passage_times(P, sub["targets"], origin=sub["origins"]).between
            assert got == pytest.approx(sub["value"], rel=PYDTMC_RTOL, abs=PYDTMC_ATOL)
        elif _is_irreducible(P):
            assert mean_first_passage_times(P, sub["targets"], origin=sub["origins"]).between == 1.0
        else:
            with pytest.raises(ReducibleChainError):
                mean_first_passage_times(P, sub["targets"], origin=sub["origins"])
    for sub in case["mean_first_passage_times_to"]:
        if sub["value"] is None:
            continue   # not ergodic: the hitting times above cover these chains (inf where missed)
        if sub["targets"] is None:   # the matrix E_i[tau_j], 0 on the diagonal
            got = np.column_stack([mean_first_passage_times(P, j).times for j in range(N)])
        else:
            got = mean_first_passage_times(P, sub["targets"]).times
        np.testing.assert_allclose(got, sub["value"], rtol=PYDTMC_RTOL, atol=PYDTMC_ATOL)
    if case["mean_recurrence_times"] is not None:   # E_j[tau_j^+] = 1 / pi_j (Kac)
        got = [mean_first_passage_times(P, j).return_times[j] for j in range(N)]
        np.testing.assert_allclose(got, case["mean_recurrence_times"], rtol=PYDTMC_RTOL, atol=PYDTMC_ATOL)


@pytest.mark.parametrize("case", PYDTMC_MEASURES, ids=_case_ids(PYDTMC_MEASURES))
def test_pydtmc_mixing_time(case):
    """PyDTMC's ``mixing_time(mu, jump, cutoff)`` is ``jump * k`` with ``k >= 1`` the first step
    at which the L1 distance ``2 TV(mu P^k, pi)`` is at most the cutoff (``1/(2e)`` natural,
    ``1/4`` traditional), starting from ``mu`` uniform when not given: here
    ``jump * max(1, t_mix(mu, cutoff / 2))``. None (not ergodic): a reducible chain is refused
    (ReducibleChainError); the 2-cycle never mixes from ``(0.2, 0.8)`` (``t_mix`` None at any
    ``t_max``) and starts mixed from the uniform law, its stationary one (``t_mix = 0``)."""
    P = np.array(case["p"], dtype=float)
    N = P.shape[0]
    for sub in case["mixing_time"]:
        mu = np.full(N, 1.0 / N) if sub["initial_distribution"] is None else np.array(sub["initial_distribution"])
        cutoff = 0.25 if sub["cutoff_type"] == "traditional" else 1.0 / (2.0 * math.e)
        if sub["value"] is not None:
            t = mixing_time_from(P, mu, eps=cutoff / 2).t_mix
            assert sub["jump"] * max(1, t) == sub["value"]
            assert mixing_time_from(P, mu, eps=cutoff / 2, method="stepping").t_mix == t
        elif _is_irreducible(P):
            r = mixing_time_from(P, mu, eps=cutoff / 2, t_max=1000)
            assert r.t_mix == (0 if np.allclose(mu, 0.5) else None)
        else:
            with pytest.raises(ReducibleChainError):
                mixing_time_from(P, mu, eps=cutoff / 2)


@pytest.mark.parametrize("case", [c for c in PYDTMC_MEASURES if c["absorption_probabilities"] is not None],
                         ids=[c["id"] for c in PYDTMC_MEASURES if c["absorption_probabilities"] is not None])
def test_pydtmc_absorption(case):
    """``absorption_probabilities``: one row per absorbing state, one column per transient one
    (the transpose of ours, restricted); ``mean_absorption_times`` on the transient states."""
    P = np.array(case["p"], dtype=float)
    a = absorption_probabilities(P)
    t = list(a.transient)
    np.testing.assert_allclose(a.probabilities[t].T, case["absorption_probabilities"], rtol=PYDTMC_RTOL,
                               atol=PYDTMC_ATOL)
    np.testing.assert_allclose(a.mean_absorption_times[t], case["mean_absorption_times"], rtol=PYDTMC_RTOL,
                               atol=PYDTMC_ATOL)


@pytest.mark.parametrize("case", PYDTMC_PROPERTIES, ids=[c[0] for c in PYDTMC_PROPERTIES])
def test_pydtmc_stationary_distributions_and_implied_timescales(case):
    """Irreducible chains: the stationary law (PyDTMC prints 8 digits; #13 only 6) and the
    implied timescales (PyDTMC lists the Perron eigenvalue's ``inf`` first; ours leave it out).
    Reducible ones: PyDTMC lists every closed class's law; :func:`exact.stationary` refuses a
    chain whose law is not unique (ReducibleChainError, by design), and so it does for the
    reducible chains with one closed class (#5, #10, #20: pi is unique there, but the
    project's exact solvers work on irreducible chains). PyDTMC's timescale of an eigenvalue
    0 is 0.0 (#6, #7) or its eigensolver's round-off (#4: 0.0272 = ``-1/ln(1.1e-16)``); ours is
    within the same round-off (below 0.03). Periodic chains (PyDTMC: None) have timescales
    ``inf``, exactly (the graph's period gives the unit-modulus eigenvalues)."""
    cid, P, pis, its = case
    P = np.array(P, dtype=float)
    if not _is_irreducible(P):
        with pytest.raises(ReducibleChainError):
            stationary_law(P)
        return
    assert len(pis) == 1
    np.testing.assert_allclose(stationary(P), pis[0], rtol=1e-5 if cid == "#13" else PYDTMC_RTOL, atol=PYDTMC_ATOL)
    if its is None:   # PyDTMC leaves out periodic chains; ours: a unit-modulus eigenvalue, t = inf
        assert np.isinf(implied_timescales(P).timescales).any()
        return
    got = implied_timescales(P).timescales
    want = np.array(its[1:], dtype=float)
    zero = want < 0.03   # eigenvalue 0 (#4, #6, #7): its timescale is round-off, here as there
    assert ((got[zero] >= 0) & (got[zero] < 0.03)).all()
    np.testing.assert_allclose(got[~zero], want[~zero], rtol=1e-5 if cid == "#13" else PYDTMC_RTOL, atol=PYDTMC_ATOL)


# ====================================================================== QuantEcon
# QuantEcon/QuantEcon.py at 13b436b8a43aa53313f6523509bd3f7a35d9dfd2, quantecon/markov/tests/test_gth_solve.py
# and test_core.py: the KMR chains "with 1 unit eigenvalue, but a second one that approaches unity"

def kmr_sequential(N: int, p: float, epsilon: float) -> np.ndarray:
    """The KMR model with sequential moves (the tests' ``KMR_Markov_matrix_sequential``): from
    ``n`` players of action 1 out of ``N``, one player revises (w.p. ``n/N`` one of action 1),
    mutating w.p. ``epsilon`` (then uniform), else best-responding to the ``N - 1`` others
    (action 1 when its share exceeds ``p``, a coin at equality)."""
    P = np.zeros((N + 1, N + 1))
    P[0, 0], P[0, 1] = 1 - epsilon / 2, epsilon / 2
    for n in range(1, N):
        P[n, n - 1] = (n / N) * (epsilon / 2 + (1 - epsilon) * (((n - 1) / (N - 1) < p) + ((n - 1) / (N - 1) == p) / 2))
        P[n, n + 1] = ((N - n) / N) * (epsilon / 2 + (1 - epsilon) * ((n / (N - 1) > p) + (n / (N - 1) == p) / 2))
        P[n, n] = 1 - P[n, n - 1] - P[n, n + 1]
    P[N, N - 1], P[N, N] = epsilon / 2, 1 - epsilon / 2
    return P


@pytest.mark.parametrize("N, epsilon", [(27, 1e-2), (3, 1e-14)])
def test_quantecon_kmr_chains(N, epsilon):
    """QuantEcon checks the GTH law sums to 1, is non-negative and is a left eigenvector to
    1e-15. The KMR chain is a birth-death chain, so its law, passage times and committors
    have closed forms (``tests/exact/test_passage.py``): pinned here to 1e-12, entries of
    ``1e-35`` included (N = 27)."""
    P = kmr_sequential(N, 1 / 3, epsilon)
    up = np.r_[np.diag(P, 1), 0.0]
    down = np.r_[0.0, np.diag(P, -1)]
    pi = stationary(P)
    assert abs(pi.sum() - 1) < 1e-15 and (pi >= 0).all()
    np.testing.assert_allclose(pi @ P, pi, atol=1e-15)
    np.testing.assert_allclose(pi, bd_pi(up, down), rtol=1e-12)
    assert pi.min() < (1e-34 if N == 27 else 1e-13)
    np.testing.assert_allclose(mean_first_passage_times(P, N).times, bd_mfpt_up(up, down, N), rtol=1e-12)
    np.testing.assert_allclose(committor(P, 0, N).values, bd_committor(up, down, 0, N), rtol=1e-12)


def test_quantecon_stationary_distributions():
    """test_core.py::test_markovchain_pmatrices: the irreducible matrices' laws; the reducible
    ones (QuantEcon returns one law per recurrent class) are refused by design, and so is the
    generator of test_gth_solve.py (not a transition matrix)."""
    np.testing.assert_allclose(stationary(np.array([[0.4, 0.6], [0.2, 0.8]])), [0.25, 0.75], rtol=1e-14)
    np.testing.assert_allclose(stationary(sp.csr_matrix([[0.4, 0.6], [0.2, 0.8]])), [0.25, 0.75], rtol=1e-14)
    np.testing.assert_allclose(stationary(np.array([[0.0, 1.0], [1.0, 0.0]])), [0.5, 0.5], rtol=1e-14)
    Q = np.zeros((6, 6))
    Q[0, 1] = Q[1, 0] = 1
    Q[2, [0, 3]] = 0.5
    Q[3, 4] = Q[4, 5] = Q[5, 3] = 1
    for M in (np.eye(2), np.array([[1.0, 0.0], [1.0, 0.0]]), Q):
        with pytest.raises(ReducibleChainError):
            stationary(M)
    # ... their absorption structure is what this project gives instead
    a = absorption_probabilities(Q)
    assert a.classes == ((0, 1), (3, 4, 5)) and a.transient == (2,)
    np.testing.assert_allclose(a.probabilities[2], [0.5, 0.5])
    with pytest.raises(InvalidInputError, match="entries >= 0"):
        stationary(np.array([[-3.0, 3.0], [4.0, -4.0]]))


# ====================================================================== R markovchain
# spedygiorgio/markovchain at 1c4974d8a420cae301bd67579b8eb6c746a1a43c

def test_markovchain_hitting_probabilities_documented_example():
    """tests/testthat/testHittingProbabilities.R: f(i, j) = P_i(tau_j^+ < inf), exact fractions."""
    M = np.zeros((5, 5))
    M[0, 0] = M[4, 4] = 1
    M[1, 0] = M[1, 2] = 0.5
    M[2, 1] = M[2, 3] = 0.5
    M[3, 1] = M[3, 4] = 0.5
    want = np.array([[1, 0, 0, 0, 0], [0.8, 0.375, 0.5, 1 / 3, 0.2], [0.6, 0.75, 0.375, 2 / 3, 0.4],
                     [0.4, 0.5, 0.25, 1 / 6, 0.6], [0, 0, 0, 0, 1]])
    got = np.column_stack([hitting_probabilities(M, j, after_start=True).values for j in range(5)])
    np.testing.assert_allclose(got, want, rtol=1e-14, atol=1e-15)


def test_markovchain_hitting_probabilities_on_two_closed_classes():
    """The same file's mcClosed chain: 1 within a closed class, 0 across the two."""
    P = np.array([[0, 1, 0, 0, 0, 0], [0.4, 0.6, 0, 0, 0, 0], [0.3, 0, 0.4, 0.2, 0.1, 0],
                  [0, 0, 0, 0.3, 0.7, 0], [0, 0, 0, 0.5, 0, 0.5], [0, 0, 0, 0.3, 0, 0.7]])
    F = np.column_stack([hitting_probabilities(P, j, after_start=True).values for j in range(6)])
    classes = absorption_probabilities(P).classes
    assert classes == ((0, 1), (3, 4, 5))
    for c in classes:
        for d in classes:
            assert (F[np.ix_(c, d)] == (1.0 if c == d else 0.0)).all()


def _ill_conditioned():
    idx = {s: i for i, s in enumerate(R_ILL_STATES)}
    P = np.zeros((32, 32))
    for a, b, v in R_ILL_EDGES:
        P[idx[a], idx[b]] = v
    return P / P.sum(axis=1, keepdims=True)


def _mp_hitting(P, dps: int):
    """Every P_i(tau_j^+ < inf) in mpmath: a dense LU at ``dps`` digits over the states that can
    reach ``j``, then one step. The linear system's diagonal is the complement of its row's
    off-diagonal sum, exactly (where ``P(i, i)`` is close to 1, as for "E, F" at
    ``1 - 1.1e-15``, the stored float is known only to ``u`` absolutely and the off-diagonal
    entries define the chain: the GTH convention); the first step uses ``P`` as stored (a
    small ``P(i, i)``, as for "A, B" at ``3.04e-14``, is known to its own relative accuracy,
    while the complement of its row would carry the row sum's round-off, 0.2 % of it)."""
    import mpmath as mp

    N = P.shape[0]
    reach = np.asarray(P > 0)
    with mp.workdps(dps):
        stored = [[mp.mpf(float(P[i, k])) for k in range(N)] for i in range(N)]
        Pm = [row[:] for row in stored]
        for i in range(N):
            Pm[i][i] = 1 - mp.fsum(Pm[i][k] for k in range(N) if k != i)
        F = np.zeros((N, N))
        for j in range(N):
            can = {j}
            grew = True
            while grew:
                new = {i for i in range(N) if i not in can and any(reach[i, k] for k in can)}
                grew = bool(new)
                can |= new
            C = sorted(can - {j})
            h = {j: mp.mpf(1)}
            if C:
                A = mp.matrix(len(C), len(C))
                b = mp.matrix(len(C), 1)
                for a, i in enumerate(C):
                    for c, k in enumerate(C):
                        A[a, c] = (1 if i == k else 0) - Pm[i][k]
                    b[a] = Pm[i][j]
                x = mp.lu_solve(A, b)
                h.update({i: x[a] for a, i in enumerate(C)})
            for i in range(N):   # one step, then the hitting probability of j from there
                F[i, j] = float(mp.fsum(stored[i][k] * h.get(k, 0) for k in range(N)))
        return F


def test_markovchain_ill_conditioned_chain_to_mpmath_every_entry_down_to_1e_134():
    """tests/testthat/testHittingProbabilities.R's regression chain (entries down to 1e-134,
    every state but the last transient): R markovchain checks its answers lie in [0, 1] and
    satisfy the recurrence; here every entry of f(i, j) = P_i(tau_j^+ < inf) is pinned to a
    300-digit mpmath solve (relative 1e-11, entries of 1e-200 included; LU in float64 has an
    absolute error of ~1e-16 and no digit of them), and so are the absorption times."""
    pytest.importorskip("mpmath")
    P = _ill_conditioned()
    F = np.column_stack([hitting_probabilities(P, j, after_start=True).values for j in range(32)])
    ref = _mp_hitting(P, 300)
    pos = ref > 0
    assert (F[~pos] == 0).all()
    assert ref[pos].min() < 1e-134
    np.testing.assert_allclose(F[pos], ref[pos], rtol=1e-11, atol=0)
    # the recurrence R checks: f(i, j) = p(i, j) + sum_{k != j} p(i, k) f(k, j)
    Pz = P.copy()
    rec = P + Pz @ F - Pz * np.diag(F)[None, :]
    np.testing.assert_allclose(rec, F, rtol=1e-9, atol=1e-300)
    a = absorption_probabilities(P)
    assert a.classes == ((31,),)
    np.testing.assert_allclose(a.probabilities[:, 0], 1.0)
    assert a.mean_absorption_times.max() > 1e14


def test_markovchain_committor_ab():
    """tests/testthat/testBasic1.R: committorAB(object, A = 5, B = 3) = P_x(hit A before B),
    our forward committor from B to A (1-based states; the R matrix is filled by columns)."""
    transMatr = np.array([0, 0, 0, 1, 0.5, 0.5, 0, 0, 0, 0, 0.5, 0, 0, 0, 0, 0, 0.2, 0.4, 0, 0,
                          0, 0.8, 0.6, 0, 0.5]).reshape(5, 5, order="F")
    got = committor(transMatr, 2, 4).values
    np.testing.assert_array_equal(np.round(got, 3), [0.444, 0.889, 0.0, 0.444, 1.0])


def test_markovchain_first_passage_multiple():
    """testBasic1.R: firstPassageMultiple(testmarkov, "a", c("b", "c"), 3) = (0.8, 0.6, 0.254):
    R sums the first passage to each state of the set (as PyDTMC); the first passage to the
    set itself is (0.8, 0.16, 0.032), which this project computes."""
    P = np.array([[0.2, 0.5, 0.3], [0.5, 0.1, 0.4], [0.1, 0.8, 0.1]])
    per_state = sum(first_passage_probabilities(P, j, 3, start=0).probabilities for j in (1, 2))
    np.testing.assert_allclose(per_state, [0.8, 0.6, 0.254], rtol=1e-12)
    np.testing.assert_allclose(first_passage_probabilities(P, [1, 2], 3, start=0).probabilities,
                               [0.8, 0.2 * 0.8, 0.2 * 0.2 * 0.8], rtol=1e-14)


def test_markovchain_land_of_oz():
    """testStructuralAnalysisPublicExamples.R: the Land of Oz chain's law (0.4, 0.2, 0.4)."""
    P = np.array([[0.5, 0.25, 0.25], [0.5, 0, 0.5], [0.25, 0.25, 0.5]])
    np.testing.assert_allclose(stationary(P), [0.4, 0.2, 0.4], rtol=1e-14)


# ====================================================================== jacobian
# morluto/jacobian at 7ff2f42426e16b372c2b0965a3306d01a5f97590, tests/math/markov_chain/test_mixing_time.py:
# exact rational worst-start mixing times of P = [[1/2, 1/2], [1/4, 3/4]] (d(t) = (2/3) 4^-t)

def test_jacobian_exact_mixing_times():
    P = np.array([[0.5, 0.5], [0.25, 0.75]])
    r = mixing_time(P, eps=1 / 100)
    assert r.t_mix == 4
    assert dict(zip(r.times, r.distances, strict=True))[4] == pytest.approx(1 / 384, rel=1e-14, abs=0)
    # threshold equality: d(1) = 1/6 exactly counts as mixed
    assert mixing_time(P, eps=1 / 6).t_mix == 1
    assert mixing_time_from(P, 0, eps=1 / 6).t_mix == 1
    # the search bound: not reached by t_max = 3, d(3) = 1/96
    r3 = mixing_time(P, eps=1 / 100, t_max=3)
    assert r3.t_mix is None
    s3 = mixing_time(P, eps=1 / 100, t_max=3, method="stepping")
    assert s3.t_mix is None and s3.distances[3] == pytest.approx(1 / 96, rel=1e-14, abs=0)
    assert mixing_time_from(P, 0, eps=1 / 100).t_mix == 4
    # eps = 1 (t_mix 0 there): refused, eps must lie in (0, 1)
    with pytest.raises(InvalidInputError, match="`eps`"):
        mixing_time(P, eps=1.0)
    # not ergodic: the 2-cycle never mixes; the identity has no unique pi
    assert mixing_time(np.array([[0.0, 1.0], [1.0, 0.0]]), eps=0.1, t_max=4).t_mix is None
    with pytest.raises(ReducibleChainError):
        mixing_time(np.eye(2), eps=0.1)
