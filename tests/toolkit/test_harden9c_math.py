"""harden9c: toolkit.app.report._math at the start of a formula (issue 30)."""

from toolkit.app.report._math import math_html


def test_marker_at_the_start_is_no_script():
    # "x_ij" / "x^t" attach a script to what precedes the marker; at the very start there is
    # nothing to attach it to, so the marker stays a character
    assert math_html("_x") == '<span class="math">_<i>x</i></span>'
    assert math_html("^2") == '<span class="math">^2</span>'
    assert math_html("x^2") == '<span class="math"><i>x</i><sup>2</sup></span>'
