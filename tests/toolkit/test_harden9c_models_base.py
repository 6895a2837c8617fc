"""harden9c: toolkit.models.base.logit_error_bound with two declarations at once (a
``logit_rtol`` and a low-precision ``dtype``; issue 30)."""

import numpy as np

from toolkit.models.base import LOW_PRECISION_RTOL, logit_error_bound, logit_error_source


class _Model:
    vocab_size, length = 2, 3

    def __init__(self, **attrs):
        self.__dict__.update(attrs)

    def logits(self, x, sites):
        return np.zeros((len(sites), 2))


def test_logit_rtol_comes_before_the_dtype():
    # "Otherwise: a logit_rtol attribute times the row's largest |logit| (at least 1); a
    # low-precision dtype attribute ... by LOW_PRECISION_RTOL": the declared rtol is used first,
    # as logit_error_source says
    logits = np.array([[2.0, -5.0], [0.1, 0.2]])
    x, sites = np.zeros((2, 3), dtype=int), np.array([0, 1])
    both = _Model(logit_rtol=1e-3, dtype="float32")
    assert np.allclose(logit_error_bound(both, x, sites, logits), [5e-3, 1e-3], rtol=1e-15, atol=0)
    assert logit_error_source(both).startswith("logit_rtol=0.001")
    only_dtype = _Model(dtype="float32")
    assert np.allclose(logit_error_bound(only_dtype, x, sites, logits), LOW_PRECISION_RTOL["float32"] * np.array([5.0, 1.0]),
                       rtol=1e-15, atol=0)
