"""Automatic mutation sweep 7, group a1 (issue 30): toolkit.results' plain boundary promises:
Estimate.covers is the closed interval [low, high] (both ends covered, just outside not; an
exact value covers itself), InfluenceSummary.contracting is alpha < 1 strictly (Dobrushin's
condition: alpha = 1 is not a contraction), witness_order returns nothing for k <= 0."""

from __future__ import annotations

import numpy as np

from toolkit.results import Estimate, InfluenceSummary, witness_order


def test_covers_is_the_closed_interval():
    e = Estimate(1.0, stderr=0.0, ci=(0.5, 2.0), method="sampled")
    assert e.covers(0.5) and e.covers(2.0) and e.covers(1.0)
    assert not e.covers(np.nextafter(0.5, 0)) and not e.covers(np.nextafter(2.0, 3))
    x = Estimate.exact(0.25)
    assert x.covers(0.25) and not x.covers(0.2500001)


def _summary(alpha: float) -> InfluenceSummary:
    z = np.zeros((2, 2))
    return InfluenceSummary(z, z, Estimate.exact(alpha), Estimate.exact(alpha), Estimate.exact(0.0),
                            Estimate.exact(0.0), 1.0, "exact")


def test_contracting_strictly_below_one():
    assert _summary(0.5).contracting is True
    assert _summary(float(np.nextafter(1.0, 0))).contracting is True
    assert _summary(1.0).contracting is False
    assert _summary(1.5).contracting is False


def test_witness_order_k_zero_and_one():
    absr = np.array([0.1, 0.9, 0.5])
    i, j = np.array([0, 0, 1]), np.array([1, 1, 2])
    assert witness_order(absr, i, j, 0).size == 0
    assert witness_order(absr, i, j, -1).size == 0
    # the worst of each pair first: pair (0, 1) -> index 1 (0.9), pair (1, 2) -> index 2, then index 0
    assert witness_order(absr, i, j, 1).tolist() == [1]
    assert witness_order(absr, i, j, 3).tolist() == [1, 2, 0]
