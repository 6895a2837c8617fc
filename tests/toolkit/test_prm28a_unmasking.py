"""prm28a: tv_interval's lower end is the LARGEST of 0, the concentration bound TV(P_hat, Q) - b
and the split bound L - Q(A) (toolkit.unmasking.tv_interval docstring). The tested cases had
the split bound on top (or everything at 0); here the split gives nothing (the second half never
falls in the event chosen on the first half) while TV(P_hat, Q) - b is large."""
import numpy as np
import pytest

from toolkit.unmasking import tv_deviation_bound, tv_interval


def test_lower_end_keeps_the_concentration_bound_when_the_split_gives_nothing():
    N = 4000
    codes = np.r_[np.full(N // 2, 1), np.full(N // 2, 2)]   # first half: all 1, second half: all 2
    Q = np.array([0.9, 0.05, 0.05])
    est = tv_interval(codes, Q)
    # by hand: P_hat = (0, 1/2, 1/2), TV(P_hat, Q) = (0.9 + 0.45 + 0.45) / 2 = 0.9
    tv_hat = 0.9
    b = tv_deviation_bound(N, 3, 0.05 / 2)
    # split: A = {1} chosen on the first half; no draw of the second half is 1, so L = 0 and the
    # split bound is 0 - Q(A) = -0.05 < 0: the lower end is TV(P_hat, Q) - b alone
    assert b < 0.1
    assert est.value == pytest.approx(tv_hat, abs=1e-12)
    assert est.ci[0] == pytest.approx(tv_hat - b, abs=1e-12)
    assert est.ci[1] == pytest.approx(min(1.0, tv_hat + b), abs=1e-12)
