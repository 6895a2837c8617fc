"""cmp13b: the bottleneck search skips a basin with ``pi(S) >= 1 - eps`` (the boundary included).

The bottleneck bound (Levin-Peres-Wilmer, Theorem 7.4 as stated in
:func:`exact.metastable.bottleneck_lower_bound`) is ``max(0, (1 - pi(S) - eps) / Phi(S))``: it
says nothing once ``pi(S) >= 1 - eps``, equality included (the numerator is 0), and
``exact.checks._best_bottleneck`` skips such a set, so when every basin is at the boundary there
is no bottleneck bound at all (``None``), not a bound of 0. By hand: two states, ``P = [[1 - a,
a], [a, 1 - a]]``, ``pi = (1/2, 1/2)``, the two basins ``{0}`` and ``{1}``, ``eps = 1/2``:
``pi(S) = 1/2 = 1 - eps`` for both (all exact in binary).
"""

import numpy as np
import pytest
import scipy.sparse as sp

from exact.basins import Basins
from exact.checks import _best_bottleneck
from exact.metastable import bottleneck_lower_bound, conductance


class _TwoStateChain:
    """The part of :class:`exact.markov.ExactChain` that ``_best_bottleneck`` reads."""

    def __init__(self, a=0.25):
        self.kernel = np.array([[1 - a, a], [a, 1 - a]])
        self.pi = np.array([0.5, 0.5])

    def basins(self):
        reach = sp.csr_matrix(np.eye(2, dtype=bool))
        return Basins(attractors=(np.array([0]), np.array([1])), reach=reach, labels=np.array([0, 1]),
                      adjacency=sp.csr_matrix(np.eye(2, dtype=bool)))

    def conductance(self, mask):
        return conductance(self.kernel, mask, pi=self.pi)

    def bottleneck_lower_bound(self, mask, *, eps=0.25):
        return bottleneck_lower_bound(self.kernel, mask, eps=eps, pi=self.pi)


def test_basins_at_the_boundary_give_no_bottleneck_bound():
    best = _best_bottleneck(_TwoStateChain(), 0.5)
    assert best["bound"] is None and best["set"] is None


def test_below_the_boundary_the_bound_is_the_closed_form():
    # eps = 1/4: (1 - 1/2 - 1/4) / Phi({0}), Phi({0}) = pi(0) P(0, 1) / pi(0) = a = 1/4: bound 1
    best = _best_bottleneck(_TwoStateChain(0.25), 0.25)
    assert best["bound"] == pytest.approx(1.0, rel=1e-12) and best["pi_set"] == 0.5
