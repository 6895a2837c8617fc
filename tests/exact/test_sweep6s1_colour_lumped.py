"""Contract sweep 6, group s1 (issue 30): exact/colour_lumped.py's promises that no other test
pins (orders, guards, defaults, the Curie-Weiss law, log_moves). Reference values are hand
enumerations or the module docstring's closed forms."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest

import exact.colour_lumped as cl
from exact.colour_lumped import (
    colour_chain,
    colour_order_moments,
    colour_partitions,
    colour_symmetric_gap,
    is_colour_symmetric,
)
from toolkit.exceptions import InvalidInputError
from toolkit.models import IndependentSites
from toolkit.models.exchangeable import CurieWeiss, MeanFieldPotts


def test_partitions_rows_in_increasing_lexicographic_order():
    # docstring: partitions of 4 into at most 3 parts, rows in increasing lexicographic order
    assert colour_partitions(4, 3).tolist() == [[2, 1, 1], [2, 2, 0], [3, 1, 0], [4, 0, 0]]
    # partitions of 5 into at most 2 parts: (3,2), (4,1), (5,0) in that order
    assert colour_partitions(5, 2).tolist() == [[3, 2], [4, 1], [5, 0]]


def test_partitions_guards_at_their_boundaries():
    assert colour_partitions(0, 2).tolist() == [[0, 0]]   # n = 0 allowed: the empty partition
    assert colour_partitions(3, 1).tolist() == [[3]]      # q = 1 allowed
    with pytest.raises(InvalidInputError, match="n"):
        colour_partitions(-1, 2)
    with pytest.raises(InvalidInputError, match="q"):
        colour_partitions(3, 0)


def test_max_colour_states_value():
    assert cl.MAX_COLOUR_STATES == 2_000_000


def test_curie_weiss_law_by_hand_enumeration():
    # pi_T(x) ∝ exp(beta/n sum_{i<j} s_i s_j / T) (CurieWeiss docstring), summed by partition
    n, beta, T = 5, 1.7, 0.6
    ref = {}
    for x in itertools.product((-1, 1), repeat=n):
        e = beta / n * sum(x[i] * x[j] for i in range(n) for j in range(i + 1, n))
        k = sum(1 for v in x if v == 1)
        key = tuple(sorted((k, n - k), reverse=True))
        ref[key] = ref.get(key, 0.0) + math.exp(e / T)
    Z = sum(ref.values())
    ch = colour_chain(CurieWeiss(n, beta), temperature=T)
    assert ch.n_states == 3
    for row, p in zip(ch.parts.tolist(), ch.pi, strict=True):
        assert p == pytest.approx(ref[tuple(row)] / Z, rel=1e-12, abs=0)
    # |m|^2 for q = 2: 2 sum_a (c_a/n - 1/2)^2 = (S/n)^2
    m2 = {k: ((k[0] - k[1]) / n) ** 2 for k in ref}
    want = (sum(ref[k] / Z * m2[k] for k in ref), sum(ref[k] / Z * m2[k] ** 2 for k in ref),
            sum(ref[k] / Z * math.sqrt(m2[k]) for k in ref))
    np.testing.assert_allclose(colour_order_moments(CurieWeiss(n, beta), temperature=T), want, rtol=1e-12)


def test_default_temperature_is_one():
    m = MeanFieldPotts(3, 5, 2.0)
    a, b = colour_chain(m), colour_chain(m, temperature=1.0)
    assert a.temperature == 1.0
    np.testing.assert_array_equal(a.pi, b.pi)
    assert colour_order_moments(m) == colour_order_moments(m, temperature=1.0)
    assert colour_symmetric_gap(m).spectral_gap == pytest.approx(
        colour_symmetric_gap(m, temperature=1.0).spectral_gap, rel=1e-12)
    # and T = 1 is not T = 0.5 here (the law depends on T)
    assert not np.allclose(colour_chain(m, temperature=0.5).pi, a.pi)


def test_log_moves_are_the_off_diagonal_moves():
    ch = colour_chain(MeanFieldPotts(3, 4, 1.3), temperature=0.7)
    r, c, lv = ch.log_moves
    assert (r != c).all()
    # summed per (row, col) they give P's off-diagonal entries exactly
    S = np.zeros((ch.n_states, ch.n_states))
    np.add.at(S, (r, c), np.exp(lv))
    P = ch.P.toarray()
    off = P - np.diag(np.diag(P))
    np.testing.assert_allclose(S, off, rtol=1e-13, atol=0)


def test_gap_summary_counts_the_full_chain_and_starts_at_zero():
    g = colour_symmetric_gap(MeanFieldPotts(3, 4, 0.0), temperature=1.0)
    assert g.n_states == 3**4 and g.gap_lower == 0.0 and g.sector_kind == "colour-symmetric"
    assert g.spectral_gap == pytest.approx(2 / 4, abs=1e-10)   # beta = 0: 2/n (test_colour_lumped)
    assert "4 partitions" in g.method


def test_other_models_are_not_colour_symmetric():
    assert is_colour_symmetric(IndependentSites(np.zeros((2, 2)))) is False
    with pytest.raises(InvalidInputError, match="model"):
        colour_chain(IndependentSites(np.zeros((2, 2))))


def test_two_site_curie_weiss_chain_by_hand():
    # CurieWeiss(2, beta): a site whose neighbour holds s sees logits +-beta s / 2, so it aligns with
    # probability sigma = 1 / (1 + e^{-beta/T}). Partitions in order (1, 1), (2, 0):
    # from (1, 1) the chosen site aligns (-> (2, 0)) w.p. sigma; from (2, 0) it flips w.p. 1 - sigma
    beta, T = 1.2, 0.8
    sig = 1 / (1 + math.exp(-beta / T))
    ch = colour_chain(CurieWeiss(2, beta), temperature=T)
    assert ch.parts.tolist() == [[1, 1], [2, 0]]
    np.testing.assert_allclose(ch.P.toarray(), [[1 - sig, sig], [1 - sig, sig]], rtol=1e-14)
    # stationary: pi(2, 0) = sigma (rows equal)
    np.testing.assert_allclose(ch.pi, [1 - sig, sig], rtol=1e-14)
