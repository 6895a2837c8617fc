"""prm24c seventh sweep (issue 30): ``exact.lumped_checks.count_uphill_moves``'s ``tie_atol``, never
passed off its default (benchmarks/results/default-only-args-2026-12-06.md): a move counts as uphill
only when its deficit exceeds ``tie_atol``.

By hand (Curie-Weiss, n = 10, beta = 1, from all-plus through its basin): the move from m to m - 1
ones costs ``2 beta |S| / n`` with ``S = 2m - n - 1`` (as in tests/exact/test_lumped.py at n = 200),
i.e. 1.8, 1.4, 1.0, 0.6, 0.2 for m = 10..6: five uphill moves of total 5.0 at the default tie_atol;
with ``tie_atol = 0.5`` the last (0.2) is a tie, leaving four of total 4.8."""

from __future__ import annotations

import pytest

from exact.lumped_checks import count_basin, count_fixed_points, count_uphill_moves
from toolkit.models import CurieWeiss


def test_tie_atol_decides_which_moves_are_uphill():
    m = CurieWeiss(10, 1.0)
    f = count_fixed_points(m)[0]
    mask = count_basin(m, f.row)
    k, V = count_uphill_moves(m, f.row, mask)
    assert k == 5 and V == pytest.approx(5.0, abs=1e-9)
    k, V = count_uphill_moves(m, f.row, mask, tie_atol=0.5)
    assert k == 4 and V == pytest.approx(4.8, abs=1e-9)
