"""toolkit.app.commands.scan: a scan's warnings are "printed under its table" in text mode
(scan_warnings' docstring), one ``warning: MESSAGE`` line each (gap15d,
targeted-coverage-2026-12-05: only the JSON path had run)."""

from __future__ import annotations

import toolkit.app.commands.scan as scan_cmd
from exact.scans import ExitRow, MetastabilityScan
from toolkit.app.cli import main


def test_text_mode_prints_the_warnings_under_the_table(capsys, monkeypatch):
    rows = tuple(ExitRow(temperature=t, log_exit_time=2.0 / t, log_bound=1.0 / t) for t in (1.0, 0.5))
    res = MetastabilityScan(state="0 0 0", set_kind="fixed point", set_size=1, q=2, gamma=1.0, k=1, cost=1.0,
                            rows=rows, fit_points=2, slope=2.0, intercept=0.0, fit_excluded=(0.001,))
    monkeypatch.setattr(scan_cmd, "metastability_scan", lambda *a, **k: res)
    rc = main(["scan", "metastable", "--model", "potts", "--q", "2", "--n", "3", "--temperatures", "1,0.5"])
    out = capsys.readouterr().out.rstrip("\n").splitlines()
    assert rc == 0   # the escape bound holds at both temperatures (2/T >= 1/T)
    (w,) = scan_cmd.scan_warnings(res)
    assert out[-1] == f"warning: {w['message']}"
    assert "\n".join(out[:-1]) == res.table()
