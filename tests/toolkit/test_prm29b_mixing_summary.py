"""prm29b twelfth sweep (issue 30), toolkit.app.mixing_summary.plain_words: one common window
of sizes is stated only when EVERY verdict of the class has it; a middle verdict on fewer sizes
(first and last verdicts on n = 4..16, the middle one on n = 4..8) makes each verdict name its
own window (module docstring: each verdict is about its own window of sizes)."""

from toolkit.app.mixing_summary import plain_words


def _diagram(windows):
    return {"label": "m", "verdicts": [{"verdict": "polynomial", "temperature": float(T), "n_values": w}
                                       for T, w in windows]}


def test_a_middle_window_that_differs_is_named():
    out = plain_words(_diagram([(1, [4, 8, 16]), (2, [4, 8]), (3, [4, 8, 16])]))
    assert out == ["m: polynomial growth with n is established at T = 1, 2, 3 "
                   "(over n = 4..16 at T = 1, n = 4..8 at T = 2, n = 4..16 at T = 3)."]
    same = plain_words(_diagram([(1, [4, 8, 16]), (2, [4, 8, 16]), (3, [4, 8, 16])]))
    assert same == ["m: polynomial growth with n is established at T = 1, 2, 3 (over n = 4..16)."]
