"""toolkit.app.window: rectangles read off a window's exact logits at a temperature and from
any context, and a one-site window (harden8h2, issue 30).

Hand values (exact.rectangles' worked example): two sites, ``q = 2``,
``l_0(a; x_1) = [a = 0][x_1 = 0]``, ``l_1 = 0``: the rectangle ``a, a' = 0, 1``, ``b, b' = 0, 1``
has ``log R = 1 - 0 - 0 + 0 = 1``, so ``log R / T = 1/T``. ``contexts`` may be any state that
agrees with the context off ``{i, j}`` (the docstring), so its tokens at ``i`` and ``j`` do not
matter. A window needs at least 2 free sites.
"""

from __future__ import annotations

import numpy as np
import pytest

from exact.kernel import site_logits
from toolkit.app.window import real_window, window_rectangle_log_r
from toolkit.exceptions import InvalidInputError
from toolkit.models import Pairwise


def _model():
    J = np.zeros((2, 2, 2, 2))
    J[0, 1, 0, 0] = 1.0
    return Pairwise(np.zeros((2, 2)), J)


@pytest.mark.parametrize("T", [1.0, 2.0, 0.25])
def test_log_r_over_temperature(T):
    L = site_logits(_model())
    v = window_rectangle_log_r(L, np.zeros((1, 2), dtype=int), [0], [1], [0], [1], [0], [1], temperature=T)
    np.testing.assert_allclose(v, [1.0 / T], rtol=1e-15)


def test_context_tokens_at_i_and_j_do_not_matter():
    L = site_logits(_model())
    ctx = np.array([[0, 0], [1, 0], [0, 1], [1, 1]])
    v = window_rectangle_log_r(L, ctx, [0] * 4, [1] * 4, [0] * 4, [1] * 4, [0] * 4, [1] * 4)
    np.testing.assert_array_equal(v, [1.0, 1.0, 1.0, 1.0])


def test_one_site_window_refused():
    m = Pairwise(np.array([[0.0, 1.0]]), np.zeros((1, 1, 2, 2)))
    with pytest.raises(InvalidInputError, match="at least 2 free sites.*n=1"):
        real_window(m, n_steps=8, rng=0)
