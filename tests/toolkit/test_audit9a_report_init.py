"""Ninth blind audit, part a (issue 30): toolkit/app/report/__init__.py's progress helpers
against their documented rules: the first run's two survivors there
(``audit9a.report.stage_done_off_by_one``, ``audit9a.report.takes_progress_var_positional``)."""

from __future__ import annotations

import toolkit.app.report as report


def test_stage_line_estimate_weights_the_sections_done():
    # Two sections weighted w_r (reference) and w_s (soundness) by TYPICAL_SECONDS (5.3 s and
    # 2.1 s today). When the second starts after `elapsed` s, the sections *before* it are done:
    # f = w_r / (w_r + w_s) of the work, so at a constant rate the rest is
    # elapsed (1 - f) / f = elapsed w_s / w_r (today 53 * 2.1 / 5.3 = 21 s; counting the
    # starting section as done too would leave 0 s).
    w = report.TYPICAL_SECONDS
    elapsed = 53.0
    rest = elapsed * w["soundness"] / w["reference"]
    assert 1 <= rest < 59    # printed in whole seconds
    chosen = ("reference", "soundness")
    assert report._stage_line("soundness", 2, chosen, elapsed, real=True) == \
        f"[soundness] section 2/2 started, 53 s so far, ~{rest:.0f} s left"
    # the first section has no estimate yet
    assert report._stage_line("reference", 1, chosen, 0.0, real=True) == "[reference] section 1/2 started, 0 s so far"


def test_takes_progress_reads_keyword_parameters():
    # documented (module docstring): `progress` is passed to the sections whose function takes
    # a `progress` keyword: a named parameter or **kwargs; *args takes no keyword
    def explicit(out_dir, *, quick=False, progress=None):
        return None

    def var_keyword(out_dir, **kwargs):
        return None

    def var_positional(out_dir, *args):
        return None

    def neither(out_dir, *, quick=False):
        return None

    assert report._takes_progress(explicit)
    assert report._takes_progress(var_keyword)
    assert not report._takes_progress(var_positional)
    assert not report._takes_progress(neither)
