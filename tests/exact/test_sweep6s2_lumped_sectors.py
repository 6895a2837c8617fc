"""Contract sweep (issue 30) of :mod:`exact.lumped_sectors`: the partitions' order (largest
first part, then second), the Weyl and hook-length dimensions by hand, Schur-Weyl's
``sum f^lambda dim V_lambda = 3^n``, the partition guard at its boundaries, the
``gl_3`` relations of the generators (``[E12, E21] = h1 - h2``, ``E_ab^T = E_ba``), the
Collatz-Wielandt bound's rounding up and its ``inf``, and what ``three_token_gap`` counts."""

from __future__ import annotations

import math

import numpy as np
import pytest
import scipy.sparse as sp

from exact.lumped_sectors import (
    collatz_wielandt_bound,
    generators,
    gt_dimension,
    hook_dimension,
    partitions3,
    three_token_sectors,
    total_dimension,
)
from toolkit.exceptions import InvalidInputError


def test_partitions_in_their_documented_order():
    assert partitions3(6) == [(6, 0, 0), (5, 1, 0), (4, 2, 0), (4, 1, 1), (3, 3, 0), (3, 2, 1), (2, 2, 2)]
    assert partitions3(0) == [(0, 0, 0)]
    assert partitions3(1) == [(1, 0, 0)]
    assert partitions3(2) == [(2, 0, 0), (1, 1, 0)]


def test_dimensions_by_hand():
    # Weyl: (l1 - l2 + 1)(l2 - l3 + 1)(l1 - l3 + 2)/2: (2,1,0) -> 2*2*4/2 = 8, (3,0,0) -> 4*1*5/2 = 10
    assert [gt_dimension(lam) for lam in [(2, 1, 0), (3, 0, 0), (1, 1, 1), (3, 1, 1)]] == [8, 10, 1, 6]
    # hook lengths: (3,2,1): 6!/(5*3*1*3*1*1) = 16; (2,2,2): 6!/(4*3*3*2*2*1) = 5; (4,1,0): 4
    assert [hook_dimension(lam) for lam in [(3, 2, 1), (2, 2, 2), (4, 1, 0), (5, 0, 0)]] == [16, 5, 4, 1]
    for n in (2, 4, 6):
        assert sum(hook_dimension(lam) * gt_dimension(lam) for lam in partitions3(n)) == 3**n
    assert total_dimension(2) == 9 and total_dimension(3) == 10 + 8 + 1


@pytest.mark.parametrize("bad", [(1, 2, 0), (2, 1, -1), (0, 0, 0), (3, 1), (2.5, 1, 0)])
def test_partition_guard(bad):
    with pytest.raises(InvalidInputError, match="partition"):
        gt_dimension(bad)


def test_generators_satisfy_the_gl3_relations():
    E = generators((3, 1, 0))
    w = E["weights"]
    assert w.shape == (gt_dimension((3, 1, 0)), 3) and (w.sum(axis=1) == 4).all()
    for a, b in ((1, 2), (2, 3), (1, 3)):
        up, down = E[f"E{a}{b}"].toarray(), E[f"E{b}{a}"].toarray()
        np.testing.assert_allclose(up.T, down, atol=1e-12)               # orthonormal: E_ab^* = E_ba
        np.testing.assert_allclose(up @ down - down @ up, np.diag(w[:, a - 1] - w[:, b - 1]), atol=1e-12)


def test_collatz_wielandt_bound_rounding_and_infinity():
    S = sp.csr_matrix([[0.5, 0.25], [0.25, 0.5]])
    assert collatz_wielandt_bound(S) == 0.75 * (1 + 1e-12)
    # no power step: v = ones, the largest row sum of |S| (a negative entry counts by its size)
    T = sp.csr_matrix([[0.1, -0.5], [0.2, 0.2]])
    assert collatz_wielandt_bound(T, iterations=0) == pytest.approx(0.6 * (1 + 1e-12), rel=1e-15, abs=0)
    assert collatz_wielandt_bound(sp.csr_matrix([[1.0, 0.0], [0.0, 0.0]])) == math.inf
    with pytest.raises(InvalidInputError, match="square"):
        collatz_wielandt_bound(sp.csr_matrix(np.zeros((2, 3))))


