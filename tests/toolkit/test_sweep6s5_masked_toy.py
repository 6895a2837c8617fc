"""Contract sweep (issue 30, branch sweep6s5): toolkit.models.masked_toy's documented
defaults and boundaries (tokens at q = 20 / 21, the centred window's half-to-even start,
n == L, the last free position, the families' defaults)."""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models import IndependentSites
from toolkit.models.masked_toy import (
    MaskedToy,
    masked_chain,
    masked_curie_weiss,
    masked_independent,
    masked_mean_field_potts,
    nn_chain,
    toy_tokens,
)


def test_toy_tokens_switch_after_twenty():
    # docstring: amino-acid letters up to 20, t0.. above
    assert toy_tokens(20) == list("ACDEFGHIKLMNPQRSTVWY")
    assert toy_tokens(21) == [f"t{a}" for a in range(21)]
    assert toy_tokens(2) == ["A", "C"]


@pytest.mark.parametrize("L, n, start", [(7, 2, 2), (9, 2, 4), (8, 3, 2), (6, 1, 2), (8, 4, 2), (5, 5, 0)])
def test_centred_window_starts_at_round_half_to_even(L, n, start):
    # _build: start = round((L - n) / 2), Python's round (half to even): 2.5 -> 2, 3.5 -> 4
    m = masked_independent(q=3, n=n, length=L)
    assert m.free_positions.tolist() == list(range(start, start + n))
    assert m.template_length == L


def test_window_as_long_as_the_template_and_one_more():
    assert masked_mean_field_potts(q=3, n=4, length=4).free_positions.tolist() == [0, 1, 2, 3]
    with pytest.raises(InvalidInputError, match=r"`n`=5 exceeds the template length `length`=4"):
        masked_mean_field_potts(q=3, n=5, length=4)


def test_last_position_is_free_and_one_past_refused():
    base = IndependentSites(np.zeros((4, 2)))
    assert MaskedToy(base, "ACAC", [3]).free_positions.tolist() == [3]
    with pytest.raises(InvalidInputError, match=r"`free_positions` must be in 0\.\.3 .*got 4$"):
        MaskedToy(base, "ACAC", [4])
    with pytest.raises(InvalidInputError, match=r"got -1$"):
        MaskedToy(base, "ACAC", [-1])


def test_family_defaults():
    # signatures: q = 20, n = 8, length = n (every site free), seed = 0, scale = 1
    m = masked_independent()
    assert (m.vocab_size, m.length, m.template_length) == (20, 8, 8)
    np.testing.assert_array_equal(m.base.h, masked_independent(seed=0, scale=1.0).base.h)
    assert np.std(m.base.h) > 0.5
    # masked_chain: graph 'path' (no edge 0 -- L-1), coupling 1 (J = I with disorder 0), scale 1
    c = masked_chain(q=3, n=5)
    J = c.base.J
    assert not J[0, 4].any() and np.array_equal(J[0, 1], np.eye(3)) and np.std(c.base.h) > 0.3
    # nn_chain: graph 'cycle' (edge 0 -- n-1), coupling 1, scale 0 (no fields): a Potts chain
    b = nn_chain(3, 5)
    assert np.array_equal(b.J[0, 4], np.eye(3)) and not b.h.any()
    assert (b.graph, b.coupling) == ("cycle", 1.0)
    assert masked_mean_field_potts().vocab_size == 20 and masked_curie_weiss().length == 8


def test_curie_weiss_tokens_a_minus_c_plus():
    # docstring: tokens A = spin -1, C = spin +1; a positive field favours C
    m = masked_curie_weiss(n=2, length=2, beta=0.0, field=0.5)
    lg = m.logits(m.encode("AA")[None], [0])[0]
    assert m.tokens == ["A", "C"]
    assert lg[1] - lg[0] == pytest.approx(1.0, abs=1e-12)   # field * (+1 - (-1))
