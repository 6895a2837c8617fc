"""prm24d: ``toolkit.theory.reversible_upper_bound(eps)``: ``t_rel ln(1/(eps pi_min))`` at the
given ``eps``: with ``t_rel = 10``, ``pi_min = 1/4``: ``eps = 0.1`` gives ``10 ln 40``, the
default 0.25 ``10 ln 16`` (hand values)."""

import math

from toolkit.theory import reversible_upper_bound


def test_eps():
    assert math.isclose(reversible_upper_bound(10.0, math.log(0.25), 0.1), 10 * math.log(40), rel_tol=1e-12)
    assert math.isclose(reversible_upper_bound(10.0, math.log(0.25), eps=0.5), 10 * math.log(8), rel_tol=1e-12)
