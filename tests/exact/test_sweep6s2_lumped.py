"""Contract sweep (issue 30) of :mod:`exact.lumped`, every value against the enumerated chain
of the same small model (an independent computation): the count chain is the lumping of the
full kernel (with laziness, ``q = 3``), its stationary law the full law summed over each class
and ``log_state_pi`` the per-state value, the ``q = 2`` sectors' eigenvalues with the
multiplicities ``C(n, j) - C(n, j - 1)`` the full spectrum, the lumped gap and ``t_mix`` the
enumerated ones (default ``eps = 1/4``), and the guards (``starts``, ``sectors``, constants)."""

from __future__ import annotations

import math

import numpy as np
import pytest

import exact.lumped as lu
from exact.kernel import glauber_kernel
from exact.mixing import mixing_time
from exact.spectral import spectral_summary
from exact.stationary import stationary
from toolkit.exceptions import InvalidInputError
from toolkit.models.exchangeable import CurieWeiss, MeanFieldPotts, count_index


def _class_of(q, n):
    """The count vector's row of every enumerated state (site 0 most significant)."""
    X = np.array(np.unravel_index(np.arange(q**n), (q,) * n)).T
    counts = np.stack([(X == a).sum(axis=1) for a in range(q)], axis=1)
    return X, count_index(counts)


def test_count_chain_is_the_lumped_full_kernel():
    m, T, lazy = MeanFieldPotts(3, 4, 1.3), 0.8, 0.25
    D = glauber_kernel(m, temperature=T, lazy=lazy).dense()
    _, cls = _class_of(3, 4)
    ch = lu.count_chain(m, temperature=T, lazy=lazy)
    K = ch.P.toarray()
    for s in range(ch.n_states):
        x = int(np.flatnonzero(cls == s)[0])          # any representative (lumpable)
        want = np.bincount(cls, weights=D[x], minlength=ch.n_states)
        np.testing.assert_allclose(K[s], want, rtol=1e-12, atol=1e-15)
    assert (ch.q, ch.n, ch.temperature, ch.lazy) == (3, 4, 0.8, 0.25)


def test_count_law_and_state_pi_against_enumeration():
    m, T = CurieWeiss(5, 1.4), 0.9
    pi = stationary(glauber_kernel(m, temperature=T))
    _, cls = _class_of(2, 5)
    law = lu.count_stationary_law(m, temperature=T)
    np.testing.assert_allclose(law.pi, np.bincount(cls, weights=pi), rtol=1e-12)
    counts = lu.count_chain(m, temperature=T).counts
    lsp = lu.log_state_pi(law, counts, 5)
    np.testing.assert_allclose(np.exp(lsp[cls]), pi, rtol=1e-12)


def test_sector_multiplicities_and_spectrum():
    assert [lu.sector_multiplicity(6, j) for j in range(4)] == [1, 5, 9, 5]
    assert sum(lu.sector_multiplicity(6, j) * (6 - 2 * j + 1) for j in range(4)) == 2**6
    m, T, lazy = CurieWeiss(5, 1.2, field=0.3), 0.7, 0.2
    ev = np.sort(np.linalg.eigvals(glauber_kernel(m, temperature=T, lazy=lazy).dense()).real)
    secs = lu.sector_eigenvalues(m, temperature=T, lazy=lazy)
    assert [s.size for s in secs] == [6, 4, 2]                 # levels m = j..n-j
    union = np.sort(np.concatenate([np.repeat(s, lu.sector_multiplicity(5, j)) for j, s in enumerate(secs)]))
    np.testing.assert_allclose(union, ev, atol=1e-12)
    assert all(np.all(np.diff(s) >= 0) for s in secs)          # ascending
    A = lu.sector_matrices(m, temperature=T, lazy=lazy)
    np.testing.assert_allclose(np.sort(np.linalg.eigvals(A[1]).real), secs[1], atol=1e-12)


