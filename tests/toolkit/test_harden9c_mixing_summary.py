"""harden9c: toolkit.app.mixing_summary on degenerate inputs (an open change bracket, a
family with no verdict), from the module's documented contract (issue 30)."""

import math

from toolkit.app import mixing_summary as ms


def _diagram(change):
    return {"label": "toy", "n_values": [8, 16], "temperatures": [0.5, 1.0],
            "verdicts": [{"verdict": "polynomial", "temperature": 1.0, "n_values": [8, 16], "exponent": 1.0}],
            "changes": [change], "cells": []}


def test_change_with_an_infinite_end_is_not_resolved():
    # a change bracket whose high end is inf (no temperature above shows the other class) is
    # no resolved change: the sentence says so and quotes the note, never "T = inf"
    words = ms.plain_words(_diagram({"low": 0.5, "high": math.inf, "n_values": [8, 16], "note": "open above",
                                     "estimate": None}))
    assert words[-1] == "No change of class is resolved on the largest sizes (open above)."
    assert not any("inf" in w for w in words)


def test_change_with_finite_ends_is_resolved():
    words = ms.plain_words(_diagram({"low": 0.5, "high": 0.75, "n_values": [8, 16], "estimate": 0.6}))
    assert words[-1] == "The class changes between T = 0.5 and T = 0.75 on n = 8..16; T*(n) on the windows: 8..16: 0.6."


def test_family_with_no_verdict_has_a_zero_rate():
    # a calibrated family with 0 verdicts (right = wrong = undetermined = 0): 0 of 0 wrong, the
    # row says 0.0 % (no division by zero)
    rec = {"families": [{"name": "empty", "kind": "exact", "truth_summary": "polynomial", "right": 0, "wrong": 0,
                         "undetermined": 0, "n_seeds": 0}]}
    rows, heads = ms.calibration_table([("rec.json", rec)])
    assert rows == [("empty", "exact", "polynomial", 0, 0, 0, 0, "0.0%", "rec.json")]
    assert heads[7] == "wrong rate"
