"""cmp15c: the checkerboard heat bath never draws a token of zero weight, even at ``u = 0``.

Each site is redrawn by the inverse CDF: the token is the smallest ``a`` with
``cumsum(p)[a] > u`` for a uniform ``u`` in ``[0, 1)`` (the convention of
:func:`toolkit.sampling.inverse_cdf`, "categories of zero weight are never returned"), so
token ``a`` is drawn exactly when ``F(a-1) <= u < F(a)``, an interval of length ``p_a`` that is
empty when ``p_a = 0``. ``numpy``'s ``random()`` can return ``0.0``; counting ``F(a) < u``
instead (the code before cmp15c) drew token 0 at ``u = 0`` whatever its weight.

The case: Ising (``q = 2``) on a ring of 4 sites at ``T = 1e-3`` (``coupling / T = 1000``),
every site at token 1. Each site sees two neighbours at 1, so ``p = (e^{-2000}, 1) / Z``:
``p_0`` underflows to exactly 0 in float64 and ``F = (0, 1)``. With ``u = 0`` every draw must
keep token 1 (``F(0) = 0 <= u``), so the chain stays at the ground state ``x = 1`` and the
recorded order parameter ``m = 2 rho_1 - 1`` is ``+1`` after every sweep. (Counting ``F(a) <
u`` flips the first colour to token 0, then the second follows: ``m = -1``.)
"""

import numpy as np

from toolkit.lattice import checkerboard_run


class _EdgeGenerator(np.random.Generator):
    """A Generator whose uniforms are all ``0.0`` (the left end of ``[0, 1)``) and whose
    integers are all 1 (the random start at the all-1 ground state)."""

    def random(self, size=None, dtype=np.float64, out=None):
        return np.zeros(size)

    def integers(self, low, high=None, size=None, dtype=np.int64, endpoint=False):
        return np.ones(size, dtype=np.int64)


def test_zero_uniform_never_draws_a_token_of_zero_weight():
    run = checkerboard_run(2, 4, 1.0, 1e-3, n_chains=2, n_sweeps=3, burn_in=0, start="random", dimension=1,
                           rng=_EdgeGenerator(np.random.PCG64(0)))
    assert run.m.tolist() == [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0]]
