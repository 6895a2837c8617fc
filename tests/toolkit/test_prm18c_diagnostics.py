"""prm18c promise sweep: toolkit.diagnostics (summarize's window constant c)."""

from __future__ import annotations

import math

import numpy as np

from toolkit.diagnostics import summarize


def test_summary_mean_stderr_uses_the_same_c_as_its_iat():
    rng = np.random.default_rng(3)
    x = np.zeros((4, 2000))
    for t in range(1, x.shape[1]):  # AR(1), a = 0.9: tau = 19, where Sokal's window c matters
        x[:, t] = 0.9 * x[:, t - 1] + rng.normal(size=4)
    for c in (2.0, 8.0):
        s = summarize(x, c=c)
        # "mean with standard error sd * sqrt(tau / (m N))" with the summary's own tau
        want = x.std(ddof=1) * math.sqrt(s.iat.value / x.size)
        assert abs(s.mean.stderr - want) <= 1e-12 * want
