"""prm22c fifth sweep (issue 30): ``glauber verify``'s progress line estimates the rest from the
second section on.

Contract (:func:`toolkit.app.report._stage_line`): ``[phase] section 5/7 started, 20 s so far,
~2 min 50 s left``, the rest weighted by :data:`TYPICAL_SECONDS`: at a constant rate,
``elapsed (1 - f) / f`` with ``f`` the weight of the sections done. Before any section is done
there is nothing to extrapolate (no estimate). Hand values: sections reference (5.3 s) and
soundness (2.1 s); at the start of soundness, 10 s elapsed: ``f = 5.3/7.4``, the rest
``10 x 2.1/5.3 = 3.96 s``, written ``~4 s``."""

from toolkit.app.report import _stage_line


def test_second_section_has_an_estimate():
    assert _stage_line("soundness", 2, ("reference", "soundness"), 10.0, real=True) == \
        "[soundness] section 2/2 started, 10 s so far, ~4 s left"


def test_first_section_has_none():
    assert _stage_line("reference", 1, ("reference", "soundness"), 3.0, real=True) == \
        "[reference] section 1/2 started, 3 s so far"