def test_sectors_refuse_a_partition_of_another_n():
    with pytest.raises(InvalidInputError, match="partitions of n = 3"):
        list(three_token_sectors(3, np.zeros((3, 3)), np.zeros(10), partitions=[(2, 1, 1)]))


def test_three_token_gap_with_the_count_chain_gives_the_full_spectrum():
    from exact.kernel import glauber_kernel
    from exact.lumped import count_chain, sector_inputs
    from exact.lumped_sectors import three_token_gap
    from toolkit.models.exchangeable import MeanFieldPotts

    m, T, n = MeanFieldPotts(3, 4, 2.2), 0.9, 4
    ev = np.linalg.eigvals(glauber_kernel(m, temperature=T).dense())
    ev = ev[np.argsort(-np.abs(ev))][1:]                        # drop the Perron 1
    cc = np.linalg.eigvals(count_chain(m, temperature=T).P.toarray())
    cc = cc[np.argsort(-np.abs(cc))][1:]
    log_p, log_pi = sector_inputs(m, temperature=T)
    g = three_token_gap(n, log_p, log_pi)
    assert g.n_sectors == len(partitions3(n)) - 1
    assert g.dimension == total_dimension(n) - gt_dimension((n, 0, 0))
    assert max(g.lambda_star, float(np.abs(cc).max())) == pytest.approx(float(np.abs(ev).max()), abs=1e-12)
    assert max(g.lambda_2, float(cc.real.max())) == pytest.approx(float(ev.real.max()), abs=1e-12)
    assert g.symmetric and g.n_certified == 0
    # every sector's spectrum is in the full one, with the hook-length multiplicity
    counts = {}
    for _lam, f, S in three_token_sectors(n, log_p, log_pi):
        for v in np.linalg.eigvals(S.toarray()):
            key = round(float(v.real), 9)
            counts[key] = counts.get(key, 0) + f
    full = {}
    for v in np.linalg.eigvals(glauber_kernel(m, temperature=T).dense()):
        key = round(float(v.real), 9)
        full[key] = full.get(key, 0) + 1
    assert counts == full


def test_three_token_gap_of_a_non_reversible_model():
    from exact.kernel import glauber_kernel
    from exact.lumped import count_chain, sector_inputs
    from exact.lumped_sectors import three_token_gap
    from toolkit.models.exchangeable import random_exchangeable

    # n = 5, scale 2, T = 1/2: a sector whose largest modulus (0.8353) is not its largest real part
    m, T, n = random_exchangeable(3, 5, 2.0, rng=0), 0.5, 5
    ev = np.linalg.eigvals(glauber_kernel(m, temperature=T).dense())
    ev = ev[np.argsort(-np.abs(ev))][1:]
    cc = np.linalg.eigvals(count_chain(m, temperature=T).P.toarray())
    cc = cc[np.argsort(-np.abs(cc))][1:]
    g = three_token_gap(n, *sector_inputs(m, temperature=T))
    assert not g.symmetric
    assert max(g.lambda_star, float(np.abs(cc).max())) == pytest.approx(float(np.abs(ev).max()), abs=1e-10)
    assert max(g.lambda_2, float(cc.real.max())) == pytest.approx(float(ev.real.max()), abs=1e-10)
    # sector by sector (dense eigenvalues of each operator): lambda_2 the largest real part,
    # lambda_star the largest modulus, over the non-symmetric sectors
    inputs = sector_inputs(m, temperature=T)
    eig = [np.linalg.eigvals(S.toarray())
           for lam, _, S in three_token_sectors(n, *inputs, partitions=[p for p in partitions3(n) if p[0] != n])]
    assert g.lambda_2 == pytest.approx(max(w.real.max() for w in eig), abs=1e-10)
    assert g.lambda_star == pytest.approx(max(np.abs(w).max() for w in eig), abs=1e-10)
    assert g.lambda_star - g.lambda_2 > 1e-4
