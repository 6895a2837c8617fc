"""Audit 14c (issue 30): two documented promises of :mod:`toolkit.plot` that the first run of
audit 14c found unchecked.

- ``save``: "a figure wider than ``max_width`` inches is narrowed to it (its height kept)";
- ``plot_nlogn``: the ``c n ln n`` fit is over the rows with an exact ``t_mix`` (and ``n >= 3``);
  a row whose ``t_mix`` is None (not reached) is left out of the fit, not turned into a NaN fit.
"""

import math
from types import SimpleNamespace

import numpy as np
import pytest

pytest.importorskip("matplotlib")

from toolkit.plot import MAX_WIDTH_IN, plot_nlogn, pyplot, save  # noqa: E402


def test_save_narrows_a_wide_figure_and_keeps_its_height(tmp_path):
    fig, ax = pyplot().subplots(figsize=(11.0, 4.0))
    ax.plot([0, 1], [0, 1])
    assert save(fig, str(tmp_path), "wide.png") == "wide.png"
    w, h = fig.get_size_inches()
    assert (float(w), float(h)) == pytest.approx((MAX_WIDTH_IN, 4.0), abs=1e-12)   # height kept, not 4 * 8.8/11
    assert (tmp_path / "wide.png").is_file()


def test_save_leaves_a_narrow_figure_as_drawn(tmp_path):
    fig, _ = pyplot().subplots(figsize=(5.0, 3.0))
    save(fig, str(tmp_path), "narrow.png")
    assert tuple(float(v) for v in fig.get_size_inches()) == pytest.approx((5.0, 3.0), abs=1e-12)


def _row(n, t_mix, bound=None):
    return SimpleNamespace(n=n, t_mix=t_mix, bound=bound)


def test_nlogn_fit_leaves_out_rows_without_an_exact_t_mix():
    # exact rows on the law t = 1.5 n ln n: the least-squares c over them is 1.5 exactly
    # (c = sum x t / sum x^2 with t = 1.5 x); the row n = 32 was not reached (t_mix None)
    c0 = 1.5
    rows = [_row(n, c0 * n * math.log(n), bound=100 * n) for n in (4, 8, 16)] + [_row(32, None, bound=3200)]
    ax = plot_nlogn(SimpleNamespace(rows=rows, eps=0.25))
    fits = [ln for ln in ax.lines if "fit" in str(ln.get_label())]
    assert len(fits) == 1, [ln.get_label() for ln in ax.lines]
    x, y = (np.asarray(v, dtype=float) for v in fits[0].get_data())
    assert x[0] == 4.0 and x[-1] == 32.0   # drawn over every row's n
    np.testing.assert_allclose(y, c0 * x * np.log(x), rtol=1e-12)
    assert "1.50" in fits[0].get_label()
    pyplot().close(ax.figure)
