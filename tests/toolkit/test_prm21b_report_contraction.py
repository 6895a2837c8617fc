"""prm21b (fourth sweep, loose assertions): the report's contraction section
(:mod:`toolkit.app.report.contraction`): the fit ``t_mix ~ c n ln n`` over ``n >= 3`` is the
least-squares line THROUGH 0, and its ``R^2`` is ``1 - SS_res/SS_tot`` of that fit (no
intercept removed from the residuals), recomputed here with numpy's ``lstsq`` from the exact
``t_mix`` of the section's own scan (tests that only ask for ``R^2 > 0.9`` cannot see either)."""

import numpy as np
import pytest

from toolkit.app.report import contraction


def test_fit_is_least_squares_through_zero_and_r2_of_that_fit(tmp_path):
    s = contraction.section_contraction(str(tmp_path), quick=True)
    rows = [r for r in s.data["scan"]["rows"] if r["n"] >= 3]
    n = np.array([r["n"] for r in rows], dtype=float)
    t = np.array([r["t_mix"] for r in rows], dtype=float)
    x = (n * np.log(n))[:, None]
    (c,), *_ = np.linalg.lstsq(x, t, rcond=None)
    res = t - c * x[:, 0]
    r2 = 1 - (res @ res) / np.sum((t - t.mean()) ** 2)
    assert s.data["fit_c"] == pytest.approx(c, rel=1e-12)
    assert s.data["fit_r2"] == pytest.approx(r2, rel=1e-12)
    assert f"`c = {c:.3f}`, `R^2 = {r2:.4f}`" in " ".join(s.text)
