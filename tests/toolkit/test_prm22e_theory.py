"""prm22e: toolkit.theory.nonreversible_upper_bound when ln(1/(4 eps^2 pi_min)) <= 0 (eps > 1/2 and
pi_min ~ 1): no step is needed, the bound is 0 steps, never negative."""
import math

from toolkit import theory


def test_nonpositive_log_term_gives_zero_steps():
    # eps = 0.75, pi_min = 1: ln(1 / (4 * 0.5625)) = ln(4/9) < 0 -> m = 0 for every k
    assert theory.nonreversible_upper_bound([0.5], 0.0, eps=0.75) == (0.0, 1)
    # the other side, the docstring's case: ceil(ln 8 / ln 2) = 3 steps
    assert theory.nonreversible_upper_bound([0.5], math.log(0.5)) == (3.0, 1)
