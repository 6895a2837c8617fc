"""prm21b (fourth sweep, loose assertions): :func:`toolkit.app.records.family_rows` of the
static verdict on a sampled case with several verdicts of each kind (exact cases hold one
verdict each, where a count of distinct verdicts and the count of verdicts agree), scored by
the documented rule: wrong = ``crossover`` where the truth is a transition, ``transition``
where there is none; ``inconclusive`` is undetermined for a transition or a crossover truth,
right for "no transition"."""

from toolkit.app.records import family_rows


def _row(truth, counts):
    rec = {"cases": [{"case": "c", "kind": "sampled", "truth": truth, "verdict_counts": counts,
                      "seeds": list(range(sum(counts.values())))}]}
    (row,) = family_rows("static", [("phase-calibration-x.json", rec)])
    return {k: row[k] for k in ("n", "right", "wrong", "undetermined")}


def test_static_rows_count_verdicts_not_distinct_verdicts():
    assert _row("transition", {"transition": 3, "crossover": 1, "inconclusive": 2}) == \
        {"n": 6, "right": 3, "wrong": 1, "undetermined": 2}
    assert _row("crossover", {"crossover": 2, "transition": 1, "inconclusive": 1}) == \
        {"n": 4, "right": 2, "wrong": 1, "undetermined": 1}
    assert _row("no transition", {"transition": 1, "crossover": 2, "inconclusive": 1}) == \
        {"n": 4, "right": 3, "wrong": 1, "undetermined": 0}
