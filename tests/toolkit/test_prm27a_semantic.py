"""prm27a (issue 30, tenth sweep): the semantic section gives a basin table for EVERY
temperature of the study (its heading line and its per-basin table), not the first one's only;
the fake study of test_harden8h2_report_semantic, with different basins at the two temperatures."""

from __future__ import annotations

from tests.toolkit.test_harden8h2_report_semantic import _result, _section
from toolkit.app.report import semantic  # noqa: F401  (names the module for its targeted tests)


def test_a_basin_table_per_temperature(monkeypatch, tmp_path):
    low = _result(0.5, [[8, 12], [30]], traps=[1], recurrent=[0])            # 2 basins
    high = _result(2.0, [[1, 3], [2], [4, 4, 4]], traps=[], recurrent=[2])   # 3 basins
    s = _section(monkeypatch, tmp_path, [low, high])
    heads = [t for t in s.text if t.startswith("T = ")]
    assert heads == ["T = 0.5: 2 basins (k by silhouette).", "T = 2: 3 basins (k by silhouette)."]
    tables = [t for t in s.text if "representative text" in t]
    assert len(tables) == 2
    assert "text 2" not in tables[0] and "text 2" in tables[1]   # the second table is the 3-basin one
