"""ign17c (issue 30): ``toolkit.strategies.planted_fixed_points(q=..., n=...)`` draws its
sizes from the ranges given (``q`` in ``q[0]..q[1]``, ``n`` in ``n[0]..n[1]``, as
:func:`toolkit.strategies.sizes` documents), not from the defaults ``(2, 3)``, ``(2, 4)``."""

from hypothesis import given, settings

from toolkit.strategies import planted_fixed_points


@settings(max_examples=15, derandomize=True, deadline=None)
@given(planted_fixed_points(q=(4, 4), n=(3, 3)))
def test_planted_fixed_points_uses_the_sizes_given(drawn):
    model, state, gamma = drawn
    assert model.vocab_size == 4          # outside the default 2..3
    assert model.length == 3 and len(state) == 3
    assert all(0 <= a < 4 for a in state)
