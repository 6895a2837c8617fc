"""prm25c (issue 30, eighth sweep): ``mcse(method='sokal', c=...)`` uses the window constant
it is given.

Contract (``mcse``): "sokal" (default) is the mean's standard error
``sd * sqrt(tau / (m N))`` of :func:`mean_estimate` at the same ``c``; on an AR(1) sequence
(a = 0.9) Sokal's window, hence tau, depends on c, so c = 5 and c = 20 differ."""

import numpy as np
import pytest

from toolkit.diagnostics import mcse, mean_estimate


def test_mcse_hands_c_on():
    rng = np.random.default_rng(7)
    x = np.zeros((2, 3000))
    for t in range(1, x.shape[1]):
        x[:, t] = 0.9 * x[:, t - 1] + rng.normal(size=2)
    a, b = mean_estimate(x, c=5.0).stderr, mean_estimate(x, c=20.0).stderr
    assert a != pytest.approx(b, rel=1e-6)
    assert mcse(x, c=20.0) == pytest.approx(b, rel=1e-12)
    assert mcse(x, c=5.0) == pytest.approx(a, rel=1e-12)
