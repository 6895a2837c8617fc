"""prm21b (fourth sweep, loose assertions): the report's calibration section
(:mod:`toolkit.app.report.calibration`) read cell by cell on a stub table (its sampling is
replaced, so the rows are known): the "sampled" column is the estimate, not an interval end,
and a row with nothing to check says "-" under "agrees", not "no"."""

from types import SimpleNamespace

from toolkit.app.compare import CalibrationRow
from toolkit.app.report import calibration as section_mod
from toolkit.results import Estimate


def _stub(model, **kwargs):
    rows = (CalibrationRow("mean f", "estimate", Estimate(0.25, stderr=0.01, ci=(0.125, 0.375), method="batch means"),
                           Estimate.exact(0.3), True),
            CalibrationRow("mean exit time", "estimate", Estimate(7.5, stderr=1.0, ci=(5.5, 9.5), method="escapes"),
                           None, None))
    return SimpleNamespace(rows=rows, to_dict=lambda: {})


def test_sampled_column_and_agrees_column(monkeypatch, tmp_path):
    monkeypatch.setattr(section_mod, "calibration_table", _stub)
    s = section_mod.section_calibration(str(tmp_path), quick=True, rng=0)
    table = next(t for t in s.text if t.startswith("|"))
    lines = table.split("\n")
    head = [c.strip() for c in lines[0].strip("|").split("|")]
    rows = [dict(zip(head, (c.strip() for c in line.strip("|").split("|")), strict=True)) for line in lines[2:]]
    by = {(r["family"], r["quantity"]): r for r in rows}
    fam = "symmetric Potts"
    assert float(by[(fam, "mean f")]["sampled"]) == 0.25
    assert float(by[(fam, "mean exit time")]["sampled"]) == 7.5
    assert by[(fam, "mean f")]["agrees"] == "yes"
    assert by[(fam, "mean exit time")]["agrees"] == "-"
    assert by[(fam, "mean exit time")]["exact"] == "-"
    # the agreement count is over the rows that have something to check: 2 families x 1 row
    claim = s.claims[-1]
    assert claim.value == "2/2" and claim.holds is True
