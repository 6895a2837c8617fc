"""prm20b promise sweep: toolkit.app.report._math (the module docstring's ``...`` and ``prod``)."""

from __future__ import annotations

from toolkit.app.report._math import math_html


def test_ellipsis_is_one_character():
    assert math_html("x_1, ..., x_n") == ('<span class="math"><i>x</i><sub>1</sub>, …, '
                                          '<i>x</i><sub>n</sub></span>')


def test_prod_is_the_product_sign():
    assert math_html("prod_i p_i") == '<span class="math">∏<sub>i</sub> <i>p</i><sub>i</sub></span>'
