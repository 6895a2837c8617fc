"""prm25a: logit_error_bound's logit_rtol rule: rtol times the row's largest |logit|, AT LEAST 1
(its docstring), on the rtol branch as on the default one."""

import types

import numpy as np

from toolkit.models.base import logit_error_bound


def test_rtol_scale_has_floor_one():
    model = types.SimpleNamespace(logit_rtol=1e-6, length=2, vocab_size=2)
    logits = np.array([[0.1, -0.2], [3.0, -5.0], [0.0, 0.0]])
    x = np.zeros((3, 2), dtype=np.int64)
    err = logit_error_bound(model, x, np.zeros(3, dtype=np.int64), logits)
    np.testing.assert_allclose(err, [1e-6 * 1.0, 1e-6 * 5.0, 1e-6 * 1.0], rtol=1e-15)
