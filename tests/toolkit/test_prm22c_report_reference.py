"""prm22c fifth sweep (issue 30): :func:`toolkit.app.report.reference._first_within` of a profile
that never comes within ``eps``.

Contract (docstring): "``min{t : d[t] <= eps}`` of a closed-form profile, and ``min_t |d[t] - eps|``
up to it (the distance to a tie ...)". Without a hit the first is None and the distance is over
the whole profile (the profiles of the tests always reached eps). Hand values: d = (0.9, 0.8,
0.3), eps = 0.25: no hit, the nearest value 0.3 is 0.05 away; with eps = 0.3 the hit is t = 2 at
distance 0."""

import pytest

from toolkit.app.report.reference import _first_within


def test_no_hit_gives_the_nearest_distance():
    t, g = _first_within([0.9, 0.8, 0.3], 0.25)
    assert t is None and g == pytest.approx(0.05)


def test_hit_gives_its_time_and_the_distance_up_to_it():
    assert _first_within([0.9, 0.8, 0.3], 0.3) == (2, 0.0)
    t, g = _first_within([0.9, 0.26, 0.1, 0.25], 0.25)  # hit at t = 2; nearest up to it: 0.26
    assert t == 2 and g == pytest.approx(0.01)
