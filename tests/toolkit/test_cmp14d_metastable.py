"""cmp14d: three boundaries of ``toolkit.metastable`` (two-value intervals, the auto probe).

1. ``mean_exit_time`` needs "at least 2 values for an interval": two values give one. By
   hand, ``(1, 3)``: mean 2, sample standard deviation ``sqrt 2``, standard error
   ``sqrt 2 / sqrt 2 = 1``; the Student-t quantile with 1 degree of freedom is Cauchy's,
   ``tan(pi (0.975 - 1/2))`` = 12.706..., so the 95% interval is ``2 -+ tan(0.475 pi)``.
2. ``DwellResult.mean_inside`` / ``mean_outside``: an interval from two sojourns on (None below).
3. ``method="auto"`` (module docstring): the mean holding time over the first 256 start states
   (a probe), against ``n`` for a model without ``all_conditionals``. ``potts(2, 2, 20)``: at
   ``(0, 1)`` each site flips w.p. ``1 / (1 + e^-20)``, holding time ``~1 <= n = 2``
   (glauber); at ``(0, 0)`` the leaving rate is ``e^-20 / (1 + e^-20)``, holding time
   ``~e^20``. 256 chains at ``(0, 1)`` then 44 at ``(0, 0)``: the probe sees only the first.
"""

import math

import numpy as np
import pytest

from toolkit.metastable import DwellResult, _choose_method, mean_exit_time
from toolkit.models import potts
from toolkit.results import Estimate

T_1 = math.tan(0.475 * math.pi)   # Student t, 1 degree of freedom, 97.5% quantile


def test_two_exit_times_give_the_hand_interval():
    est = mean_exit_time([1.0, 3.0])
    assert est.value == pytest.approx(2.0, rel=1e-15) and est.stderr == pytest.approx(1.0, rel=1e-14)
    assert est.ci == pytest.approx((2.0 - T_1, 2.0 + T_1), rel=1e-12)


def test_one_exit_time_is_refused():
    with pytest.raises(Exception, match="at least 2 values"):
        mean_exit_time([1.0])


def _dwell(inside, outside):
    return DwellResult(np.asarray(inside, float), np.asarray(outside, float), 10, 2, "glauber",
                       Estimate(0.5, stderr=0.0, ci=(0.5, 0.5)))


def test_dwell_means_from_two_sojourns():
    d = _dwell([1.0, 3.0], [2.0, 6.0])
    assert d.mean_inside().value == pytest.approx(2.0) and d.mean_inside().ci[1] == pytest.approx(2.0 + T_1)
    assert d.mean_outside().value == pytest.approx(4.0) and d.mean_outside().ci[1] == pytest.approx(4.0 + 2 * T_1)
    one = _dwell([1.0], [2.0])
    assert one.mean_inside() is None and one.mean_outside() is None


def test_auto_method_probes_the_first_256_start_states():
    model = potts(2, 2, 20.0)
    fast = np.tile([0, 1], (256, 1))
    slow = np.tile([0, 0], (44, 1))
    rng = np.random.default_rng(0)
    assert _choose_method(model, "auto", np.vstack([fast, slow]), 1.0, 0.0, rng) == "glauber"
    assert _choose_method(model, "auto", np.vstack([slow, fast]), 1.0, 0.0, rng) == "rejection-free"
