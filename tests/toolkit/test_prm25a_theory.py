"""prm25a: Paulin's bound min_k k * ceil(ln(1/(4 eps^2 pi_min)) / -ln(1 - gamma_k)) keeps the
factor k (the k-th multiplicative gap is of (P*)^k P^k: k steps per contraction)."""

import math

from toolkit.theory import nonreversible_upper_bound


def test_factor_k_kept():
    # pi_min = 1/2, eps = 1/4: L = ln 8. gamma_1 = 0.5: ceil(ln 8 / ln 2) = 3;
    # gamma_2 = 0.9: ceil(ln 8 / ln 10) = 1, times k = 2: 2 (the docstring's case)
    assert nonreversible_upper_bound([0.5, 0.9], math.log(0.5)) == (2.0, 2)
    # gamma_3 = 0.99 (ceil(ln 8 / ln 100) = 1): 3 steps, not better than k = 2
    assert nonreversible_upper_bound([0.5, 0.9, 0.99], math.log(0.5)) == (2.0, 2)
    # k = 2 with gamma_2 = 0.75: 2 * ceil(ln 8 / ln 4) = 4 > 3 from k = 1
    assert nonreversible_upper_bound([0.5, 0.75], math.log(0.5)) == (3.0, 1)
