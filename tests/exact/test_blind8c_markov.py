"""Eighth blind audit, part c (issue 30): ExactChain's caches keyed by every argument that
changes the answer (the survivors audit8c.markov.with_scan_key_no_lazy and
audit8c.markov.mixing_key_no_t_max of benchmarks/blind_audit_8c.py).

The chain: one site, q = 2, logits (0, 0): every update draws a uniform token, so the plain
kernel is [[1/2, 1/2], [1/2, 1/2]] and the lazy one lazy I + (1 - lazy) of it (by hand)."""

from __future__ import annotations

import numpy as np

from exact import ExactChain
from toolkit.models import IndependentSites


def _chain(lazy=0.0):
    return ExactChain(IndependentSites(np.zeros((1, 2))), lazy=lazy)


def test_with_scan_keeps_each_laziness_apart():
    c = _chain()
    a = c.with_scan("random", lazy=0.5)
    b = c.with_scan("random", lazy=0.2)
    # by hand: lazy I + (1 - lazy) [[1/2, 1/2], [1/2, 1/2]]
    assert a.lazy == 0.5 and b.lazy == 0.2
    np.testing.assert_allclose(a.kernel.dense(), [[0.75, 0.25], [0.25, 0.75]], atol=1e-15)
    np.testing.assert_allclose(b.kernel.dense(), [[0.6, 0.4], [0.4, 0.6]], atol=1e-15)
    assert c.with_scan("random", lazy=0.5) is a   # still cached


def test_mixing_cache_tells_t_max_apart():
    # lazy 1/2: d(t) = (1/2)(1/2)^t = 0.5, 0.25, 0.125, 0.0625: t_mix(0.1) = 3, not reached by t = 2
    c = _chain(lazy=0.5)
    assert c.mixing(0.1).t_mix == 3
    assert c.mixing(0.1, t_max=2).t_mix is None
    c2 = _chain(lazy=0.5)
    assert c2.mixing(0.1, t_max=2).t_mix is None
    assert c2.mixing(0.1).t_mix == 3
