"""exact.scans: the scans print as their tables (gap15d, targeted-coverage-2026-12-05: their
``__str__`` ran only in tests/test_verdicts_and_text.py, outside the module's targeted tests)."""

from __future__ import annotations

from exact.scans import ExitRow, MetastabilityScan, NlognScan


def test_metastability_scan_prints_its_table():
    rows = tuple(ExitRow(temperature=t, log_exit_time=2.0, log_bound=1.0) for t in (0.5, 1.0))
    s = MetastabilityScan(state="x", set_kind="state", set_size=1, q=2, gamma=1.0, k=1, cost=1.0,
                          rows=rows, fit_points=2, slope=1.0, intercept=0.0)
    text = str(s)
    assert text == s.table()
    assert "gamma (margin)" in text and "escape bound holds at every T" in text


def test_nlogn_scan_prints_its_table():
    s = NlognScan(family="curie-weiss", eps=0.25, rows=())
    text = str(s)
    assert text == s.table()
    # no row: no exact t_mix, and no size had a bound (the verdict in words)
    assert "curie-weiss: t_mix/(n ln n) in - (no exact t_mix)" in text
    assert "no size had an applicable bound" in text
