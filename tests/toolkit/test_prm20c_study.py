"""prm20c promise sweep (issue 30): toolkit.app.study's cost model and budget lines away from
the doctests' special cases (4 chains, shares that add up to 1)."""

from __future__ import annotations

import math

import pytest

from toolkit._progress import format_seconds
from toolkit.app import study
from toolkit.app.study import _stage_line, budget_line, static_point_cost


def test_static_point_cost_quench_rows_are_a_third_of_the_chains():
    # the docstring's terms with 6 chains: quench 5 x 4 x (0.01 + 0.001 x 6//3) = 0.24, passes
    # 2 x 0.01 + 0.001 x 6 x 4 x (1 + ceil(6/4)) = 0.092, steps (6 + 2) x 4 x (0.01 + 0.001 x 6) = 0.512
    assert study.QUENCH_SWEEPS == 5
    expected = 5 * 4 * (0.01 + 0.001 * 2) + (2 * 0.01 + 0.001 * 6 * 4 * (1 + math.ceil(6 / 4))) \
        + 8 * 4 * (0.01 + 0.001 * 6)
    assert static_point_cost(4, 6, 6, 2, 0.01, 0.001) == pytest.approx(expected, rel=1e-12)
    assert expected == pytest.approx(0.844, abs=1e-12)


def test_stage_line_rest_is_the_share_of_the_chosen_sections():
    # chosen a, b with shares 0.2, 0.3 (of 0.5): from b on, 0.3/0.5 of 100 s = 60 s are left
    line = _stage_line("b", ("a", "b"), {"a": 0.2, "b": 0.3, "c": 0.5}, 100.0, 0.0)
    assert line.endswith(f"~{format_seconds(60.0)} left by the budget")
    assert line.startswith("[b] section 2/2 started")


def test_budget_line_normalises_shares_that_do_not_add_up_to_one():
    assert budget_line({"a": 0.25, "b": 0.25}, ("a", "b")) == "a 50%, b 50%"
    assert budget_line({"a": 0.1, "b": 0.3, "c": 0.1}, ("a", "b")) == "a 20%, b 60%, not run 20% (c)"
