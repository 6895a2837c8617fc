"""prm23d (issue 30): tv_interval's split event is ``A = {x : P_hat_1(x) > Q(x)}`` (documented),
strictly: a value where the first half's frequency EQUALS ``Q`` is not in it. Here one value
ties exactly, and the lower end is recomputed from the documented rule with scipy."""
import math

import numpy as np
from scipy.stats import beta

from toolkit.unmasking import tv_deviation_bound, tv_interval


def test_lower_end_uses_the_strict_split_event():
    Q = np.array([0.25, 0.25, 0.5])
    first = np.repeat([0, 1, 2], [500, 250, 250])     # P_hat_1 = (0.5, 0.25, 0.25): value 1 ties Q
    second = np.repeat([0, 1], [500, 500])
    codes = np.concatenate([first, second])
    est = tv_interval(codes, Q, level=0.95)
    N, delta = codes.size, 0.05
    tv_hat = 0.5 * float(np.abs(np.bincount(codes, minlength=3) / N - Q).sum())
    assert math.isclose(tv_hat, 0.375)
    b = tv_deviation_bound(N, 3, delta / 2)
    A = np.array([True, False, False])                  # only value 0: 0.5 > 0.25
    c = int(A[second].sum())
    L = float(beta.ppf(delta / 2, c, second.size - c + 1))
    lo = max(0.0, tv_hat - b, L - float(Q[A].sum()))
    assert math.isclose(est.ci[0], lo, rel_tol=1e-12)
    assert math.isclose(est.ci[0], tv_hat - b, rel_tol=1e-12)   # here the concentration end is the larger
