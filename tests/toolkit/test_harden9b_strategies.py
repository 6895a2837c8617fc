"""harden9b (issue 30): ``contracting_models`` at its degenerate ends.

n = 1: no other site, so ``alpha_col = 0`` (an empty sum) whatever the couplings (it raised
ZeroDivisionError before this branch); ``alpha_max >= n - 1`` (1 at n = 2): the per-site
bound is capped below 1 so that ``artanh`` stays finite, and the promise
``alpha_col <= alpha_max`` still holds (checked with the exact influences)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings

from exact.influence import influence_matrix
from toolkit import strategies as S

FAST = settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FAST
@given(S.contracting_models(n=(1, 1)))
def test_one_site(m):
    assert m.length == 1


@FAST
@given(S.contracting_models(n=(2, 2), alpha_max=1.0))
def test_alpha_max_one_at_two_sites(m):
    R, _ = influence_matrix(m)
    assert R.sum(axis=0).max() <= 1.0
