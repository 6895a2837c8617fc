"""cmp14d: two boundaries of ``exact.checks`` (the fixed-point list, the Kolmogorov claim).

1. The check table lists at most five strict argmax fixed points and says ``(first 5)`` only
   when there are more than five: with exactly five, every one is listed, so nothing is cut.
   ``potts(5, 2, 1)``: the five constant states are its strict fixed points (each site's
   argmax is the other site's token, margin 1).
2. The Kolmogorov-ratio claim holds when the largest error is *within* its allowance
   (``error <= tolerance``, the same convention as detailed balance, whose property
   ``CheckReport.detailed_balance`` says "within its tolerance" and is ``<=``): an error equal
   to the allowance holds, one a hair above it fails.
"""

import dataclasses

import pytest

from exact.markov import ExactChain, check_claims
from toolkit.models import potts


def test_exactly_five_fixed_points_are_all_listed_without_first_five():
    r = check_claims(potts(5, 2, 1.0), temperature=1.0)
    assert r.n_fixed_points == 5
    text = r.table()
    assert "strict argmax fixed points: 5\n" in text
    assert "(first 5)" not in text


@pytest.fixture(scope="module")
def chain_and_tol():
    chain = ExactChain(potts(3, 2, 1.0), temperature=1.0)
    report = chain.check(0.25)
    return chain, report.tolerances["kolmogorov"]


@pytest.mark.parametrize("factor, holds", [(1.0, True), (1 + 1e-9, False)])
def test_kolmogorov_error_at_its_allowance_holds(chain_and_tol, factor, holds):
    chain, tol = chain_and_tol
    c = chain._random_scan()
    key = ("compatibility", None, 5)
    saved = c.compatibility()
    c._cache[key] = dataclasses.replace(saved, kolmogorov_max_error=tol * factor)
    try:
        claim = chain.check(0.25).claim("kolmogorov-ratio")
    finally:
        c._cache[key] = saved
    assert claim.bound == tol and claim.value == tol * factor
    assert claim.holds is holds
