"""prm22a (fifth sweep, issue 30): exact.scans.fit_nlogn on inputs that are *not* an exact law.

- c, d of ``t = c n ln n + d n`` are the least-squares fit in logs (module docstring): the
  residuals r = ln t - ln(n (c ln n + d)) are orthogonal to the gradient of the model (the
  normal equations), which the starting linear fit of t/n on ln n does not satisfy off an exact
  law (on the tests' exact laws both fits are the law itself);
- AICc = m ln(RSS/m) + 2k + 2k(k + 1)/(m - k - 1), inf where m - k - 1 <= 0 (Hurvich-Tsai): with
  3 sizes the two-parameter laws cannot win."""

from __future__ import annotations

import math

import numpy as np

from exact.scans import fit_nlogn


def test_c_d_solve_the_normal_equations_in_logs():
    n = np.array([8.0, 16, 32, 64, 128])
    t = n * np.log(n) * np.array([1.30, 1.10, 1.25, 1.05, 1.20]) + 0.4 * n  # off any exact law
    f = fit_nlogn(n, t)
    ln = np.log(n)
    v = f.c * ln + f.d
    r = np.log(t) - np.log(n * v)
    # d r / d c = -ln n / v, d r / d d = -1 / v: at the least-squares point sum r * grad = 0
    g = np.array([np.sum(r * ln / v), np.sum(r / v)])
    assert np.all(np.abs(g) < 1e-6), g  # least_squares stops near 1e-9 here; the linear fit gives ~5e-3
    # and the fit is not the linear one of t/n on ln n (which these data move off the optimum)
    c0, d0 = np.linalg.lstsq(np.column_stack([ln, np.ones_like(ln)]), t / n, rcond=None)[0]
    assert abs(f.c - c0) > 1e-4


def test_aicc_hand_values_and_three_sizes():
    n = np.array([10.0, 20, 40])
    t = np.array([30.0, 70.0, 200.0])
    f = fit_nlogn(n, t)
    # m = 3: the two-parameter laws (c n ln n + d n, b n^a) have m - k - 1 = 0: AICc = inf
    assert math.isinf(f.aicc[0]) and math.isinf(f.aicc[2])
    assert f.best == "c n ln n"
    # the one-parameter law: c = exp(mean(ln t - ln(n ln n))), AICc = 3 ln(RSS/3) + 2 + 4/1
    y = np.log(t) - np.log(n * np.log(n))
    rss = float(np.sum((y - y.mean()) ** 2))
    assert math.isclose(f.aicc[1], 3 * math.log(rss / 3) + 2 + 4, rel_tol=1e-9)
