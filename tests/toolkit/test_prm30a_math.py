"""prm30a: a bracketed group holds its nested groups: ``ceil((a + b) / 2)`` renders as the
ceiling of the whole ``(a + b) / 2`` (by hand: one-letter words in italics, the brackets kept)."""

from toolkit.app.report._math import math_html


def test_nested_group_in_ceil():
    assert math_html("ceil((a + b) / 2)") == '<span class="math">⌈(<i>a</i> + <i>b</i>) / 2⌉</span>'


def test_nested_group_in_subscript():
    assert math_html("x_{f(a)}") == '<span class="math"><i>x</i><sub><i>f</i>(<i>a</i>)</sub></span>'
