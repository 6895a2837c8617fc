"""prm20b promise sweep: toolkit.app.report (the progress line's estimate of the rest, weighted by
the typical seconds of the chosen sections)."""

from __future__ import annotations

from toolkit._progress import format_seconds
from toolkit.app.report import TYPICAL_SECONDS, _stage_line


def test_rest_is_weighted_by_the_chosen_sections():
    # two chosen sections, the first done in 10 s: done = w1 / (w1 + w2) and, at a constant rate,
    # rest = elapsed (1 - done) / done = 10 w2 / w1
    w1, w2 = TYPICAL_SECONDS["metastability"], TYPICAL_SECONDS["phase"]
    rest = 10.0 * w2 / w1
    line = _stage_line("phase", 2, ("metastability", "phase"), 10.0, real=True)
    assert line == f"[phase] section 2/2 started, {format_seconds(10.0)} so far, ~{format_seconds(rest)} left"
