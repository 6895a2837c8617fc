"""cmp14b (issue 30): exact.lumped_checks.count_rectangles keeps at most MAX_QUANTILE_SAMPLE count
rectangles for the quantiles ("count rectangles kept for the quantiles (an even stride of
contexts beyond)"): the stride is the least one that brings the kept rectangles under the cap.
"""

from __future__ import annotations

import math

import exact.lumped_checks as lc
from toolkit.models.exchangeable import CurieWeiss


def test_quantile_stride_keeps_at_most_the_cap(monkeypatch):
    # Curie-Weiss, q = 2: one token pair (C(2,2)^2 = 1 rectangle per context) and n - 1 = 11
    # context count vectors of n - 2 = 10 sites. With a cap of 4: stride 2 would keep
    # ceil(11/2) = 6 > 4, stride 3 keeps ceil(11/3) = 4 (contexts 0, 3, 6, 9)
    monkeypatch.setattr(lc, "MAX_QUANTILE_SAMPLE", 4)
    r = lc.count_rectangles(CurieWeiss(12, 1.0), temperature=1.0)
    assert r.n_count_rectangles == 11
    assert r.quantile_sample == math.ceil(11 / 3) == 4


def test_count_basin_with_zero_tie_tolerance_keeps_the_argmax_moves():
    # count_basin's argmax graph keeps a move when its logit deficit is at most tie_atol; the
    # argmax move itself has deficit exactly 0, so tie_atol = 0 keeps it (strict argmax dynamics).
    # By hand, Curie-Weiss n = 6, zero field: a site follows the majority of the other 5 sites.
    # From counts (c0, c1) = (4, 2) a 1-site sees four 0s and one 1 -> 0: (5, 1) -> (6, 0);
    # from (3, 3) a 0-site flips to 1 and a 1-site to 0: both attractors are reached, so the
    # exclusive basin of all-0 is {c0 >= 4}
    from exact.lumped import count_vectors

    C = count_vectors(6, 2).tolist()
    row = C.index([6, 0])
    basin = lc.count_basin(CurieWeiss(6, 1.0), row, tie_atol=0.0)
    assert [tuple(C[k]) for k in range(len(C)) if basin[k]] == [(4, 2), (5, 1), (6, 0)]
