"""Implied timescales (:mod:`exact.timescales`) pinned to closed forms and to a
high-precision reference.

References, computed here without the code under test:

- the two-state chain: ``t_2 = -1 / ln|1 - p - r|``;
- the lazy walk on the path ``0..n-1``: eigenvalues ``(1 + cos(pi k / n)) / 2``;
- random-scan Glauber of ``n`` independent sites: eigenvalues ``1 - k/n``
  (:func:`tests.exact.reference_chains.independent_spectrum`);
- a birth-death chain with rates ``1e-50`` and ``1e-30`` at two bottlenecks: the eigenvalues of
  ``I - S`` (``S = D^{1/2} P D^{-1/2}``, its diagonal the sum of the row's off-diagonal
  entries, as the chain defines it) by mpmath's ``eigsy`` at 250 digits.

Tolerances: ``1e-12`` relative where the reference is exact, ``1e-10`` on the metastable
chain (the refined eigenvalues' own error estimates are below that), ``1e-6`` against
deeptime's six printed digits.
"""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest
import scipy.sparse as sp

from exact import ExactChain
from exact import timescales as tsm
from exact.timescales import implied_timescales
from tests.exact.reference_chains import independent_spectrum
from tests.exact.test_distance import lazy_path
from toolkit.exceptions import InvalidInputError
from toolkit.models import IndependentSites
from toolkit.results import load_result


@pytest.mark.parametrize("p, r", [(0.1, 0.3), (0.9, 0.7), (1e-9, 3e-9)])
def test_two_state_timescale(p, r):
    P = np.array([[1 - p, p], [r, 1 - r]])
    its = implied_timescales(P)
    want = -1.0 / math.log(abs(1 - p - r)) if p + r > 1e-6 else -1.0 / math.log1p(-(p + r))
    assert its.timescales.tolist() == pytest.approx([want], rel=1e-12)
    assert its.reversible
    assert its.arguments[0] == (math.pi if 1 - p - r < 0 else 0.0)
    assert implied_timescales(P, lag=7).timescales[0] == pytest.approx(7 * want, rel=1e-12)


def test_lazy_path_walk_cosine_spectrum():
    n = 20
    lam = (1 + np.cos(np.pi * np.arange(1, n) / n)) / 2
    want = -1.0 / np.log(lam)
    its = implied_timescales(lazy_path(n))
    np.testing.assert_allclose(its.timescales, want, rtol=1e-12)
    assert (its.relative_errors < 1e-11).all()
    np.testing.assert_allclose(implied_timescales(sp.csr_matrix(lazy_path(n)), k=3).timescales, want[:3], rtol=1e-12)


def test_independent_sites_model_and_exact_chain():
    chain = ExactChain(IndependentSites(np.array([[0.3, -0.2], [0.1, 0.5], [0.0, 0.4]])), temperature=1.3)
    its = chain.implied_timescales()
    lam = np.sort(independent_spectrum(3, 2))[::-1][1:]          # 1 - k/3 with multiplicity
    with np.errstate(divide="ignore"):
        want = np.where(lam > 0, -1.0 / np.log(np.where(lam > 0, lam, 1.0)), 0.0)
    np.testing.assert_allclose(its.timescales[:-1], want[:-1], rtol=1e-12)
    # lambda = 0 is known to ~ N u absolutely: its timescale is at most -1 / ln(8 u) ~ 0.03
    assert want[-1] == 0.0 and 0.0 <= its.timescales[-1] < -1.0 / math.log(8 * 2.3e-16)
    assert chain.implied_timescales() is its          # cached


