"""Automatic sweep 7 (issue 30, branch sweep7a3): toolkit.models.sceptr.

``SceptrMLM.logit_error`` by hand (its docstring): ``rtol`` of the dtype times each row's
largest ``|logit|``, at least 1 (``np.maximum``, not ``np.minimum``: a row of large logits gets
a proportionally large bound); float32 3e-5, float64 1e-12, float16 1e-2, bfloat16 and
anything else 5e-2. Called on a stand-in holding only ``dtype`` (no weights needed).
"""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest

from toolkit.models.sceptr import SceptrMLM

ROWS = np.array([[3.0, -5.0, 0.5], [0.1, -0.2, 0.0], [1.0, -1.0, 0.0], [-40.0, 2.0, 1.0]])
SCALE = np.array([5.0, 1.0, 1.0, 40.0])  # max(max_a |l_a|, 1) per row


@pytest.mark.parametrize("dtype, rtol", [("torch.float32", 3e-5), ("torch.float64", 1e-12),
                                         ("torch.float16", 1e-2), ("torch.bfloat16", 5e-2),
                                         ("torch.int8", 5e-2)])
def test_logit_error_is_rtol_times_the_rows_largest_logit_at_least_one(dtype, rtol):
    stand_in = SimpleNamespace(dtype=dtype)
    got = SceptrMLM.logit_error(stand_in, None, None, ROWS)
    np.testing.assert_allclose(got, rtol * SCALE, rtol=1e-15)


def test_logit_error_of_no_rows_is_empty():
    got = SceptrMLM.logit_error(SimpleNamespace(dtype="torch.float32"), None, None, np.zeros((0, 3)))
    assert got.shape == (0,)
