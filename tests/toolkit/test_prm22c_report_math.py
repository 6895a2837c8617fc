"""prm22c fifth sweep (issue 30): :func:`toolkit.app.report._math.math_html` on a star at the
very start of a formula.

Contract (module docstring and the rule in ``_render``): ``k * gamma`` is a product (k·γ), ``x*``
a marked state (a superscript star): a star marks a state only when it follows a character; a
star with a space (or nothing) before it is a multiplication sign. At the start of the
formula there is nothing before the star, so it is a product sign whatever the formula ends
with; the tested formulas never started with a star (the character "before" it would be read
from the formula's end if the start were not handled)."""

from toolkit.app.report._math import math_html


def test_leading_star_is_a_product_sign():
    assert math_html("* n") == '<span class="math">· <i>n</i></span>'
    assert math_html("*") == '<span class="math">·</span>'


def test_star_after_a_letter_marks_a_state():
    assert math_html("x*") == '<span class="math"><i>x</i><sup>*</sup></span>'
