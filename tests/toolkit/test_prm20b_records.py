"""prm20b promise sweep: toolkit.app.records (results_dir is read, the seed count of a line)."""

from __future__ import annotations

import json

from toolkit.app.records import calibration_lines, calibration_records


def test_records_are_loaded_from_results_dir(tmp_path):
    # calibration_records(kind, results_dir): "every record of kind's calibration" in results_dir
    rec = {"families": [], "marker": "prm20b"}
    (tmp_path / "mixing-calibration-prm20b-only-here.json").write_text(json.dumps(rec))
    got = calibration_records("dynamic", results_dir=str(tmp_path))
    assert got == [("mixing-calibration-prm20b-only-here.json", rec)]


def test_line_gives_the_seeds_not_the_verdicts():
    fam = {"name": "fam", "kind": "exact", "truth_summary": "polynomial", "right": 5, "wrong": 1,
           "undetermined": 0, "n_seeds": 2}
    lines = calibration_lines("dynamic", [("r.json", {"families": [fam]})])
    # 2 seeds, 6 = 5 + 1 + 0 (seed, T) verdicts
    assert lines[1] == ("- fam [exact, 2 seed(s); truth polynomial; r.json]: 5 of 6 (seed, T) verdicts right, "
                        "1 wrong, 0 undetermined.")
