"""Contract pins of toolkit.app.records (issue 30, sweep6s4): the globs, records sorted by name
with quick runs and non-object JSON left out, a missing record None, the static scoring on a
crossover truth, and the lines' wording (the header naming the records, verdicts sorted)."""

import json

from toolkit.app import records as rec


def test_globs_sorting_and_filters(tmp_path):
    assert rec.CALIBRATION_RECORDS == {"dynamic": "mixing-calibration*.json", "static": "phase-calibration*.json"}
    for name, doc in [("phase-calibration-b.json", {"cases": []}), ("phase-calibration-a.json", {"cases": []}),
                      ("phase-calibration-quick.json", {"cases": []}), ("phase-calibration-list.json", [1]),
                      ("phase-calibrationX.txt", {}), ("other.json", {})]:
        (tmp_path / name).write_text(json.dumps(doc))
    got = [n for n, _ in rec.calibration_records("static", str(tmp_path))]
    assert got == ["phase-calibration-a.json", "phase-calibration-b.json"]
    assert rec.calibration_records("dynamic", str(tmp_path)) == []
    assert rec.load_record("nope.json", str(tmp_path)) is None
    assert rec.load_record("other.json", str(tmp_path)) == {}


def test_static_crossover_truth_and_lines():
    records = [("r1.json", {"cases": [
        {"case": "ising1d", "kind": "sampled", "truth": "crossover", "seeds": [0, 1, 2, 3],
         "verdict_counts": {"transition": 2, "crossover": 2, "inconclusive": 1}}]})]
    (row,) = rec.family_rows("static", records)
    assert (row["right"], row["wrong"], row["undetermined"], row["n"], row["seeds"]) == (2, 2, 1, 5, 4)
    lines = rec.calibration_lines("static", records)
    assert lines[0] == ("Calibration of the static verdict (transition / crossover / inconclusive), from 1 "
                        "record(s) in benchmarks/results (r1.json):")
    assert lines[1] == ("- ising1d [sampled, 4 seed(s); truth crossover; r1.json]: 2 of 5 right, 2 wrong "
                        "(verdicts: crossover 2, inconclusive 1, transition 2).")
    dyn = [("d.json", {"families": [{"name": "f", "kind": "exact", "truth_summary": "polynomial", "right": 3,
                                     "wrong": 1, "undetermined": 2}]})]
    (r,) = rec.family_rows("dynamic", dyn)
    assert (r["n"], r["seeds"]) == (6, None)
    assert rec.calibration_lines("dynamic", dyn)[1] == ("- f [exact; truth polynomial; d.json]: 3 of 6 (seed, T) "
                                                        "verdicts right, 1 wrong, 2 undetermined.")
