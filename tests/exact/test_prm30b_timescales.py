"""prm30b (thirteenth sweep, one inner item offending): every eigenvalue of the reversible
chain's near-1 cluster is refined, not only the slowest.

Lazy walk on a path of three states with a tiny rate ``a``: ``P = [[1-a, a, 0], [a, 1-2a, a],
[0, a, 1-a]]``, symmetric (pi uniform, so every state ties as a well and the harmonic-extension
step does not apply). Its eigenvalues are 1, ``1 - a`` and ``1 - 3a`` (the path Laplacian's 0,
1, 3), so the gaps are ``mu = a, 3a`` and the timescales ``t = -1 / log1p(-mu)`` (closed form).
With ``a = 1e-9`` both gaps lie within REFINE_GAP = 1e-6 of 0, where eigh's absolute error
(~1e-16) is a relative error of ~1e-7 of the gap: the module refines each of them by the
Dirichlet-form Rayleigh-Ritz (relative accuracy ~1e-15). Only the second, an inner member of
the cluster (not the slowest), tells a refinement of the first alone."""

from __future__ import annotations

import math

import numpy as np
import pytest

from exact import implied_timescales


@pytest.mark.parametrize("a", [1e-9, 3e-10, 1e-8])
def test_both_slow_timescales_to_full_relative_accuracy(a):
    P = np.array([[1 - a, a, 0.0], [a, 1 - 2 * a, a], [0.0, a, 1 - a]])
    r = implied_timescales(P)
    want = [-1.0 / math.log1p(-a), -1.0 / math.log1p(-3 * a)]
    got = [float(t) for t in r.timescales]
    assert got == pytest.approx(want, rel=1e-10)
    # the reported relative errors are those of refined values (eigh's alone: ~1e-7)
    rel = [float(e) for e in r.relative_errors]
    assert max(rel) <= 1e-10
    for g, w, e in zip(got, want, rel, strict=True):
        assert abs(g - w) <= e * w + 1e-12 * w   # 1e-12: the rounding of t = -1/log1p(-mu) itself
