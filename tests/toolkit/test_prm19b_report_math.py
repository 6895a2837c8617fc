"""prm19b promise sweep: toolkit.app.report._math (the module docstring's operators and code spans)."""

from __future__ import annotations

from toolkit.app.report._math import looks_like_code, math_html


def test_plus_minus_becomes_pm_sign():
    # the docstring: "+-" becomes ±
    assert math_html("x +- 2") == '<span class="math"><i>x</i> ± 2</span>'


def test_command_line_option_is_code():
    # looks_like_code: commands (and their options, `--quick`) are code, not formulas
    assert looks_like_code("--quick") and looks_like_code("--json out.json".split()[0])
