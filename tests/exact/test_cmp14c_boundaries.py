"""cmp14c: boundary and call survivors of the automut sweep (compare, call), package ``exact``.

Each test sits at the boundary the mutant moves and says, from the docstring or the
mathematics, which side the equality belongs to.
"""

from __future__ import annotations

import math
from dataclasses import replace

import numpy as np
import pytest

from exact._gth import _gth
from exact.influence import ContractionCheck, influence
from exact.lumped import sector_inputs
from exact.lumped_sectors import collatz_wielandt_bound, sector_operator, three_token_gap
from exact.unmasking import partial_conditionals
from toolkit.exceptions import InvalidInputError
from toolkit.models import potts
from toolkit.models.exchangeable import MeanFieldPotts


def test_contraction_check_holds_when_t_mix_equals_the_bound():
    # cmp14c.influence.holds_strict: ContractionCheck.holds says whether the path-coupling
    # bound on t_mix holds, i.e. t_mix <= bound (an upper bound that is met with equality
    # holds); slack = bound - t_mix is then 0. A contracting report (Potts ring far above T_0)
    # with t_mix set to its own bound is the equality case.
    rep = influence(potts(2, 4, 0.5, graph="cycle"), temperature=2.0)
    assert rep.contracting and rep.contraction_bound is not None
    b = rep.contraction_bound
    at = ContractionCheck(rep, t_mix=b)
    assert at.holds is True and at.slack == 0
    assert ContractionCheck(rep, t_mix=b + 1).holds is False
    assert replace(at, t_mix=b - 1).holds is True


def test_three_token_gap_certifies_only_sectors_strictly_below():
    # cmp14c.lumped_sectors.certified_at_below: three_token_gap certifies (does not solve) a
    # sector whose Collatz-Wielandt bound is *below* ``below``; a bound equal to ``below``
    # leaves the sector's top eigenvalue possibly at ``below``, so it is solved. n = 3: the
    # sign sector (1, 1, 1) is one row, so its bound is |S_00| (1 + 1e-12) whatever the target
    # (no ARPACK refinement under 3 rows); the (2, 1, 0) sector's bound (~0.75) is far above.
    m = MeanFieldPotts(3, 3, 1.0)
    lp, lpc = sector_inputs(m, temperature=1.0)
    S = sector_operator((1, 1, 1), lp, lpc)
    assert S.shape == (1, 1)
    b = abs(float(S.toarray()[0, 0])) * (1 + 1e-12)   # the documented bound of a 1 x 1 sector
    assert collatz_wielandt_bound(S) == b
    assert three_token_gap(3, lp, lpc, below=b).n_certified == 0                        # equal: solved
    assert three_token_gap(3, lp, lpc, below=math.nextafter(b, math.inf)).n_certified == 1  # below: certified


class _Wide:
    """q = 9, n = 300: (q + 1)**n = 10**300 partial states (refused before any logit is asked)."""

    vocab_size, length = 9, 300

    def logits(self, x, sites):  # pragma: no cover - never called
        raise AssertionError

    def masked_logits(self, x, mask):  # pragma: no cover - never called
        raise AssertionError


def test_partial_conditionals_quotes_1e300_partial_states_as_about():
    # cmp14c.unmasking.count_digits_300: the refusal quotes the count to 3 digits below 1e300
    # and as "about 1eD" from 1e300 on (docstring); 10**300 (n log10(q + 1) = 300 exactly) is
    # the boundary and belongs to the "about" form.
    with pytest.raises(InvalidInputError, match=r"10\*\*300 = about 1e300, above max_partial"):
        partial_conditionals(_Wide(), max_partial=1e6)
    narrower = _Wide()
    narrower.length = 299    # 10**299: below the boundary, quoted to 3 digits
    with pytest.raises(InvalidInputError, match=r"10\*\*299 = 1e\+299, above max_partial"):
        partial_conditionals(narrower, max_partial=1e6)


def test_blocked_gth_with_a_closed_pair_inside_a_block_gives_nan():
    # cmp14c._gth.block_pivot_any: a 200-state ring (the block 72..199 eliminated at once) in which
    # states 150 and 151 only move to each other: each can leave itself (the row-sum fast path
    # passes) but the pair is a closed class, so the chain is reducible and has no unique
    # stationary law: NaN everywhere, as for an absorbing state (harden8h1). The pair's second
    # pivot is 0 (its only move goes back to an eliminated state of the pair): I - P_BB is singular.
    N = 200
    A = np.zeros((N, N))
    for i in range(N):
        A[i, (i + 1) % N] = A[i, (i - 1) % N] = 0.3
    A[150, :] = A[151, :] = 0.0
    A[150, 151] = A[151, 150] = 0.3
    x = _gth(A.copy())
    assert x.shape == (N,) and np.isnan(x).all()
