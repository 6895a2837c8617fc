"""prm30e: family_rows (dynamic) reads every record, not only the first (issue 30,
thirteenth sweep: a loop that stops after the first item)."""

from toolkit.app.records import calibration_lines, family_rows


def _fam(name, right):
    return {"name": name, "kind": "exact", "truth_summary": "polynomial", "right": right, "wrong": 0,
            "undetermined": 1, "n_seeds": 2}


def test_dynamic_rows_of_every_record():
    recs = [("mixing-calibration-a.json", {"families": [_fam("fa", 3)]}),
            ("mixing-calibration-b.json", {"families": [_fam("fb", 4), _fam("fc", 5)]}),
            ("mixing-calibration-c.json", {"families": [_fam("fd", 6)]})]
    rows = family_rows("dynamic", recs)
    assert [(r["record"], r["family"], r["n"]) for r in rows] == [
        ("mixing-calibration-a.json", "fa", 4), ("mixing-calibration-b.json", "fb", 5),
        ("mixing-calibration-b.json", "fc", 6), ("mixing-calibration-c.json", "fd", 7)]
    lines = calibration_lines("dynamic", records=recs)
    assert len(lines) == 1 + 4
