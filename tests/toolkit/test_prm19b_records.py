"""prm19b promise sweep: toolkit.app.records (the static verdict's rows)."""

from __future__ import annotations

from toolkit.app.records import family_rows


def _rec():
    # one sampled case with a transition: 3 right (transition), 1 wrong (crossover), 2 inconclusive, 6 seeds
    return [("phase-calibration-x.json", {"cases": [
        {"kind": "sampled", "case": "c", "truth": "transition", "seeds": [0, 1, 2, 3, 4, 5],
         "verdict_counts": {"transition": 3, "crossover": 1, "inconclusive": 2}}]})]


def test_static_row_counts_and_seeds():
    (row,) = family_rows("static", _rec())
    # the docstring: undetermined = neither right nor wrong (the inconclusive verdicts here)
    assert (row["n"], row["right"], row["wrong"], row["undetermined"]) == (6, 3, 1, 2)
    assert row["seeds"] == 6   # the case's seeds, counted
