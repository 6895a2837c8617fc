"""prm19c promise sweep (issue 30): toolkit.app.window's MemoizedModel (each distinct masked
input ``(site, context)`` computed once: rows of different sites sharing a context index are
different inputs) and the exact table's ``alpha (column sums)`` row (the column-sum constant,
not the row-sum one)."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np

from toolkit.app.window import MemoizedModel, RealWindowReport
from toolkit.models import potts


def test_memoized_logits_of_every_site_at_the_same_context_index():
    model = potts(3, 3, 1.0, field=np.array([0.0, 0.5, 1.0]))
    memo = MemoizedModel(model)
    X = np.zeros((3, 3), dtype=np.int64)          # all-0 state: context index 0 for every site
    sites = np.arange(3)
    out = memo.logits(X, sites)
    assert np.array_equal(out, np.asarray(model.logits(X, sites), dtype=float))
    assert memo.n_computed == 3
    memo.logits(X, sites)                          # all known now: nothing computed again
    assert memo.n_computed == 3


def test_exact_table_shows_the_column_sum_alpha():
    exact = SimpleNamespace(n_states=4, reversible=False, spectral_gap=0.5, relaxation_time=2.0, eps=0.25, t_mix=3,
                            t_mix_upper_bound=9.0, bound_kind="test")
    rect = SimpleNamespace(count=1, certified_fraction=0.0, quantiles={"q50": 0.0}, max_abs=0.0)
    infl = SimpleNamespace(alpha_col=0.125, alpha_row=SimpleNamespace(value=0.875), T0_col=0.25)
    fake = SimpleNamespace(exact=exact, rectangles=rect, influence=infl, fixed_points=(), escape=(), q=2, n=2,
                           tokens=None)
    line = next(r for r in RealWindowReport.exact_table(fake).split("\n") if "alpha (column sums)" in r)
    assert "0.125" in line and "0.875" not in line
