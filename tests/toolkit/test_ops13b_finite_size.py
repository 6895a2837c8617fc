"""ops13b: the bootstrap error of ``gamma/nu`` (peak height) resamples the peak heights.

:mod:`toolkit.finite_size`: with replicates, an exponent's statistical error is "the bootstrap
over replicates" (``fss_verdict`` resamples the replicate index and refits each resample).
Synthetic data where the fit is known in closed form: ``chi_r(n, T) = c[n, r] n^g s(T)`` with
a fixed shape ``s = (1/2, 1, 1/2)`` peaked inside the grid, so the refined peak height (a
parabola through the three points, linear in ``chi``) is ``mean_r c[n, r] n^g`` times one
constant, and ``gamma/nu`` is the least-squares slope of ``log mean_r c[n, r] + g log n`` on
``log n``. Four sizes (``MIN_FIT_SIZES``): no finite-size drift, so the error is the
bootstrap's alone, which an independent bootstrap of that slope (same resampling: one
replicate index drawn for all sizes) estimates to a few per cent.
"""

import numpy as np
import pytest

from toolkit.finite_size import ScalingData, fss_verdict


def _data():
    n = np.array([8.0, 16.0, 32.0, 64.0])
    T = np.array([0.5, 1.0, 1.5])
    R, g = 16, 1.75
    c = np.exp(0.2 * np.random.default_rng(5).standard_normal((n.size, R)))  # replicate spread
    reps = np.empty((n.size, T.size, R, 2))
    reps[..., 0] = 0.4
    reps[..., 1] = n[:, None, None] ** g * np.array([0.5, 1.0, 0.5])[None, :, None] * c[:, None, :]
    mean = reps.mean(axis=2)
    d = ScalingData(T, n, binder=mean[..., 0], susceptibility=mean[..., 1], replicates=reps, method="sampled")
    return d, n, c, g


def test_peak_height_exponent_bootstrap_error():
    d, n, c, g = _data()
    e = fss_verdict(d, n_boot=200, rng=0).exponents["gamma/nu (peak height)"]
    slope = np.polyfit(np.log(n), np.log(c.mean(axis=1)) + g * np.log(n), 1)[0]
    assert e.value == pytest.approx(slope, rel=1e-9)
    gen = np.random.default_rng(1)
    boot = []
    for _ in range(2000):
        idx = gen.integers(0, c.shape[1], size=c.shape[1])
        boot.append(np.polyfit(np.log(n), np.log(c[:, idx].mean(axis=1)) + g * np.log(n), 1)[0])
    sd = float(np.std(boot, ddof=1))  # 0.026 here
    assert 0.7 * sd <= e.stderr <= 1.4 * sd  # a resample that kept the original heights gives 0
