"""prm28d (issue 30, eleventh sweep): :func:`toolkit.strategies.planted_fixed_points` draws
the planted margin ``gamma`` from the whole given range (``gamma=(lo, hi)``), not one end:
a strategy stuck at ``lo`` would still plant a fixed point of margin exactly ``g`` (what the
other tests check), so the draw itself is pinned here with hypothesis' ``find``."""

from hypothesis import find, settings

from toolkit.strategies import planted_fixed_points


def test_the_planted_margin_is_drawn_across_the_range():
    model, state, g = find(planted_fixed_points(q=(2, 2), n=(2, 2), gamma=(1.0, 2.0)),
                           lambda t: t[2] > 1.5, settings=settings(max_examples=200, database=None))
    assert 1.5 < g <= 2.0
