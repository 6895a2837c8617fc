"""prm20e (issue 30): ``tv_interval``'s split lower end counts the second half's ``N - N1`` draws
(an even N, the doctest's, has N - N1 = N1)."""
from __future__ import annotations

import numpy as np

from toolkit.unmasking import tv_interval


def test_split_lower_end_with_an_odd_number_of_draws():
    # N = 5 draws all 1 against Q = (1, 0): N1 = 2 chooses A = {1}; the other 3 draws are all in A,
    # so the one-sided Clopper-Pearson end is the Beta(3, 1) quantile (0.025)^(1/3) (cdf x^3); Q(A) = 0
    # and TV_hat - b = 1 - 0.7595 is lower, so the interval starts at 0.025^(1/3)
    est = tv_interval(np.ones(5, dtype=int), [1.0, 0.0])
    assert abs(est.ci[0] - 0.025 ** (1 / 3)) < 1e-9
