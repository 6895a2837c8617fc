"""Blind audit 5c (issue 30): exact.lumped and exact.distance against closed forms,
enumeration-free identities (nu K = nu) and their documented contracts."""

from __future__ import annotations

from collections import Counter
from math import comb

import numpy as np
import pytest

from exact.distance import distance_from, mixing_time_from
from exact.lumped import (
    count_chain,
    count_stationary_law,
    lumped_mixing_time,
    lumped_spectral_gap,
    sector_eigenvalues,
    sector_matrices,
    sector_multiplicity,
)
from toolkit.exceptions import InvalidInputError
from toolkit.models.exchangeable import CurieWeiss, IdenticalSites, random_exchangeable


def test_count_chain_is_lazy_times_identity_plus_the_rest():
    # CurieWeiss(2, 0): the count chain is [[1/2, 1/2, 0], [1/4, 1/2, 1/4], [0, 1/2, 1/2]]
    # (two fair coins, one redrawn per step); with laziness 1/2: (I + K) / 2
    K0 = np.array([[0.5, 0.5, 0.0], [0.25, 0.5, 0.25], [0.0, 0.5, 0.5]])
    P = count_chain(CurieWeiss(2, 0.0), temperature=1.0, lazy=0.5).P.toarray()
    assert np.allclose(P, 0.5 * np.eye(3) + 0.5 * K0, atol=1e-15)


def _expected_spectrum(n: int) -> Counter:
    # independent sites, each redrawn from its law: P = (1/n) sum_i E_i, eigenvalues 1 - k/n with
    # multiplicity C(n, k) (the walk on {0,1}^n)
    return Counter({round(1 - k / n, 9): comb(n, k) for k in range(n + 1)})


@pytest.mark.parametrize("n", [4, 5])
def test_sector_blocks_give_the_spectrum_of_independent_sites(n):
    m = IdenticalSites(n, [0.0, 0.7])
    got_dense, got_gen = Counter(), Counter()
    for j, (A, ev) in enumerate(zip(sector_matrices(m), sector_eigenvalues(m), strict=True)):
        d = sector_multiplicity(n, j)
        for v in np.linalg.eigvals(A).real:
            got_dense[round(float(v), 9) + 0.0] += d
        for v in ev:
            got_gen[round(float(v), 9) + 0.0] += d
    assert got_dense == _expected_spectrum(n)
    assert got_gen == _expected_spectrum(n)


def test_the_symmetric_sector_gap_has_lower_end_zero():
    # sector_kind "symmetric": an upper bound on the full gap only, so the interval starts at 0
    g = lumped_spectral_gap(CurieWeiss(6, 0.5), temperature=1.0, sectors="symmetric")
    assert g.sector_kind == "symmetric" and g.gap_lower == 0.0 and g.gap_upper >= g.spectral_gap > 0


def test_the_count_law_of_an_incompatible_table_is_stationary():
    # random_exchangeable q = 3 is incompatible (compatible is None): nu must solve nu K = nu
    m = random_exchangeable(3, 4, 1.5, rng=0)
    nu = count_stationary_law(m, temperature=1.0).pi
    P = count_chain(m, temperature=1.0).P.toarray()
    assert np.abs(nu @ P - nu).max() < 1e-12


def test_certified_starts_need_q_2():
    with pytest.raises(InvalidInputError, match="certified"):
        lumped_mixing_time(random_exchangeable(3, 3, 1.0, rng=0), starts="certified")


# ------------------------------------------------------------------ exact.distance
P2 = np.array([[0.5, 0.5], [0.25, 0.75]])   # d(t) = (2/3) 4^-t from state 0 (module docstring)


def test_distance_profile_has_every_entry_through_t_max():
    d = distance_from(P2, 0, 4)
    assert np.allclose(d, [(2 / 3) * 4.0**-t for t in range(5)], rtol=1e-12, atol=0)


def test_stepping_gives_up_at_t_max():
    # t_mix(1/100) = 4 (d(3) = 1/96 > 1/100): with t_max = 3 it is not reached
    r = mixing_time_from(P2, 0, eps=0.01, method="stepping", t_max=3)
    assert r.t_mix is None and max(r.times) == 3
    assert mixing_time_from(P2, 0, eps=0.01, method="stepping", t_max=4).t_mix == 4


def test_doubling_on_a_non_symmetric_kernel():
    r = mixing_time_from(P2, 0, eps=0.01, method="doubling")
    assert r.t_mix == 4 and r.distance_at(4) * 384 == pytest.approx(1.0, rel=1e-12)


def test_a_gap_held_by_sector_one_agrees_with_enumeration():
    # antiferromagnetic Curie-Weiss: the slowest mode is in sector j = 1 (not the count chain)
    from exact.kernel import glauber_kernel
    from exact.spectral import spectral_summary

    m = CurieWeiss(5, -1.0)
    g = lumped_spectral_gap(m, temperature=1.0)
    e = spectral_summary(glauber_kernel(m, temperature=1.0))
    assert g.sector == 1
    assert g.spectral_gap == pytest.approx(e.spectral_gap, rel=1e-10)


def test_certified_classes_are_those_whose_sector_bound_clears_eps():
    # module docstring: class k (k ones) is certified when U_k = L_k + R_k / 2 <= eps at t_L, with
    # L_k = TV(K^t(k, .), nu) and R_k^2 = P^{2t}(x, x)/pi(x) - K^{2t}(k, k)/nu(k) (x with k ones,
    # reversibility). All of it from the enumerated chain (2^10 states), aggregated by counts.
    from exact._linalg import as_dense
    from exact.kernel import glauber_kernel

    n, eps = 10, 0.25
    m = CurieWeiss(n, 0.3)
    r = lumped_mixing_time(m, temperature=1.0, eps=eps, starts="certified")
    P = as_dense(glauber_kernel(m, temperature=1.0))
    w, V = np.linalg.eig(P.T)
    pi = np.real(V[:, np.argmin(np.abs(w - 1))])
    pi = pi / pi.sum()
    ones = np.array([bin(s).count("1") for s in range(2**n)])
    agg = np.zeros((2**n, n + 1))
    agg[np.arange(2**n), ones] = 1.0
    nu = pi @ agg
    t = r.t_mix   # = t_L here: the extreme classes are the worst (worst_counts (10, 0) or (0, 10))
    assert tuple(sorted(r.worst_counts)) == (0, n)
    Pt, P2t = np.linalg.matrix_power(P, t), np.linalg.matrix_power(P, 2 * t)
    expected = 0
    for k in range(1, n):
        x = int(np.flatnonzero(ones == k)[0])
        L = 0.5 * np.abs(Pt[x] @ agg - nu).sum()
        R2 = P2t[x, x] / pi[x] - (P2t[x] @ agg)[k] / nu[k]
        U = min(L + 0.5 * np.sqrt(max(R2, 0.0)), 1.0)
        assert abs(U - eps) > 1e-6   # no class on the boundary
        expected += U <= eps
    assert r.classes_certified == expected
