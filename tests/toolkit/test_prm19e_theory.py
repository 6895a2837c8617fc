"""prm19e (issue 30): ``t_rel = inf`` (a chain without a gap) is a valid relaxation time
(``_relaxation_time``: "a number > 0 (inf for a chain without a gap)"): the bounds are inf."""

from __future__ import annotations

import math

from toolkit.theory import reversible_lower_bound, reversible_upper_bound


def test_infinite_relaxation_time():
    assert reversible_lower_bound(math.inf, 0.25) == math.inf
    assert reversible_upper_bound(math.inf, math.log(0.25), 0.25) == math.inf
