"""The reference step's draw never returns a token of zero weight, even at ``u = 0``.

``toolkit.app.testing._site_draw`` draws a token by the inverse CDF: the smallest ``a`` with
``cumsum(p)[a] > u`` for a uniform ``u`` in ``[0, 1)`` (the convention of
:func:`toolkit.sampling.inverse_cdf`: "categories of zero weight are never returned"). Token
``a`` is drawn exactly when ``F(a-1) <= u < F(a)``, an interval of length ``p_a``, empty when
``p_a = 0``. numpy's ``random()`` can return ``0.0``; counting ``F(a) < u`` (the code before
this test, found by the cmp15c sweep in ``toolkit.lattice``'s copy of the rule) drew token 0 at
``u = 0`` whatever its weight.

The case by hand: Potts ``q = 2`` on the complete graph of 3 sites, coupling 1, ``T = 1e-3``,
every site at token 1. A site sees two neighbours at 1, so its conditional is
``(e^{-2000}, 1) / Z``: ``p_0`` underflows to exactly 0 in float64 and ``F = (0, 1)``. With
``u = 0`` the draw must be token 1 (``F(0) = 0 <= u < F(1) = 1``).
"""

import numpy as np

from toolkit.app.testing import _site_draw
from toolkit.models import potts


class _ZeroUniforms(np.random.Generator):
    """A Generator whose uniforms are all ``0.0`` (the left end of ``[0, 1)``)."""

    def random(self, size=None, dtype=np.float64, out=None):
        return np.zeros(size)


def test_zero_uniform_never_draws_a_token_of_zero_weight():
    X = np.ones((4, 3), dtype=int)
    tokens = _site_draw(potts(2, 3, 1.0), X, np.array([0, 1, 2, 0]), 1e-3, _ZeroUniforms(np.random.PCG64(0)))
    assert tokens.tolist() == [1, 1, 1, 1]


def test_zero_uniform_draws_the_first_token_of_positive_weight():
    # the other side of the rule: at T = 1e3 both tokens have weight ~1/2, and u = 0 lies in
    # token 0's interval [0, F(0)) = [0, ~1/2): the draw is token 0
    X = np.ones((2, 3), dtype=int)
    tokens = _site_draw(potts(2, 3, 1.0), X, np.array([0, 1]), 1e3, _ZeroUniforms(np.random.PCG64(0)))
    assert tokens.tolist() == [0, 0]
