"""prm25b (eighth sweep, issue 30): ``SceptrMLM.logit_error`` per dtype. float16 and bfloat16 are
"as LOW_PRECISION_RTOL" (``toolkit.models.base``'s table for the low-precision dtypes), not one
value for both; only float32 and float64 were read by the tests."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest

torch = pytest.importorskip("torch")

from toolkit.models import base  # noqa: E402
from toolkit.models.sceptr import FLOAT32_RTOL, FLOAT64_RTOL, SceptrMLM  # noqa: E402


@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16, torch.float32, torch.float64])
def test_logit_error_per_dtype(dtype):
    name = str(dtype).removeprefix("torch.")
    want = {"float32": FLOAT32_RTOL, "float64": FLOAT64_RTOL}.get(name)
    if want is None:
        want = base.LOW_PRECISION_RTOL[name]
    logits = np.array([[0.5, -3.0, 2.0], [0.1, 0.2, -0.3]])
    got = SceptrMLM.logit_error(SimpleNamespace(dtype=dtype), None, None, logits)
    np.testing.assert_allclose(got, want * np.array([3.0, 1.0]), rtol=1e-15)