def test_metastable_birth_death_chain_against_250_digit_eigenvalues():
    mp = pytest.importorskip("mpmath")
    up = [0.3, 1e-50, 0.3, 1e-30, 0.3]
    down = [0.2, 0.25, 2e-50, 0.25, 3e-30]
    n = 6
    P = np.zeros((n, n))
    for i in range(n - 1):
        P[i, i + 1], P[i + 1, i] = up[i], down[i]
    P[np.arange(n), np.arange(n)] = 1 - P.sum(axis=1)
    with mp.workdps(250):
        L = mp.matrix(n, n)
        for i in range(n):
            for j in range(n):
                if i != j:
                    L[i, j] = -mp.sqrt(mp.mpf(P[i, j]) * mp.mpf(P[j, i]))
            L[i, i] = mp.fsum(mp.mpf(P[i, j]) for j in range(n) if j != i)
        mu = sorted(mp.eigsy(L, eigvals_only=True))[1:]      # drop the 0 of the Perron vector
        want = [float(-1 / mp.log(1 - m)) for m in mu]
    its = implied_timescales(P)
    assert want[0] > 1e49 and want[1] > 1e29
    np.testing.assert_allclose(its.timescales, want, rtol=1e-10)
    assert its.relative_errors[0] < 1e-10 and its.relative_errors[1] < 1e-10


def test_non_reversible_and_periodic_chains():
    # deeptime tests/markov/tools/analysis/test_decomposition.py::test_timescales_inf2 (deeptime-ml/deeptime
    # at dcc3b0ba99900321cae09b38180cc724c2083034): [inf, 0.971044, 0.971044] there, the first being the
    # stationary eigenvalue, which implied_timescales leaves out
    T = np.array([[0.0, 1.0, 0.0], [0.0, 0.0, 1.0], [1.0, 0.0, 0.0]])
    P = np.array([[0.9, 0.1, 0.0], [0.5, 0.0, 0.5], [0.0, 0.1, 0.9]])
    its = implied_timescales(0.5 * T + 0.5 * P)
    assert not its.reversible
    np.testing.assert_allclose(its.timescales, [0.971044, 0.971044], rtol=1e-6)
    assert its.arguments[0] > 0
    # deeptime test_timescales_inf: the 2-cycle's second eigenvalue is -1, t = inf
    assert implied_timescales(np.array([[0.0, 1.0], [1.0, 0.0]])).timescales.tolist() == [math.inf]
    # a reducible chain (no unique pi): two unit eigenvalues
    assert implied_timescales(np.eye(2)).timescales.tolist() == [math.inf]


def test_arpack_path_agrees_with_dense(monkeypatch, tmp_path):
    P = lazy_path(30)
    dense = implied_timescales(P, k=4)
    monkeypatch.setattr(tsm, "DENSE_MAX", 10)
    big = implied_timescales(sp.csr_matrix(P), k=4)
    assert big.method.startswith("ARPACK")
    np.testing.assert_allclose(big.timescales, dense.timescales, rtol=1e-9)
    with pytest.raises(InvalidInputError, match="`k` is required"):
        implied_timescales(P)
    monkeypatch.undo()
    with pytest.raises(InvalidInputError, match="at most N - 1"):
        implied_timescales(P, k=30)
    with pytest.raises(InvalidInputError, match="`lag`"):
        implied_timescales(P, lag=0)
    path = tmp_path / "t.json"
    dense.save(path)
    assert load_result(path) == dense and "implied timescales (lag 1)" in str(dense)
    assert dense.to_frame().shape == (4, 5)


