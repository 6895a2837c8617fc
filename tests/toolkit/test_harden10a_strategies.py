"""harden10a: toolkit.strategies.planted_fixed_points draws the documented default sizes (issue 30)."""

from hypothesis import given, settings

from toolkit.strategies import planted_fixed_points


@settings(max_examples=60, derandomize=True, deadline=None)
@given(planted_fixed_points())
def test_planted_fixed_points_default_sizes(drawn):
    # module docstring: "Every strategy draws a small model (default q in 2..3, n in 2..4)"
    model, state, gamma = drawn
    assert 2 <= model.vocab_size <= 3
    assert 2 <= model.length <= 4 and len(state) == model.length
