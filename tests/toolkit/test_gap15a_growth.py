"""gap15a: GrowthVerdict.__str__ (toolkit.growth), which its targeted tests never ran
(targeted-coverage-2026-12-05): the summary line, the reasons one per line, then the slopes
as a table with the six columns the docstring names."""

from __future__ import annotations

from toolkit.growth import POLYNOMIAL, GrowthVerdict


def test_str_is_summary_reasons_then_slopes_table():
    v = GrowthVerdict(POLYNOMIAL, 1.0, "t_rel", (8, 16), exponent=1.0, exponent_interval=(0.5, 1.5),
                      slopes=((8, 16, 0.75, 1.25, 0.5, 1.5),), reasons=("first reason", "second reason"))
    lines = str(v).splitlines()
    assert lines[0] == v.summary()
    assert lines[1:3] == ["  - first reason", "  - second reason"]
    table = "\n".join(lines[3:])
    for column in ("n_a", "n_b", "slope (lowest)", "slope (highest)", "lower ends", "upper ends"):
        assert column in table
    row = [ln for ln in lines[3:] if "0.75" in ln]
    assert len(row) == 1 and "1.25" in row[0] and "16" in row[0]


def test_str_without_slopes_has_no_table():
    v = GrowthVerdict(POLYNOMIAL, 1.0, "t_rel", (8, 16), reasons=("why",))
    assert str(v).splitlines() == [v.summary(), "  - why"]
