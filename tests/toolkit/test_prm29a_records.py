"""prm29a: calibration_lines names every record file it counts (issue 30, twelfth sweep:
a rule over several items that read only the last)."""

from toolkit.app.records import calibration_lines


def test_head_names_every_record():
    fam = {"name": "fam", "kind": "exact", "truth_summary": "polynomial", "right": 3, "wrong": 0,
           "undetermined": 1, "n_seeds": 2}
    recs = [("mixing-calibration-a.json", {"families": [fam]}),
            ("mixing-calibration-b.json", {"families": [fam]})]
    head = calibration_lines("dynamic", records=recs)[0]
    assert "from 2 record(s)" in head
    assert "mixing-calibration-a.json" in head and "mixing-calibration-b.json" in head
