"""prm21b (fourth sweep, loose assertions): the toy table of the report's incompatibility
section (:mod:`toolkit.app.report.incompatibility`) read as values, not as "<= 1e-9" or "> 0":
its Kolmogorov column is the MAX over rectangles of ``|Kolmogorov - log R|`` and its
``max |log R|`` column is of the absolute value, on a family where the most negative ``log R``
is the largest in magnitude (asymmetric random pairwise, q = 3, n = 5: max log R = 6.53, max
|log R| = 6.79), both recomputed here with numpy from the exact rectangle table and kernel."""

import numpy as np
import pytest

from exact import glauber_kernel
from exact.compat import kolmogorov_log_ratios
from exact.rectangles import all_rectangles
from toolkit.app.report import incompatibility
from toolkit.models import make_model

FAMILY = ("asymmetric random pairwise q=3 n=5", "asymmetric-pairwise", dict(q=3, n=5, scale=1.0, seed=0), False)


def test_toy_row_max_abs_log_r_and_kolmogorov_error(monkeypatch, tmp_path):
    monkeypatch.setattr(incompatibility, "TOY_FAMILIES", (FAMILY,))
    s = incompatibility.section_incompatibility(str(tmp_path), quick=True, real=False)
    (row,) = s.data["toy"]
    model = make_model(FAMILY[1], **FAMILY[2])
    table = all_rectangles(model, temperature=1.0)
    log_r = np.asarray(table.log_r, dtype=float)
    err = np.abs(kolmogorov_log_ratios(glauber_kernel(model, temperature=1.0), table) - log_r)
    assert np.abs(log_r).max() > log_r.max() + 0.1  # the precondition: signed max != max |.|
    assert row["max_abs_log_r"] == pytest.approx(np.abs(log_r).max(), rel=1e-12)
    assert err.max() > 2 * err.mean() > 0  # the precondition: max and mean differ
    assert row["kolmogorov_error"] == pytest.approx(err.max(), rel=1e-9, abs=0)  # values ~1e-15: no abs slack
