"""Coverage-driven guard of ``exact.markov.ExactChain``'s cached quantities (issue 30, helper
cov5h1): ``scan_order_tv`` against the TV between the random-scan law and the law of the
systematic sweep ``P_0 P_1 ... P_{n-1}`` built here from ``model.logits``; every cached
quantity computed once."""

from __future__ import annotations

import numpy as np
import pytest

from exact.markov import ExactChain
from toolkit.models import potts, random_table

from ..independent import dense_kernel, gth
from .test_cov5h1_kernel import systematic


def test_scan_order_tv_by_hand_and_cached():
    m = random_table(2, 3, 1.0, rng=9)          # incompatible: the two scans' laws differ
    want = 0.5 * np.abs(gth(dense_kernel(m, 0.7)) - gth(systematic(m, 0.7))).sum()
    ch = ExactChain(m, temperature=0.7)
    assert want > 1e-4
    assert ch.scan_order_tv() == pytest.approx(want, rel=1e-9)
    assert ch.scan_order_tv() == ch.scan_order_tv()
    # compatible conditionals: one law whatever the scan (docstring: 0)
    assert ExactChain(potts(2, 3, 0.8), temperature=0.7).scan_order_tv() == pytest.approx(0.0, abs=1e-14)


def test_fixed_points_and_basins_are_computed_once():
    ch = ExactChain(potts(2, 3, 1.0), temperature=1.0)
    assert ch.fixed_points() is ch.fixed_points()
    assert ch.basins() is ch.basins()
    assert {p.index for p in ch.fixed_points()} == {0, 7}     # all-0 and all-1 of the ferromagnet
