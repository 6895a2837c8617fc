"""harden9b (issue 30): margins with one token and with float32 logits.

Module docstring: one token has no other, so its margin is ``+inf``; ``_floats`` keeps a float
dtype (float32 stays float32: a margin is one rounding of one difference)."""

from __future__ import annotations

import numpy as np

from toolkit._margins import margins, top_two


def test_one_token_margin_is_infinite():
    z = np.array([[2.5], [-1.0]])
    top1, top2 = top_two(z)
    np.testing.assert_array_equal(top1, z)
    assert np.all(top2 == -np.inf)
    assert np.all(margins(z) == np.inf)


def test_float32_margins_stay_float32():
    z = np.array([[1.0, 0.1, 0.3]], dtype=np.float32)
    m = margins(z)
    assert m.dtype == np.float32
    # one float32 rounding of each difference: l(a) - max_{b != a} l(b) computed in float32
    np.testing.assert_array_equal(m, np.array([[z[0, 0] - z[0, 2], z[0, 1] - z[0, 0], z[0, 2] - z[0, 0]]],
                                              dtype=np.float32))