@pytest.mark.parametrize("T", [0.03, 0.012])
def test_low_temperature_model_slow_cluster_against_mpmath(T):
    """A random compatible table (q = 3, n = 3, three wells) at low temperature: the slow
    eigenvalues of ``I - P`` (down to ~1e-50 at T = 0.012) against mpmath's ``eigsy`` of the
    symmetrized generator built from the kernel's off-diagonal entries at 150 digits; the slow
    timescales to 1e-10 relative, and every reported error covers the actual one."""
    mp = pytest.importorskip("mpmath")
    from toolkit.models import random_joint

    chain = ExactChain(random_joint(3, 3, 1.0, rng=3), temperature=T)
    D = chain.kernel.dense()
    N = D.shape[0]
    with mp.workdps(150):
        L = mp.matrix(N, N)
        for i in range(N):
            for j in range(N):
                if i != j and D[i, j] > 0:
                    L[i, j] = -mp.sqrt(mp.mpf(D[i, j]) * mp.mpf(D[j, i]))
            L[i, i] = mp.fsum(mp.mpf(D[i, j]) for j in range(N) if j != i)
        mods = sorted((abs(1 - x) for x in mp.eigsy(L, eigvals_only=True)), reverse=True)[1:]   # |lambda|
        want = np.array([float(-1 / mp.log(x)) if x > 0 else 0.0 for x in mods])
    its = chain.implied_timescales()
    assert want[0] > 1e20
    slow = want > 0.5   # |lambda| > 0.13; the fastest, |lambda| of 1e-12 and below, are known to ~ N u absolutely
    np.testing.assert_allclose(its.timescales[slow], want[slow], rtol=1e-10)
    with np.errstate(divide="ignore", invalid="ignore"):
        actual = np.where(want > 0, np.abs(its.timescales / want - 1), its.timescales)
    assert (actual <= its.relative_errors + 1e-13).all()


def test_periodic_non_reversible_chain_has_one_unit_root_besides_perron():
    """A bipartite (period 2) chain that is not reversible: 0, 1 -> 2, 3 by A = [[.3, .7], [.9, .1]]
    and back by B = [[.5, .5], [.2, .8]]. P^2 on {0, 1} is A B, with eigenvalues 1 and
    det(A) det(B) = (-0.6)(0.3) = -0.18, so the eigenvalues of P are +-1 and +-i sqrt(0.18):
    the timescales are inf (the root -1, argument pi) and twice -1/ln sqrt(0.18) (argument pi/2).
    The Perron eigenvalue is the one at 1, not the first of largest modulus (-1 ties with it)."""
    P = np.array([[0, 0, 0.3, 0.7], [0, 0, 0.9, 0.1], [0.5, 0.5, 0, 0], [0.2, 0.8, 0, 0]])
    its = implied_timescales(P)
    assert not its.reversible
    t = -1.0 / math.log(math.sqrt(0.18))
    assert its.timescales[0] == math.inf and its.arguments[0] == pytest.approx(math.pi, abs=1e-12)
    np.testing.assert_allclose(its.timescales[1:], [t, t], rtol=1e-10)
    np.testing.assert_allclose(its.arguments[1:], [math.pi / 2] * 2, atol=1e-10)
    np.testing.assert_allclose(its.moduli, [1.0, math.sqrt(0.18), math.sqrt(0.18)], rtol=1e-12)


def test_periodic_non_reversible_chain_keeps_its_minus_one():
    # period-2 chain between A = {0, 1} and B = {2, 3} (non-reversible: the cycle 0-2-1-3 has
    # probability a (1-c) (1-b) d forwards, (1-a) (1-d) b c backwards): eigenvalues 1, -1 and
    # +-sqrt(mu), mu = (a - b)(c - d) the second eigenvalue of the two-step chain on A (rank-one
    # blocks). The Perron value is 1, not whichever unit-modulus value LAPACK lists first, so the
    # slowest process is -1 (argument pi, t = inf) under every relabelling of the states.
    a, b, c, d = 0.9, 0.2, 0.7, 0.1
    P = np.array([[0, 0, a, 1 - a], [0, 0, b, 1 - b], [c, 1 - c, 0, 0], [d, 1 - d, 0, 0]])
    mu = (a - b) * (c - d)
    for perm in itertools.permutations(range(4)):
        its = implied_timescales(P[np.ix_(perm, perm)])
        assert not its.reversible
        assert its.timescales[0] == math.inf and its.arguments[0] == pytest.approx(math.pi)
        np.testing.assert_allclose(its.timescales[1:], [-1 / math.log(math.sqrt(mu))] * 2, rtol=1e-10)
