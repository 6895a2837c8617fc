"""prm27c (issue 30): plain_words lists T*(n) on EVERY window of the diagram's changes
(module docstring: the drift of the change over the windows), the class change itself read
on the last (largest-size) window."""
from toolkit.app.mixing_summary import plain_words


def test_drift_lists_every_window_and_reads_the_last_for_the_change():
    d = {"label": "toy", "verdicts": [],
         "changes": [{"n_values": [4, 8], "estimate": 0.8, "low": 0.7, "high": 0.9},
                     {"n_values": [8, 16], "estimate": 0.6, "low": 0.55, "high": 0.65},
                     {"n_values": [16, 32], "estimate": 0.5, "low": 0.45, "high": 0.55}]}
    text = " ".join(plain_words(d))
    assert "between T = 0.45 and T = 0.55 on n = 16..32" in text   # the last window's change
    assert "T*(n) on the windows: 4..8: 0.8, 8..16: 0.6, 16..32: 0.5." in text
