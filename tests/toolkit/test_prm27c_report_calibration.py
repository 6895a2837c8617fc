"""prm27c (issue 30): the calibration section's summary claim counts EVERY compared row
(``n_ok`` of ``n_rows``, rows with an agreement verdict, over all families), not one; rows
without a verdict (ok None) are not counted. On a fake engine with known rows."""
from types import SimpleNamespace

import toolkit.app.report.calibration as cal


def _row(name, ok):
    return SimpleNamespace(name=name, kind="estimate", sampled=SimpleNamespace(value=1.0, ci=(0.5, 1.5)),
                           exact=SimpleNamespace(value=1.0), ok=ok)


def test_summary_claim_counts_every_compared_row(monkeypatch):
    rows = [_row("a", True), _row("b", False), _row("c", None)]
    monkeypatch.setattr(cal, "calibration_table",
                        lambda *a, **k: SimpleNamespace(rows=rows, to_dict=lambda: {}))
    monkeypatch.setattr(cal, "make_model", lambda *a, **k: None)
    s = cal.section_calibration("unused", quick=True, rng=0)   # quick: two families
    claim = s.claims[-1]
    # two families x (one agreeing + one disagreeing row; the ok=None row is not compared)
    assert claim.value == "2/4"
    assert claim.holds is False          # 2 >= 0.8 * 4 is false
