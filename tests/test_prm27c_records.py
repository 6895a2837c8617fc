"""prm27c (issue 30): a static calibration case's verdict count ``n`` is the TOTAL over its
verdicts (toolkit.app.records.family_rows), so right + wrong + undetermined = n."""
from toolkit.app.records import family_rows


def test_static_case_counts_every_verdict():
    rec = {"cases": [{"case": "x", "kind": "sampled", "truth": "transition",
                      "verdict_counts": {"transition": 3, "crossover": 1, "inconclusive": 2}}]}
    (row,) = family_rows("static", records=[("phase-calibration-x.json", rec)])
    # by the scoring rule (benchmarks/phase_calibration.py): right = transition, wrong = crossover
    assert (row["n"], row["right"], row["wrong"], row["undetermined"]) == (6, 3, 1, 2)
