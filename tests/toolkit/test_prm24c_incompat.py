"""prm24c seventh sweep (issue 30): ``toolkit.incompat.rectangle_test``'s ``max_contexts``, never
passed off its default (benchmarks/results/default-only-args-2026-12-06.md): at most that many of
the (distinct) contexts are tested, distinct ones drawn from those given (``contexts_from``)."""

from __future__ import annotations

import numpy as np

from toolkit.incompat import rectangle_test
from toolkit.models import IndependentSites

X = np.array([[0, 0, 0], [1, 0, 0], [0, 1, 0], [0, 0, 1], [1, 1, 1]])


def test_max_contexts_subsamples_the_contexts():
    m = IndependentSites(np.zeros((3, 2)))
    r = rectangle_test(m, X, max_contexts=2, rng=0)
    ctx = np.asarray(r.contexts)
    assert ctx.shape == (2, 3)
    assert all(any((row == x).all() for x in X) for row in ctx)
    assert len({tuple(row) for row in ctx}) == 2
