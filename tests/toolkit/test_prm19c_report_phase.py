"""prm19c promise sweep (issue 30): toolkit.app.report.phase's exponent cell (``_exps``):
each exponent by its symbol (the key's first word) with ``± stderr``, and ``-`` when none."""

from __future__ import annotations

from toolkit.app.report.phase import _exps


def test_exponent_cell_names_the_symbol():
    ex = {"1/nu (collapse)": {"value": 1.0, "stderr": 0.1}, "z/d (relaxation)": (2.5, 0.25)}
    assert _exps(ex) == "1/nu 1 ± 0.1, z/d 2.5 ± 0.25"
    assert _exps(ex, spread=True) == "1/nu 1 (seed spread 0.1), z/d 2.5 (seed spread 0.25)"


def test_no_exponent_gives_a_dash():
    assert _exps({}) == "-"
    assert _exps({"1/nu (collapse)": {"value": float("nan"), "stderr": 0.1}}) == "-"
