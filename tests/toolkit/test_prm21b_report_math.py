"""prm21b (fourth sweep, loose assertions): :func:`toolkit.app.report._math.math_html` on the
inputs its doctests leave out: a star before a DIGIT is a product (the rule: a star followed by
a letter, a digit or a bracket multiplies; the doctests only have ``k * gamma`` and ``x*``),
and a single letter followed by digits stays an italic letter (``x1``: only ``4n``-like
digit-then-letter cases are in the doctests)."""

from toolkit.app.report._math import math_html


def _inner(expr):
    return math_html(expr)[len('<span class="math">'):-len("</span>")]


def test_star_before_a_digit_is_a_product():
    assert _inner("n*2") == "<i>n</i>·2"
    assert _inner("2*3") == "2·3"
    assert _inner("x*") == "<i>x</i><sup>*</sup>"  # a marked state, unchanged


def test_single_letter_before_digits_stays_italic():
    assert _inner("x1 + x2") == "<i>x</i>1 + <i>x</i>2"
    assert _inner("ln(4n)") == "ln(4<i>n</i>)"
