"""prm20e (issue 30): ``log_reversible_upper_bound`` lowers pi_min by ``pi_relative_error`` as
:func:`reversible_upper_bound` does (only the default 0 was used)."""
from __future__ import annotations

import math

from toolkit.theory import log_reversible_upper_bound


def test_log_upper_bound_with_a_pi_error():
    # gap 0.1, pi_min 1/4, error 1/2: pi_min' = 1/8, eps = 1/4: t_rel ln(1/(eps pi_min')) = 10 ln 32
    got = log_reversible_upper_bound(math.log(0.1), math.log(0.25), pi_relative_error=0.5)
    assert math.isclose(got, math.log(10 * math.log(32)), rel_tol=1e-12)
