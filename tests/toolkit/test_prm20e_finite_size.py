"""prm20e (issue 30): ``_fit_tc`` weights each peak location by ``1/sigma`` (least squares of
``(T* - fit) / sigma``), checked against scipy's ``curve_fit`` with the same ``sigma`` and unequal
errors (equal errors, as in the other tests, make every weighting agree)."""
from __future__ import annotations

import numpy as np
from scipy.optimize import curve_fit

from toolkit.finite_size import _fit_tc


def test_fit_tc_weights_match_curve_fit():
    n = np.array([8, 16, 32, 64, 128.0])
    Ts = 1 + 2 / n + np.array([0.01, -0.02, 0.015, -0.01, 0.005])
    sigma = np.array([0.01, 0.02, 0.05, 0.01, 0.03])
    want, _ = curve_fit(lambda n, tc, a, th: tc + a * n**-th, n, Ts, p0=[1, 2, 1], sigma=sigma,
                        absolute_sigma=True, bounds=([-10, -100, 0.05], [10, 100, 3]))
    tc, a, theta = _fit_tc(n, Ts, sigma)
    # the 1/sigma^2 weighting would give T_c = 1.00663, theta = 1.366
    assert abs(tc - want[0]) < 1e-5 and abs(theta - want[2]) < 1e-4 and abs(a - want[1]) < 1e-3
