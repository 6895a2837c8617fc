"""prm21b (fourth sweep, loose assertions): the scoring of the report's computed dynamic case
(:func:`toolkit.app.mixing_summary.report_dynamic`) in a cell whose truth is *either* (below
the spinodal, the barrier not yet visible on these sizes): the module docstring of
:mod:`toolkit.app.mixing_truth` says no verdict is wrong there and a *faster* one is right.
The report's own grid has no faster verdict in an either cell, so the truth is stubbed to
*either* at a temperature whose verdict is faster (T = 0.5, field 0.1, n = 32..128); records
are left out. Also the calibration table's wrong rate, over ALL verdicts (as the claims)."""

from toolkit.app import mixing_summary
from toolkit.app.report._model import Section


def test_faster_verdict_in_an_either_cell_is_right(monkeypatch):
    monkeypatch.setattr(mixing_summary, "REPORT_CASE", {**mixing_summary.REPORT_CASE, "temperatures": (0.5,)})
    monkeypatch.setattr(mixing_summary, "truth_label", lambda *a, **k: "either")
    monkeypatch.setattr(mixing_summary, "calibration_records", lambda kind: [])
    monkeypatch.setattr(mixing_summary, "load_record", lambda name: None)
    monkeypatch.setattr(mixing_summary, "real_gpu_records", lambda: [])
    s = Section("phase", "Phase")
    mixing_summary.report_dynamic(s, quick=True)
    (claim,) = s.claims
    assert claim.value.startswith("faster")  # the precondition: a faster verdict at T = 0.5
    assert claim.bound == "either" and claim.holds is True


def test_calibration_table_wrong_rate_over_all_verdicts():
    # 10 verdicts: 6 right, 1 wrong, 3 undetermined -> 1/10 = 10.0% (not 1/7 of the decided)
    rec = {"families": [{"name": "fam", "kind": "sampled", "truth_summary": "faster", "right": 6, "wrong": 1,
                         "undetermined": 3, "n_seeds": 2}]}
    rows, heads = mixing_summary.calibration_table(rec)
    row = dict(zip(heads, rows[0], strict=True))
    assert (row["verdicts"], row["right"], row["wrong"], row["undetermined"]) == (10, 6, 1, 3)
    assert row["wrong rate"] == "10.0%"
