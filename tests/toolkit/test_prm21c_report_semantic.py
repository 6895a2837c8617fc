"""prm21c loose-assertion sweep (issue 30): toolkit.app.report.semantic's low-vs-high dwell
comparison pools every sojourn of a temperature (as the summary table's 'mean sojourn'
does), on the fake study of test_harden8h2_report_semantic, with basins of unequal sojourn
counts at both temperatures (the mean of the basins' means differs from the pooled mean)."""

from __future__ import annotations

from tests.toolkit.test_harden8h2_report_semantic import _result, _section
from toolkit.app.report import semantic  # noqa: F401  (the module under test, by name)


def test_dwell_comparison_pools_every_sojourn(monkeypatch, tmp_path):
    # low T: sojourns 8, 12 | 30: pooled (8 + 12 + 30)/3 = 16.67 (the basins' means: 20);
    # high T: sojourns 1, 3 | 5: pooled 9/3 = 3 (the basins' means: 3.5); ratio 16.67/3 = 5.56
    low = _result(0.5, [[8, 12], [30]], traps=[], recurrent=[0, 1])
    high = _result(2.0, [[1, 3], [5]], traps=[], recurrent=[0, 1])
    s = _section(monkeypatch, tmp_path, [low, high])
    (c,) = [c for c in s.claims if c.name == "basin sojourns are longer at low T (tiny-en)"]
    assert c.value == "16.7 / 3 steps = 5.56"
    assert c.holds is True