def test_lumped_gap_and_mixing_time_equal_the_enumerated_ones():
    m, T = CurieWeiss(6, 1.5), 0.8
    K = glauber_kernel(m, temperature=T)
    g = lu.lumped_spectral_gap(m, temperature=T)
    s = spectral_summary(K)
    assert g.spectral_gap == pytest.approx(s.spectral_gap, rel=1e-9, abs=0) and g.n_states == 64
    mix = lu.lumped_mixing_time(m, temperature=T)
    assert mix.eps == 0.25 and mix.exact
    assert mix.t_mix == mixing_time(K).t_mix
    assert lu.lumped_mixing_time(m, temperature=T, eps=0.05).t_mix == mixing_time(K, eps=0.05).t_mix
    p = MeanFieldPotts(3, 4, 2.0)
    assert lu.lumped_spectral_gap(p, temperature=0.9).spectral_gap == pytest.approx(
        spectral_summary(glauber_kernel(p, temperature=0.9)).spectral_gap, rel=1e-9, abs=0)


def test_guards_and_constants():
    assert lu.STARTS == ("auto", "all", "certified", "monochromatic")
    assert lu.MAX_COUNT_STATES == 2_000_000
    with pytest.raises(InvalidInputError, match="certified"):
        lu.lumped_mixing_time(MeanFieldPotts(3, 3, 1.0), starts="certified")
    with pytest.raises(InvalidInputError, match="starts"):
        lu.lumped_mixing_time(CurieWeiss(3, 1.0), starts="some")
    with pytest.raises(InvalidInputError, match="sectors"):
        lu.lumped_spectral_gap(CurieWeiss(3, 1.0), sectors="half")
    with pytest.raises(InvalidInputError, match="q = 2"):
        lu.sector_matrices(MeanFieldPotts(3, 3, 1.0))
    with pytest.raises(InvalidInputError, match="exchangeable"):
        lu.count_chain(object())
    # q = 3, n = 1999: C(2001, 2) = 2001000 count vectors, the first n above the limit
    assert math.comb(2000, 2) <= lu.MAX_COUNT_STATES < math.comb(2001, 2)
    with pytest.raises(InvalidInputError, match="2e\\+06 states, above the lumped engine's limit"):
        lu.count_chain(MeanFieldPotts(3, 1999, 1.0))


def test_exit_times_and_starts_against_enumeration():
    from exact.metastable import expected_exit_times
    from exact.mixing import distance_profile

    m, T, lazy = CurieWeiss(5, 1.6), 0.8, 0.2
    K = glauber_kernel(m, temperature=T, lazy=lazy)
    X, cls = _class_of(2, 5)
    ch = lu.count_chain(m, temperature=T, lazy=lazy)
    in_set = ch.counts[:, 1] >= 4                        # at least four ones
    tau = lu.lumped_exit_times(m, in_set, temperature=T, lazy=lazy)
    full = expected_exit_times(K, in_set[cls])
    np.testing.assert_allclose(tau[cls], full, rtol=1e-10)
    # monochromatic starts (all 0, all 1): t_mix from those two states exactly, a lower bound on the worst
    mono = lu.lumped_mixing_time(m, temperature=T, lazy=lazy, starts="monochromatic")
    d = distance_profile(K, 200, starts=[0, 31])
    assert d[-1] <= 0.25
    assert mono.t_mix == int(np.argmax(d <= 0.25)) and mono.starts == "monochromatic"
    assert mono.t_mix <= lu.lumped_mixing_time(m, temperature=T, lazy=lazy).t_mix
    with pytest.raises(InvalidInputError, match="summing to n = 5"):
        lu.class_chain(m, [2, 2])
    assert lu.class_chain(m, [2, 3]).n_states == 3 * 4


def test_symmetric_sector_gap_is_an_upper_bound():
    m, T = CurieWeiss(6, 0.5), 1.0                        # high temperature: the gap sits outside sector 0
    full = spectral_summary(glauber_kernel(m, temperature=T)).spectral_gap
    sym = lu.lumped_spectral_gap(m, temperature=T, sectors="symmetric")
    assert sym.sector_kind == "symmetric" and sym.spectral_gap >= full - 1e-12
    assert sym.gap_lower == 0.0
    assert lu.lumped_spectral_gap(m, temperature=T).spectral_gap == pytest.approx(full, rel=1e-9, abs=0)
