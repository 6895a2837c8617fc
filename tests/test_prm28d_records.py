"""prm28d (issue 30, eleventh sweep): :func:`toolkit.app.records.family_rows` scores the
static calibration as benchmarks/phase_calibration.py does (comment there): where the truth
is a transition or a crossover only that verdict is right; where there is NO transition,
anything but ``transition`` is right. A case whose truth is "no transition" with mixed
verdicts tells this from "only the truth itself is right"."""

from toolkit.app.records import family_rows


def test_no_transition_counts_every_verdict_but_transition_right():
    rec = {"cases": [{"case": "ring", "kind": "sampled", "truth": "no transition",
                      "verdict_counts": {"crossover": 2, "inconclusive": 1, "transition": 1}}]}
    (row,) = family_rows("static", records=[("phase-calibration.json", rec)])
    # hand count: right = crossover 2 + inconclusive 1 = 3, wrong = transition 1, undetermined 0
    assert (row["n"], row["right"], row["wrong"], row["undetermined"]) == (4, 3, 1, 0)


def test_a_transition_truth_counts_only_transition_right():
    rec = {"cases": [{"case": "ising", "kind": "sampled", "truth": "transition",
                      "verdict_counts": {"crossover": 1, "inconclusive": 2, "transition": 3}}]}
    (row,) = family_rows("static", records=[("phase-calibration.json", rec)])
    assert (row["n"], row["right"], row["wrong"], row["undetermined"]) == (6, 3, 1, 2)
