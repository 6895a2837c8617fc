"""Coverage-driven guards of ``exact.lumped_checks`` (issue 30, helper cov5h1): the size and
input checks of the count rectangles, influences, basins and uphill paths, and the
``t_mix_kind`` of a lumped report whose certified route ran out of its step budget."""

from __future__ import annotations

import math

import numpy as np
import pytest

from exact.lumped_checks import (
    MAX_COUNT_RECTANGLES,
    count_basin,
    count_influence,
    count_rectangles,
    count_uphill_moves,
    lumped_exact_report,
)
from toolkit.exceptions import InvalidInputError
from toolkit.models.exchangeable import CurieWeiss, IdenticalSites, MeanFieldPotts, count_vectors

from ..independent import dense_kernel, gth


class _NanLogits:
    vocab_size = 2
    length = 3

    def count_logits(self, c):
        L = np.zeros((np.asarray(c).shape[0], 2))
        L[0, 0] = np.nan
        return L


def test_rectangles_and_influence_need_two_sites():
    with pytest.raises(InvalidInputError, match=r"rectangles need a model with n >= 2 sites; got n=1"):
        count_rectangles(IdenticalSites(1, [0.0, 1.0]))
    with pytest.raises(InvalidInputError, match=r"influences need a model with n >= 2 sites; got n=1"):
        count_influence(IdenticalSites(1, [0.0, 1.0]))


def test_rectangle_count_limit():
    # q = 10, n = 11: C(q, 2)^2 = 2025 token pairs times C(n - 2 + q - 1, q - 1) = C(18, 9) = 48620
    # contexts of the other n - 2 sites = 98455500 > 5e7
    want = math.comb(10, 2) ** 2 * math.comb(18, 9)
    assert want > MAX_COUNT_RECTANGLES
    with pytest.raises(InvalidInputError, match=rf"the model has {want} count rectangles, above {MAX_COUNT_RECTANGLES}"):
        count_rectangles(MeanFieldPotts(10, 11, 1.0))


def test_rectangles_refuse_non_finite_logits():
    # the table of a site's n - 1 = 2 others: count vectors (2, 0), (1, 1), (0, 2)
    with pytest.raises(InvalidInputError, match=r"model.count_logits must return finite logits of shape \(3, 2\)"):
        count_rectangles(_NanLogits())


def test_count_basin_row_must_be_a_monochromatic_fixed_point():
    m = CurieWeiss(6, 3.0)
    C = count_vectors(6, 2)
    mono = int(np.flatnonzero(C[:, 0] == 6)[0])
    mixed = int(np.flatnonzero(C[:, 0] == 3)[0])
    for row in (-1, C.shape[0], mixed):
        with pytest.raises(InvalidInputError, match=rf"`row` must be the count row of a monochromatic strict fixed point; got {row}"):
            count_basin(m, row)
    # T = 0 majority rule (n - 1 = 5 others): the all-0 class keeps the classes with at most 2 ones
    # the antiferromagnet's balanced class (3, 3) is a strict fixed point (a site's 5 others hold
    # 3 of the other token and 2 of its own), but not monochromatic: no basin of counts
    anti_row = int(np.flatnonzero(C[:, 0] == 3)[0])
    with pytest.raises(InvalidInputError, match=rf"monochromatic strict fixed point; got {anti_row}"):
        count_basin(CurieWeiss(6, -3.0), anti_row)
    basin = count_basin(m, mono)
    assert sorted(int(C[r, 1]) for r in np.flatnonzero(basin)) == [0, 1, 2]


def test_uphill_moves_mask_checks():
    m = CurieWeiss(6, 3.0)
    C = count_vectors(6, 2)
    row = int(np.flatnonzero(C[:, 0] == 6)[0])
    N = C.shape[0]
    everything = np.ones(N, dtype=bool)
    not_holding = np.zeros(N, dtype=bool)
    not_holding[(row + 1) % N] = True
    for mask in (everything, not_holding, np.ones(N - 1, dtype=bool)):
        with pytest.raises(InvalidInputError, match=rf"`in_set` must be a boolean mask over the {N} count vectors holding row {row}"):
            count_uphill_moves(m, row, mask)


def test_report_out_of_step_budget_says_so(monkeypatch):
    # CurieWeiss(8, -3): the monochromatic starts mix by t = 6 (count-chain doubling), the worst
    # start (the balanced class) at 17; with no budget for interior classes the report has no
    # t_mix and names the budget, with the lower bound 6
    import exact.lumped as lumped
    # the lower bound: t_mix from the all-0 start, by dense powers of the enumerated kernel
    P = dense_kernel(CurieWeiss(8, -3.0), 1.0)
    pi = gth(P)
    mu, t = np.eye(P.shape[0])[0], 0
    while 0.5 * np.abs(mu - pi).sum() > 0.25:
        mu, t = mu @ P, t + 1
    assert t == 6
    monkeypatch.setattr(lumped, "STEP_BUDGET", 0)
    r = lumped_exact_report(CurieWeiss(8, -3.0), starts="certified")
    assert r.t_mix is None
    assert r.t_mix_kind.startswith("not exact: start classes left unevaluated within the class-chain budget")
    assert r.t_mix_kind.endswith("(t_mix >= 6)")
