"""ign17c (issue 30): ``toolkit.models.sceptr.load_sceptr(dtype=...)`` loads the model in the
dtype asked for (``SceptrMLM``'s ``dtype``; the float32 default is checked elsewhere): with
``dtype="float64"`` the weights and the forward pass are float64, and the declared logit
error is the float64 one, FLOAT64_RTOL of the row scale (at least 1), not float32's FLOAT32_RTOL."""

from __future__ import annotations

import numpy as np
import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("libtcrlm")
pytest.importorskip("sceptr")

from toolkit.models import sceptr as sc  # noqa: E402

pytestmark = pytest.mark.mlm


def test_load_sceptr_float64_is_float64():
    m = sc.load_sceptr(q=3, n=2, dtype="float64")
    assert m.dtype == torch.float64
    assert next(m.bert.parameters()).dtype == torch.float64
    assert sc.FLOAT64_RTOL < sc.FLOAT32_RTOL
    x, sites = np.zeros((1, 2), dtype=int), [0]
    L = m.logits(x, sites)
    scale = max(float(np.abs(L).max()), 1.0)   # the row's largest |logit| (at least 1)
    assert float(m.logit_error(x, sites, L)[0]) == pytest.approx(sc.FLOAT64_RTOL * scale, rel=1e-12)
