"""prm28d (issue 30, eleventh sweep): :func:`toolkit.app.mixing_summary.plain_words` says over
which sizes a growth class is established (module docstring). Each verdict is about its own
window of sizes (toolkit.growth: ``n_values``, "the window the verdict is about"), and two
temperatures of one class can have different windows; the sentence quoted the first
verdict's window for all of them (the other tests' verdicts share one window). Now one range
when the windows agree, else each temperature's own."""

from toolkit.app.mixing_summary import plain_words


def _diagram(windows):
    return {"label": "toy", "n_values": [8, 16, 32, 64], "temperatures": [1.0, 2.0], "changes": [], "cells": [],
            "verdicts": [{"verdict": "polynomial", "temperature": T, "n_values": ns} for T, ns in windows]}


def test_one_window_is_quoted_once():
    line = plain_words(_diagram([(1.0, [8, 16, 32]), (2.0, [8, 16, 32])]))[0]
    assert line == "toy: polynomial growth with n is established at T = 1, 2 (over n = 8..32)."


def test_different_windows_are_quoted_per_temperature():
    line = plain_words(_diagram([(1.0, [8, 16, 32]), (2.0, [16, 32, 64])]))[0]
    assert line == ("toy: polynomial growth with n is established at T = 1, 2 "
                    "(over n = 8..32 at T = 1, n = 16..64 at T = 2).")


def test_windows_with_one_smallest_size_and_two_largest_are_quoted_apart():
    # lead57b: the same smallest size is not the same window when the largest sizes differ
    line = plain_words(_diagram([(1.0, [8, 16, 32]), (2.0, [8, 16, 32, 64])]))[0]
    assert line == ("toy: polynomial growth with n is established at T = 1, 2 "
                    "(over n = 8..32 at T = 1, n = 8..64 at T = 2).")
