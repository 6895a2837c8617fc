"""Sixth blind audit, part a (issue 30): tests for the survivors of its first run in toolkit/
(benchmarks/results/blind-audit-6a-2026-12-03.md)."""

from __future__ import annotations

import numpy as np
import pytest

from exact.rectangles import all_rectangles
from toolkit.app.report.incompatibility import TOY_FAMILIES, section_incompatibility
from toolkit.bounds import coupling_pilot
from toolkit.models import make_model, potts


def test_incompatibility_toy_rows_median_and_max_of_every_rectangle(tmp_path):
    """The section's toy rows (results.json) carry ``median_abs_log_r`` and ``max_abs_log_r``,
    the names ``glauber rectangle --json`` and the section's real rows give the same quantities,
    and their values are the median and the maximum of ``|log R|`` over every rectangle of the
    family, computed here with numpy from :func:`exact.rectangles.all_rectangles` (the
    incompatible families, whose ``|log R|`` spread over O(1) values, separate the median
    from the other quantiles)."""
    s = section_incompatibility(str(tmp_path), quick=True, real=False, rng=0)
    rows = s.data["toy"]
    assert [r["family"] for r in rows] == [f[0] for f in TOY_FAMILIES]
    for row, (_label, name, params, _compatible) in zip(rows, TOY_FAMILIES, strict=True):
        a = np.abs(all_rectangles(make_model(name, **params), temperature=1.0).log_r)
        assert {"median_abs_log_r", "max_abs_log_r"} <= set(row)
        assert row["median_abs_log_r"] == pytest.approx(float(np.median(a)), rel=1e-12, abs=1e-300)
        assert row["max_abs_log_r"] == pytest.approx(float(a.max()), rel=1e-12, abs=1e-300)
        assert row["rectangles"] == a.size
    spread = [np.abs(all_rectangles(make_model(n, **p)).log_r) for _, n, p, c in TOY_FAMILIES if not c]
    assert all(np.quantile(a, 0.9) > 1.5 * np.median(a) for a in spread)  # the case separates q50 from q90


@pytest.mark.parametrize("model, seed", [(potts(2, 6, 0.5), 0), (potts(3, 5, 1.0), 2)])
def test_coupling_pilot_picks_most_met_then_least_distance(model, seed):
    """coupling_pilot's documented rule: the coupling with the most pairs met, and among those
    the smallest mean Hamming distance left. Recomputed from the reported ``met`` and
    ``distance``; both cases have a tie in ``met`` broken by distinct distances (the first: no
    pair met under any coupling; the second: two couplings tie on the most met while the third,
    with fewer met, has the smallest distance of all)."""
    r = coupling_pilot(model, n_steps=3, rng=seed)
    best = max(r.met.values())
    tied = [c for c in r.met if r.met[c] == best]
    assert len(tied) >= 2 and len({r.distance[c] for c in tied}) == len(tied)  # the tie the rule breaks
    assert r.chosen == min(tied, key=lambda c: r.distance[c])
