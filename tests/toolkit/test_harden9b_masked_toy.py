"""harden9b (issue 30): the masked toys at their boundaries.

Module docstring: the tokens are the amino-acid letters for ``q <= 20`` (one character
each, so a text string is read letter by letter, q = 20 included); ``n`` consecutive free
positions start at ``round((L - n) / 2)`` (Python's round, half to even); ``n = L`` (no
fixed site) is a template like any other; ``reduced()`` has the same conditionals."""

from __future__ import annotations

import numpy as np

from toolkit.models.masked_toy import masked_independent, masked_mean_field_potts


def test_q20_text_is_read_letter_by_letter():
    m = masked_independent(q=20, n=2, text="ACDEF")
    assert m.template_length == 5 and m.length == 2


def test_every_site_free():
    m = masked_independent(q=3, n=4, length=4)
    assert m.length == m.template_length == 4
    assert list(m.free_positions) == [0, 1, 2, 3]


def test_window_start_rounds_half_to_even():
    # L - n = 7: round(3.5) = 4 (floor would give 3); L - n = 5: round(2.5) = 2
    assert list(masked_independent(q=3, n=2, length=9).free_positions) == [4, 5]
    assert list(masked_independent(q=3, n=2, length=7).free_positions) == [2, 3]


def _softmax(z):
    z = np.asarray(z, float) - np.max(z)
    return np.exp(z) / np.exp(z).sum()


def test_reduced_mean_field_potts_counts_absent_tokens():
    # q = 3, L = 4, beta = 1, text 0 0 0 0, free positions 1, 2 (start round(2/2) = 1):
    # l_i(a) = beta/L #{j != i: x_j = a}. At free state (1, 2), full = 0 1 2 0:
    # free site 0 (position 1) sees 0, 2, 0 -> counts (2, 0, 1): logits (2, 0, 1)/4
    m = masked_mean_field_potts(q=3, n=2, length=4, beta=1.0, text=[0, 0, 0, 0])
    r = m.reduced()
    x = np.array([[1, 2]])
    p = _softmax(r.logits(x, np.array([0]))[0])
    np.testing.assert_allclose(p, _softmax([2 / 4, 0.0, 1 / 4]), rtol=1e-12)
    # free site 1 (position 2) sees 0, 1, 0 -> counts (2, 1, 0)
    p = _softmax(r.logits(x, np.array([1]))[0])
    np.testing.assert_allclose(p, _softmax([2 / 4, 1 / 4, 0.0]), rtol=1e-12)


def test_reduced_mean_field_potts_without_fixed_sites():
    # n = L: no fixed site; the reduced model is mean-field Potts itself, beta/L per pair
    m = masked_mean_field_potts(q=3, n=3, length=3, beta=1.5)
    r = m.reduced()
    x = np.array([[0, 0, 2]])
    p = _softmax(r.logits(x, np.array([2]))[0])  # site 2 sees 0, 0: counts (2, 0, 0)
    np.testing.assert_allclose(p, _softmax([1.5 * 2 / 3, 0.0, 0.0]), rtol=1e-12)
