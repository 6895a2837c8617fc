"""prm20d (issue 30): fit_nlogn's AICc of the one-parameter law ``c n ln n`` counts one
parameter: AICc = m ln(RSS/m) + 2k + 2k(k+1)/(m-k-1) with k = 1 (Hurvich and Tsai 1989),
RSS of the log residuals y - ln(c n ln n), c = exp(mean(y - ln(n ln n))) (module docstring)."""
import math

import numpy as np

from exact.scans import fit_nlogn


def test_aicc_of_the_plain_law_counts_one_parameter():
    n = np.array([8.0, 12.0, 16.0, 24.0, 32.0, 48.0])
    t = np.array([40.0, 71.0, 95.0, 160.0, 221.0, 362.0])   # an irregular, hand-chosen series
    f = fit_nlogn(n, t)
    y, ln = np.log(t), np.log(n)
    c = math.exp(float(np.mean(y - np.log(n * ln))))
    r = y - np.log(c * n * ln)
    m, k = r.size, 1
    expected = m * math.log(float(r @ r) / m) + 2 * k + 2 * k * (k + 1) / (m - k - 1)
    assert math.isclose(f.c_plain, c, rel_tol=1e-12)
    assert math.isclose(f.aicc[1], expected, rel_tol=1e-9, abs_tol=1e-9)
