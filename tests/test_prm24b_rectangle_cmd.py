"""prm24b: ``_excerpt(width)`` of ``glauber rectangle`` (seventh sweep: no test passed it off
its default 4). The excerpt shows ``width`` tokens on each side of the two marked sites (one
piece when ``j - i <= 2 width + 1``), with ``...`` where the text goes on. By hand, for tokens
``t0 .. t11``, sites 2 and 4 marked, ``width = 1``: positions 1..5, cut on both sides."""

from types import SimpleNamespace

import numpy as np

from toolkit.app.commands.rectangle import _excerpt

MODEL = SimpleNamespace(tokens=[f"t{k}" for k in range(12)] + ["A", "B", "C", "D"])
W = SimpleNamespace(a=12, a2=13, b=14, b2=15)
X = np.arange(12)


def test_excerpt_width():
    assert _excerpt(MODEL, X, 2, 4, W, width=1) == "...t1 {A|B} t3 {C|D} t5..."
    # the default 4: positions 0..8
    assert _excerpt(MODEL, X, 2, 4, W) == "t0 t1 {A|B} t3 {C|D} t5 t6 t7 t8..."


def test_excerpt_width_splits_far_sites():
    # j - i = 6 > 2 * 2 + 1: two pieces, positions 0..4 and 6..10
    assert _excerpt(MODEL, X, 2, 8, W, width=2) == "t0 t1 {A|B} t3 t4... ...t6 t7 {C|D} t9 t10..."
