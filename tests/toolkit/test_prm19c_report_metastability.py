"""prm19c promise sweep (issue 30): toolkit.app.report.metastability's basin rows, on a stand-in
scan (fast): the columns ``V`` (least exit cost) and ``fitted slope`` hold those numbers, and the
basin slope vs ``k * gamma`` is a comparison ("reported, not asserted"), never a theorem."""

from __future__ import annotations

from types import SimpleNamespace

from toolkit.app.report import metastability as meta


def _section(monkeypatch, tmp_path):
    row = SimpleNamespace(temperature=1.0, inv_temperature=1.0, exit_time=5.0, bound=2.0, holds=True,
                          log_exit_time=1.6, log_bound=0.7)
    fp = SimpleNamespace(rows=[row], state="0 0 0 0", gamma=1.0, slope=1.02, slope_rel_error=0.02,
                         to_dict=lambda: {})
    # basin: k = 2 uphill moves of gamma = 1, least exit cost V = 1.5, fitted slope 1.4 (V < k gamma)
    basin = SimpleNamespace(set_size=3, gamma=1.0, k=2, k_gamma=2.0, cost=1.5, slope=1.4)
    monkeypatch.setattr(meta, "metastability_scan", lambda m, Ts, set_kind=None: basin if set_kind else fp)
    monkeypatch.setattr(meta, "plot_escape", lambda fp, title=None: SimpleNamespace(figure=None))
    monkeypatch.setattr(meta, "save", lambda fig, out_dir, name: name)
    return meta.section_metastability(str(tmp_path), quick=False)


def test_basin_rows_keep_v_and_the_slope_apart(monkeypatch, tmp_path):
    s = _section(monkeypatch, tmp_path)
    assert [(b["V"], b["slope"], b["k_gamma"]) for b in s.data["basins"]] == [(1.5, 1.4, 2.0)] * 2
    table = next(t for t in s.text if "`V`" in t)
    head = [c.strip() for c in table.split("\n")[0].strip("|").split("|")]
    first = [c.strip() for c in table.split("\n")[2].strip("|").split("|")]
    assert float(first[head.index("`V`")]) == 1.5 and float(first[head.index("fitted slope")]) == 1.4


def test_basin_slope_claim_is_a_comparison(monkeypatch, tmp_path):
    s = _section(monkeypatch, tmp_path)
    basin = [c for c in s.claims if c.name.startswith("basin exit slope")]
    # |1.4 - 2| > 0.1 * 2: the comparison does not hold, and must not count as a failed theorem
    assert len(basin) == 2 and all(c.kind == "comparison" and c.holds is False for c in basin)
