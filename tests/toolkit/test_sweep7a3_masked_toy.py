"""Automatic sweep 7 (issue 30, branch sweep7a3): toolkit.models.masked_toy.

Survivors of ``scripts/automut.py --seed 2026120371``: the index-text guard read ``max`` for
``min`` (a negative index among valid ones passed and silently meant the last token), and the
fields of :func:`toolkit.models.masked_toy.nn_chain` drew from the generator when ``scale = 0``
(changing the default text of ``masked_chain`` for a seed). The tests pin both promises and
their near variants (each bound of the index range, each draw of the seed's stream).
"""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models import IndependentSites
from toolkit.models.masked_toy import MaskedToy, masked_chain, nn_chain


def _base(L=4, q=3):
    return IndependentSites(np.zeros((L, q)))


@pytest.mark.parametrize("text", [[-1, 0, 1, 2], [0, 1, -1, 2], [2, 2, 2, -2], [0, 3, 1, 1], [3, 0, 0, 0]])
def test_index_text_outside_zero_to_q_minus_one_is_refused(text):
    # class docstring: text is "token indices", i.e. in 0..q-1 (q = 3); a negative index among
    # valid ones must not be read as Python's index from the end
    with pytest.raises(InvalidInputError, match=r"`text` must be a string of tokens of V or indices in 0\.\.2"):
        MaskedToy(_base(), text, "all")


def test_index_text_on_both_bounds_is_accepted():
    m = MaskedToy(_base(), [0, 2, 0, 2], "all")
    assert m.initial_state().tolist() == [0, 2, 0, 2]
    assert m.decode(m.initial_state()) == "ADAD"  # tokens A, C, D for q = 3


@pytest.mark.parametrize("text", [np.array([0.0, 1.0, 2.0, 0.0]), np.zeros((2, 2), dtype=int)])
def test_index_text_must_be_one_dimensional_integers(text):
    with pytest.raises(InvalidInputError, match="`text` must be a string of tokens of V or indices"):
        MaskedToy(_base(), text, "all")


def test_nn_chain_scale_zero_draws_no_fields():
    # nn_chain draws G and H2 (q x q each) first, whatever is used; the fields N(0, scale^2)
    # are drawn only when scale > 0, so with scale = 0 the generator's next draw is the one
    # right after the two coupling matrices
    q, n = 3, 4
    rng = np.random.default_rng(11)
    nn_chain(q, n, disorder=0.5, scale=0.0, rng=rng)
    ref = np.random.default_rng(11)
    ref.normal(0.0, 1.0, size=(q, q))
    ref.normal(0.0, 1.0, size=(q, q))
    assert rng.integers(0, 10**9) == ref.integers(0, 10**9)


def test_nn_chain_positive_scale_draws_n_by_q_fields_after_the_couplings():
    q, n, scale = 3, 4, 0.7
    m = nn_chain(q, n, disorder=0.5, scale=scale, rng=np.random.default_rng(5))
    ref = np.random.default_rng(5)
    G = ref.normal(0.0, 1.0, size=(q, q))
    ref.normal(0.0, 1.0, size=(q, q))
    np.testing.assert_array_equal(m.h, ref.normal(0.0, scale, size=(n, q)))
    # the left neighbour's pull on the first edge: coupling * I + disorder * G (docstring)
    np.testing.assert_allclose(m.J[0, 1], np.eye(q) + 0.5 * G, rtol=0, atol=1e-15)


@pytest.mark.parametrize("scale", [0.0, 1.0])
def test_masked_chain_default_text_follows_the_couplings_and_fields(scale):
    # family docstring: ``seed`` gives the fields, the couplings and the default text, drawn in
    # that stream (couplings, fields when scale > 0, then the uniform text of L tokens)
    q, n, seed = 4, 5, 3
    m = masked_chain(q=q, n=n, scale=scale, disorder=0.2, seed=seed)
    ref = np.random.default_rng(seed)
    ref.normal(0.0, 1.0, size=(q, q))
    ref.normal(0.0, 1.0, size=(q, q))
    if scale > 0:
        ref.normal(0.0, scale, size=(n, q))
    text = ref.integers(0, q, size=n)
    assert m.initial_state().tolist() == text.tolist()
