"""prm18d promise sweep: abs_log_r_quantiles with integer weights, one rectangle.

Docstring: integer weights give "exactly numpy.quantile's linear interpolation over the
population in which value ``k`` appears ``weights[k]`` times": one rectangle of weight 1 is
the population ``[v]``, so every quantile is ``v`` (numpy.quantile([v], p) == v)."""

import numpy as np

from toolkit.results import abs_log_r_quantiles


def test_weighted_quantiles_of_one_rectangle():
    out = abs_log_r_quantiles([0.5], weights=np.array([1]))
    assert out == {"q50": 0.5, "q90": 0.5, "q99": 0.5, "max": 0.5}
    for p in (0.5, 0.9, 0.99):
        assert float(np.quantile([0.5], p)) == 0.5
    two = abs_log_r_quantiles([0.5, 2.0], weights=np.array([1, 0]))  # the population [0.5]
    assert two["q50"] == 0.5 and two["q99"] == 0.5


def test_a_value_of_weight_zero_is_not_in_the_population():
    """Value k appears weights[k] times, so a weight-0 value is absent: the population of
    ([0.5, 2.0], [1, 0]) is [0.5], whose max is 0.5 (it was 2.0 before the fix, lead51); with
    float (relative) weights the same. No weight at all is no rectangle: every key 0."""
    assert abs_log_r_quantiles([0.5, 2.0], weights=np.array([1, 0]))["max"] == 0.5
    assert abs_log_r_quantiles([0.5, 2.0], weights=np.array([1.0, 0.0])) == {
        "q50": 0.5, "q90": 0.5, "q99": 0.5, "max": 0.5}
    assert abs_log_r_quantiles([0.5, 2.0], weights=np.array([0, 0])) == {"q50": 0.0, "q90": 0.0, "q99": 0.0, "max": 0.0}


def test_negative_weights_are_refused_by_name():
    import pytest

    from toolkit.exceptions import InvalidInputError

    with pytest.raises(InvalidInputError, match=r"`weights` must be >= 0.*-1"):
        abs_log_r_quantiles([0.5, 2.0], weights=np.array([1, -1]))
