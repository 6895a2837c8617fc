"""harden9b (issue 30): the closed-form bounds at their exact boundaries.

- Paulin's bound ``min_k k * ceil(ln(1/(4 eps^2 pi_min)) / -ln(1 - gamma_k))``: at
  ``gamma_k = 1`` one application of ``(P*)^k P^k`` already mixes, so the term is ``k * 1``
  (never 0: the chain needs at least one step when ``pi_min < 1``); a ``k`` whose
  ``gamma_k - error_k`` is exactly 0 gives no bound (docstring: "a k whose interval reaches
  0 gives no bound");
- ``log_reversible_lower_bound`` at ``gap = 1`` (``ln gap = 0``): ``-inf`` (docstring)."""

from __future__ import annotations

import math

from toolkit.theory import log_reversible_lower_bound, nonreversible_upper_bound


def test_paulin_gamma_exactly_one():
    # pi_min = 1/2, eps = 1/4: L = ln 8 > 0, gamma_1 = 1 -> 1 x 1 step
    assert nonreversible_upper_bound([1.0], math.log(0.5)) == (1.0, 1)
    # gamma_1 = 0.5 (3 steps, docstring), gamma_2 = 1 -> 2 x 1 = 2 < 3
    assert nonreversible_upper_bound([0.5, 1.0], math.log(0.5)) == (2.0, 2)


def test_paulin_interval_reaching_zero_gives_no_bound():
    assert nonreversible_upper_bound([0.5], math.log(0.5), gamma_errors=[0.5]) == (math.inf, None)
    # k = 1 dropped, k = 2 with gamma 0.9 - 0.0: 2 ceil(ln 8 / ln 10) = 2
    assert nonreversible_upper_bound([0.5, 0.9], math.log(0.5), gamma_errors=[0.5, 0.0]) == (2.0, 2)


def test_log_lower_bound_at_gap_one():
    assert log_reversible_lower_bound(0.0) == -math.inf
