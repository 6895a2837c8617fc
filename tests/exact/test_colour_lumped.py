"""exact/colour_lumped.py: the chain of sorted token counts of colour-symmetric exchangeable
models, against references written here (brute force over all q^n states, the count chain's
spectrum, and the closed form of the independent case)."""

import itertools
import math

import numpy as np
import pytest

from exact.colour_lumped import (
    colour_chain,
    colour_order_moments,
    colour_partitions,
    colour_symmetric_gap,
    is_colour_symmetric,
)
from toolkit.exceptions import InvalidInputError
from toolkit.models.exchangeable import CurieWeiss, MeanFieldPotts


@pytest.mark.parametrize(("n", "q"), [(0, 3), (5, 2), (7, 3), (9, 4), (6, 6)])
def test_partitions_are_the_sorted_count_vectors(n, q):
    ref = {tuple(sorted(c, reverse=True)) for c in itertools.product(range(n + 1), repeat=q) if sum(c) == n}
    got = colour_partitions(n, q)
    assert {tuple(r) for r in got.tolist()} == ref and len(got) == len(ref)


def _brute_law(q, n, beta, T):
    """pi_T over partitions by summing exp(beta/(n T) #{i<j: x_i = x_j}) over all q^n states."""
    out = {}
    for x in itertools.product(range(q), repeat=n):
        c = np.bincount(x, minlength=q)
        e = beta / n * sum(v * (v - 1) / 2 for v in c)
        key = tuple(sorted(c.tolist(), reverse=True))
        out[key] = out.get(key, 0.0) + math.exp(e / T)
    Z = sum(out.values())
    return {k: v / Z for k, v in out.items()}


def test_stationary_law_and_moments_against_brute_force():
    q, n, beta, T = 3, 6, 2.5, 0.8
    ref = _brute_law(q, n, beta, T)
    ch = colour_chain(MeanFieldPotts(q, n, beta), temperature=T)
    for row, p in zip(ch.parts.tolist(), ch.pi, strict=True):
        assert p == pytest.approx(ref[tuple(row)], rel=1e-12, abs=0)
    # pi is stationary for the lumped chain, and the chain is reversible (detailed balance)
    P = ch.P.toarray()
    np.testing.assert_allclose(ch.pi @ P, ch.pi, rtol=0, atol=1e-14)
    F = ch.pi[:, None] * P
    np.testing.assert_allclose(F, F.T, rtol=0, atol=1e-15)
    # moments of |m|^2 = q/(q-1) sum_a (c_a/n - 1/q)^2
    m2v = {k: q / (q - 1) * sum((c / n - 1 / q) ** 2 for c in k) for k in ref}
    want = (sum(ref[k] * m2v[k] for k in ref), sum(ref[k] * m2v[k] ** 2 for k in ref),
            sum(ref[k] * math.sqrt(m2v[k]) for k in ref))
    np.testing.assert_allclose(colour_order_moments(MeanFieldPotts(q, n, beta), temperature=T), want, rtol=1e-12)


def test_lumped_spectrum_is_part_of_the_count_chains():
    from exact.lumped import count_chain

    m = MeanFieldPotts(4, 6, 3.0)
    lumped = np.sort(np.linalg.eigvals(colour_chain(m, temperature=0.9).P.toarray()).real)
    full = np.linalg.eigvals(count_chain(m, temperature=0.9).P.toarray()).real
    assert all(np.abs(full - v).min() < 1e-10 for v in lumped)
    g = colour_symmetric_gap(m, temperature=0.9).spectral_gap
    assert g == pytest.approx(1 - np.max(np.abs(lumped[:-1])), abs=1e-10)


@pytest.mark.parametrize(("q", "n"), [(2, 7), (3, 6), (5, 9)])
def test_independent_sites_gap_is_two_over_n(q, n):
    """beta = 0: each step redraws a uniform site uniformly. The colour-symmetric functions of
    lowest degree are sum_{i<j} ([x_i = x_j] - 1/q), eigenvalue 1 - 2/n: the gap is 2/n
    (the degree-1 eigenfunctions sum_i f(x_i) are not colour-symmetric)."""
    model = CurieWeiss(n, 0.0) if q == 2 else MeanFieldPotts(q, n, 0.0)
    g = colour_symmetric_gap(model, temperature=1.0)
    assert g.spectral_gap == pytest.approx(2.0 / n, abs=1e-10)
    assert g.sector_kind == "colour-symmetric"


def test_only_colour_symmetric_models_are_lumped():
    assert is_colour_symmetric(MeanFieldPotts(3, 4, 1.0)) and is_colour_symmetric(CurieWeiss(4, 1.0))
    assert not is_colour_symmetric(CurieWeiss(4, 1.0, field=0.2))
    assert not is_colour_symmetric(MeanFieldPotts(3, 4, 1.0, field=[0.0, 0.1, 0.0]))
    with pytest.raises(InvalidInputError, match="colour-lumped"):
        colour_chain(CurieWeiss(4, 1.0, field=0.2))


def test_a_uniform_field_is_colour_symmetric_and_changes_nothing():
    """The same field on every token adds one constant to every logit, so the conditionals, the
    chain and its law are those without a field (module docstring: "or with the same field on
    every token"); a field that differs between tokens breaks the symmetry."""
    plain = MeanFieldPotts(3, 6, 1.2)
    uniform = MeanFieldPotts(3, 6, 1.2, field=[0.7, 0.7, 0.7])
    assert is_colour_symmetric(uniform)
    assert not is_colour_symmetric(MeanFieldPotts(3, 6, 1.2, field=[0.7, 0.0, 0.0]))
    a, b = colour_chain(plain, temperature=0.8), colour_chain(uniform, temperature=0.8)
    np.testing.assert_allclose(b.P.toarray(), a.P.toarray(), rtol=1e-13, atol=1e-15)
    np.testing.assert_allclose(b.pi, a.pi, rtol=1e-13, atol=0)
