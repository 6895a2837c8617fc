"""prm20e (issue 30): a model's declared (B, q) logit errors give each row its own largest error,
not the batch's (one row, the usual test, cannot tell)."""
from __future__ import annotations

import numpy as np

from toolkit.models.base import logit_error_bound


class _Declared:
    vocab_size, length = 2, 2

    def logits(self, x, sites):
        return np.zeros((len(sites), 2))

    def logit_error(self, x, sites, logits):
        return np.array([[1.0, 2.0], [3.0, 0.5]])


def test_rowwise_declared_errors():
    x = np.zeros((2, 2), dtype=int)
    err = logit_error_bound(_Declared(), x, np.array([0, 1]), np.zeros((2, 2)))
    assert err.tolist() == [2.0, 3.0]
