"""cmp14e: the split threshold of ``toolkit.bounds`` by hand.

``_split_threshold(hx, hy)``: per grid time, the threshold ``c`` (a value of the sample) with
the largest ``frac(h_X > c) - frac(h_Y > c)`` (its docstring; the first such ``c`` on a tie),
the same strict ``>`` as the event ``{h > c}`` it is then counted on. ``h_X = (1, 3)``,
``h_Y = (2, 2)``: ``c = 1``: ``1 - 1 = 0``; ``c = 2``: ``1/2 - 0 = 1/2``; ``c = 3``: ``0 - 0 = 0``;
so ``c = 2`` (with ``>=`` on the Y side ``c = 2`` would score ``1/2 - 1`` and lose).

``mixing_bounds``: ``d_upper_value`` is the largest fraction of replicates apart over the pairs,
and the split event is formed from 4 replicates per pair on (two per half).
"""

import numpy as np
import pytest

from toolkit import bounds
from toolkit.bounds import _split_threshold, mixing_bounds
from toolkit.models import IndependentSites


def test_split_threshold_by_hand():
    hx = np.array([[1.0, 3.0]])
    hy = np.array([[2.0, 2.0]])
    assert _split_threshold(hx, hy).tolist() == [2.0]


def _pairs():
    xs = np.zeros((2, 4), dtype=np.int64)
    ys = np.array([[0, 0, 0, 1], [1, 1, 1, 1]])
    return xs, ys


def test_point_estimate_is_the_largest_fraction_apart():
    # Four independent uniform sites, maximal coupling: a step at a site where the pair differs
    # makes it agree there (the same conditional on both sides), and one step changes one site,
    # so the pair differing at all 4 sites is apart at t = 1, 2, 3 in every replicate: the
    # largest fraction apart ("d_upper_value: the point estimate max_k") is 1 there, while the
    # pair differing at one site has met by t = 3 with probability 1 - (3/4)^3 in each replicate.
    b = mixing_bounds(IndependentSites(np.zeros((4, 2))), starts=_pairs(), n_replicates=16, max_steps=3,
                      n_times=3, rng=0)
    assert b.times.tolist() == [1, 2, 3]
    assert b.d_upper_value.tolist() == [1.0, 1.0, 1.0]


@pytest.mark.parametrize(("R", "split"), [(3, False), (4, True)])
def test_split_event_from_four_replicates(monkeypatch, R, split):
    # the second event {h > c} needs a threshold chosen on half of each pair's replicates and
    # counted on the other half: from R = 4 (two per half) on (module docstring)
    calls = []
    real = bounds._split_threshold

    def spy(hx, hy):
        calls.append(hx.shape)
        return real(hx, hy)

    monkeypatch.setattr(bounds, "_split_threshold", spy)
    mixing_bounds(IndependentSites(np.zeros((4, 2))), starts=_pairs(), n_replicates=R, max_steps=3, n_times=3,
                  rng=0)
    assert bool(calls) is split
