"""prm22c fifth sweep (issue 30): the contraction section fits ``t_mix ~ c n ln n`` over every
size ``n >= 3``.

Contract (the section's text: "Fit `t_mix ~ c n ln n` over `n >= 3`"): a least-squares line
through the origin on the sizes 3..n_max of the scan. The earlier checks recomputed the fit
from the same selection or only its shape; here the expected ``c`` and ``R^2`` come from numpy's
``lstsq`` on the scan's own (n, t_mix) rows with ``n >= 3`` (n = 3 included, n = 2 not)."""

import numpy as np
import pytest

from toolkit.app.report.contraction import section_contraction


def test_fit_uses_every_size_from_three(tmp_path):
    s = section_contraction(str(tmp_path), quick=True)
    rows = [(r["n"], r["t_mix"]) for r in s.data["scan"]["rows"]]
    assert min(n for n, _ in rows) == 2 and any(n == 3 for n, _ in rows)
    n = np.array([a for a, _ in rows if a >= 3], dtype=float)
    t = np.array([b for a, b in rows if a >= 3], dtype=float)
    x = n * np.log(n)
    c = np.linalg.lstsq(x[:, None], t, rcond=None)[0][0]
    r2 = 1 - np.sum((t - c * x) ** 2) / np.sum((t - t.mean()) ** 2)
    assert s.data["fit_c"] == pytest.approx(c, rel=1e-12)
    assert s.data["fit_r2"] == pytest.approx(r2, rel=1e-12)
