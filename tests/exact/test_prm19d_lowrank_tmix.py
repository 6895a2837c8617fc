"""prm19d (issue 30, second promise sweep): ``_factored_bound`` is ``inf`` where ``2 k e >= 1``,
the boundary included (the series bound diverges there)."""

import math

from exact._lowrank_tmix import _factored_bound


def test_factored_bound_infinite_at_the_boundary():
    assert _factored_bound(1, 0.5) == math.inf        # 2 k e = 1 exactly
    assert _factored_bound(2, 0.25) == math.inf
    assert _factored_bound(1, 0.6) == math.inf
    # below it: 2 k e / (1 - 2 k e) + 1e-14 (k = 1, e = 1/4: 1)
    assert math.isclose(_factored_bound(1, 0.25), 1.0 + 1e-14, rel_tol=1e-15)
