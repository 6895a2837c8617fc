"""prm29a: results.slack_upper at a bound of exactly 0, results_equal on sequences whose
first item differs (issue 30, twelfth sweep)."""

from toolkit.results import results_equal, slack_upper


def test_slack_upper_zero_bound_is_none():
    # documented: "None without a positive bound"; 0 is not positive (a boundary at equality)
    assert slack_upper(1.0, 0) is None
    assert slack_upper(0.0, 0.0) is None
    assert slack_upper(1.0, -1.0) is None
    assert slack_upper(15, 20) == 0.25   # 1 - 15/20


def test_results_equal_reads_every_item_of_a_sequence():
    # element by element: a difference in the first (or a middle) item makes them unequal
    assert not results_equal([0, 2, 3], [1, 2, 3])
    assert not results_equal((1.0, 5.0, 3.0), (1.0, 2.0, 3.0))
    assert not results_equal([[1], [2]], [[0], [2]])
    assert results_equal((1.0, float("nan")), (1.0, float("nan")))
