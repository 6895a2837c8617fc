"""Coverage-driven guards of small gaps in ``exact`` (issue 30, helper cov5h1): ``_linalg``'s
off-diagonal pairs of a dense matrix or an operator and the transpose cache's size rule;
``_powers``' doubling short-circuits; ``_mp_spectrum``'s kernel at ``T = inf`` and for the
systematic scan; ``passage``'s start checks; ``markov.ExactChain``'s repr, exit times and
absorption; ``colour_lumped``'s one-partition chain and size limit. Expected values are
closed forms or independent dense computations."""

from __future__ import annotations

import numpy as np
import pytest
from scipy.sparse.linalg import aslinearoperator

import exact._linalg as la
from exact import glauber_kernel
from exact._linalg import offdiag_pairs, offdiag_transpose_csr
from exact._mp_spectrum import mp_kernel
from exact._powers import _doubling_dense
from exact.colour_lumped import colour_chain, colour_symmetric_gap
from exact.markov import ExactChain
from exact.passage import first_passage_probabilities
from toolkit.exceptions import InvalidInputError
from toolkit.models import potts, random_table
from toolkit.models.exchangeable import MeanFieldPotts

P3 = np.array([[0.5, 0.5, 0.0], [0.25, 0.5, 0.25], [0.0, 0.5, 0.5]])


@pytest.mark.parametrize("as_op", [False, True], ids=["dense", "operator"])
def test_offdiag_pairs_of_a_dense_matrix(as_op):
    P = aslinearoperator(P3) if as_op else P3
    (r, c, v, w), = list(offdiag_pairs(P))
    got = sorted(zip(r.tolist(), c.tolist(), v.tolist(), w.tolist(), strict=True))
    # the off-diagonal moves of the path and their reverses, P(x, y) and P(y, x)
    assert got == [(0, 1, 0.5, 0.25), (1, 0, 0.25, 0.5), (1, 2, 0.25, 0.5), (2, 1, 0.5, 0.25)]


def test_offdiag_transpose_cache_only_within_the_size_rule(monkeypatch):
    K = glauber_kernel(random_table(2, 3, 1.0, rng=3), temperature=1.0)
    # nnz = N (n (q - 1) + 1) = 8 * 4 = 32
    monkeypatch.setattr(la, "SPARSE_PRODUCTS_MAX", 32)
    assert offdiag_transpose_csr(K) is not None
    monkeypatch.setattr(la, "SPARSE_PRODUCTS_MAX", 31)
    monkeypatch.setattr(la, "SPARSE_PRODUCTS_SMALL_Q_MAX", 31)
    assert offdiag_transpose_csr(K) is None
    assert offdiag_transpose_csr(P3) is None


def test_doubling_short_circuits():
    # two states, d(t) = 0.75 * 0.6^t (pi = (3/4, 1/4)): d(0) = 0.75
    P = np.array([[0.9, 0.1], [0.3, 0.7]])
    pi = np.array([0.75, 0.25])
    r = _doubling_dense(P, pi, 0.8, 2**40)
    assert r.t_mix == 0 and r.times == (0,)
    r = _doubling_dense(P, pi, 0.25, 0)
    assert r.t_mix is None and r.worst_start == 1
    assert _doubling_dense(P, pi, 0.25, 2**40).t_mix == 3   # 0.75 * 0.216 = 0.162 <= 1/4 < 0.27


def test_mp_kernel_infinite_temperature_and_systematic():
    import mpmath
    m = random_table(2, 2, 1.0, rng=4)
    # T = inf: uniform resampling, P = (1/n) sum_i P_i with P_i(x, y) = 1/q on y_-i = x_-i:
    # on 2 sites, 1/2 on the diagonal and 1/4 on each single-site neighbour
    M = mp_kernel(glauber_kernel(m, temperature=np.inf), 30)
    want = np.array([[0.5, 0.25, 0.25, 0.0], [0.25, 0.5, 0.0, 0.25], [0.25, 0.0, 0.5, 0.25], [0.0, 0.25, 0.25, 0.5]])
    assert np.array([[float(M[i, j]) for j in range(4)] for i in range(4)]) == pytest.approx(want, abs=1e-30)
    # systematic: P_0 P_1 in float64 from the kernel's own dense() (the float64 product)
    K = glauber_kernel(m, temperature=0.7, scan="systematic")
    M = mp_kernel(K, 30)
    with mpmath.workdps(30):
        got = np.array([[float(M[i, j]) for j in range(4)] for i in range(4)])
    assert got == pytest.approx(K.dense(), abs=1e-14)


def test_first_passage_start_checks():
    with pytest.raises(InvalidInputError, match=r"`start` as a distribution must have shape \(3,\); got \(2,\)"):
        first_passage_probabilities(P3, [2], 3, start=[0.5, 0.5])
    with pytest.raises(InvalidInputError, match=r"`start` must be a state index or a distribution of 3 numbers"):
        first_passage_probabilities(P3, [2], 3, start=["a", "b", "c"])


def test_exact_chain_repr_exit_and_absorption():
    # potts(2, 2, 0): every conditional uniform, P(x, x) = 1/2, so E[tau_exit({x})] = 2
    ch = ExactChain(potts(2, 2, 0.0), temperature=1.0, name="free")
    assert repr(ch) == "ExactChain(free, T=1, scan='random', lazy=0)"
    mask = np.zeros(4, dtype=bool)
    mask[0] = True
    assert ch.exit_times(mask)[0] == pytest.approx(2.0, rel=1e-12)
    ab = ch.absorption_probabilities()
    assert len(ab.classes) == 1 and len(ab.classes[0]) == 4 and ab.transient == ()


def test_colour_lumped_one_partition_and_limit(monkeypatch):
    import exact.colour_lumped as cl
    # n = 1: one partition; the one-site heat bath P = 1 p^T has gap 1 exactly
    g = colour_symmetric_gap(MeanFieldPotts(3, 1, 1.0))
    assert g.spectral_gap == 1.0 and g.lambda_star == 0.0
    # MeanFieldPotts(3, 4): partitions of 4 into at most 3 parts: 4, 3+1, 2+2, 2+1+1 (4 of them)
    monkeypatch.setattr(cl, "MAX_COLOUR_STATES", 3)
    with pytest.raises(InvalidInputError, match=r"the colour-lumped chain has 4 partitions, above 3"):
        colour_chain(MeanFieldPotts(3, 4, 1.0))
    monkeypatch.setattr(cl, "MAX_COLOUR_STATES", 4)
    assert colour_chain(MeanFieldPotts(3, 4, 1.0)).n_states == 4
