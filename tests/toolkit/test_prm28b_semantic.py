"""prm28b: the per-basin table's "max dwell" is the basin's LONGEST sojourn, not its last one
(the fake study of test_harden8h2_report_semantic, with sojourns whose longest is not last)."""

from __future__ import annotations

from tests.toolkit.test_harden8h2_report_semantic import _result, _rows, _section
from toolkit.app.report import semantic  # noqa: F401  (names the module for its targeted tests)


def test_max_dwell_is_the_longest_sojourn(monkeypatch, tmp_path):
    low = _result(0.5, [[30, 8, 12], [5, 40, 7]], traps=[], recurrent=[0])   # longest 30 and 40, last 12 and 7
    high = _result(2.0, [[1, 3], [2]], traps=[], recurrent=[])
    s = _section(monkeypatch, tmp_path, [low, high])
    per_basin = next(t for t in s.text if "representative text" in t)   # T = 0.5's table comes first
    head = [c.strip() for c in per_basin.splitlines()[0].strip().strip("|").split("|")]
    col = head.index("max dwell")
    assert _rows(per_basin, "0")[0][col] == "30"
    assert _rows(per_basin, "1")[0][col] == "40"
