"""prm19e (issue 30): ``_prevalence`` (clustered by context) takes the Wilson interval at the
effective size ``p(1-p)/se^2``, at most ``N``, and ``N`` itself when ``0 < p < 1`` and the
contexts show no spread (``se = 0``); ``m`` is for ``p`` 0 or 1 only (docstring)."""

from __future__ import annotations

import numpy as np

from toolkit.coupling import wilson_interval
from toolkit.incompat import _prevalence


def test_no_spread_between_contexts_takes_n_rectangles():
    # 2 contexts of 4 rectangles, 2 certified in each: p = 1/2 and c_k = p N_k exactly (se = 0)
    cert = np.array([1, 1, 0, 0, 1, 0, 1, 0], dtype=bool)
    ctx = np.array([0, 0, 0, 0, 1, 1, 1, 1])
    e = _prevalence(cert, ctx, wilson_interval)
    assert e.value == 0.5 and e.stderr == 0.0
    assert np.allclose(e.ci, wilson_interval(4.0, 8.0))   # p n_eff = 4 of n_eff = N = 8
    assert "effective size 8 of 8" in e.method
