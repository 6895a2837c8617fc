"""prm23e sixth sweep (issue 30): :func:`toolkit.diagnostics.summarize_run` hands Sokal's ``c``
to every summary, the components of a vector observable (``name[k]``) as well as the scalar
ones (docstring: ":func:`summarize` of every recorded scalar observable ... vector
observables give one entry per component"). Checked against
:func:`integrated_autocorrelation_time` called directly with the same ``c``, on AR(1) draws
whose Sokal window differs between ``c = 1`` and the default ``c = 5``."""

from types import SimpleNamespace

import numpy as np
from scipy.signal import lfilter

from toolkit.diagnostics import integrated_autocorrelation_time, summarize_run


def _ar1(rng, a, N):   # x_t = a x_{t-1} + e_t
    return lfilter([1.0], [1.0, -a], rng.normal(size=N))


def test_c_reaches_vector_components():
    rng = np.random.default_rng(5)
    v = np.stack([np.stack([_ar1(rng, 0.9, 400), _ar1(rng, 0.5, 400)], axis=-1) for _ in range(2)])  # (2, 400, 2)
    s = np.stack([_ar1(rng, 0.9, 400) for _ in range(2)])                                            # (2, 400)
    run = SimpleNamespace(times=np.arange(400), observables={"v": v, "s": s})
    out = summarize_run(run, c=1.0)
    for k in range(2):
        want = integrated_autocorrelation_time(v[:, :, k], c=1.0).value
        assert abs(out[f"v[{k}]"].iat.value - want) <= 1e-12 * want
        assert "c=1)" in out[f"v[{k}]"].iat.method
        assert abs(want - integrated_autocorrelation_time(v[:, :, k]).value) > 1e-3 * want   # c matters here
    assert abs(out["s"].iat.value - integrated_autocorrelation_time(s, c=1.0).value) <= 1e-12 * out["s"].iat.value
