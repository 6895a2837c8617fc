"""prm18a: with ``logit_rtol`` given, the rectangle bound's logit errors come from that
override, and the compatibility report says so (:func:`exact.rectangles.error_source`:
``"logit_rtol override"``); without it, the model's own declaration."""

from __future__ import annotations

import exact.compat  # noqa: F401  (the module under test)
from exact import compatibility_report
from toolkit.models import potts


def test_override_is_named_as_the_source():
    c = compatibility_report(potts(2, 3, 1.0), temperature=1.0, logit_rtol=1e-6)
    assert c.logit_error_source == "logit_rtol override"
    assert c.rectangles.logit_error_source == "logit_rtol override"


def test_without_override_the_source_is_not_the_override():
    c = compatibility_report(potts(2, 3, 1.0), temperature=1.0)
    assert c.logit_error_source != "logit_rtol override"
