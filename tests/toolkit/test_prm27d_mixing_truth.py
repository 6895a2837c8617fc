"""prm27d: visible_temperature is the root of ``B(T) n_max = VISIBLE`` to full bisection precision.

toolkit.app.mixing_truth.visible_temperature (docstring): the temperature below ``T_s`` where
``B(T) n_max = VISIBLE``, by bisection on ``[T_s / 2, T_s]``. Checked against an independent
root finder (scipy's brentq, xtol 1e-14) on the same barrier function, to 1e-9 relative: a
bisection cut short (20 halvings: ~T_s 2^-21 = 5e-7 T_s) is off by far more; and the root
brackets the visibility switch: visible just below it, not just above.
"""

import pytest
from scipy.optimize import brentq

from toolkit.app.mixing_truth import (
    VISIBLE,
    mean_field_barrier,
    spinodal_temperature,
    visible_temperature,
)


@pytest.mark.parametrize("n_max", [1024])
def test_visible_temperature_is_the_root(n_max):
    Ts = spinodal_temperature("curie-weiss", field=0.1)

    def f(T):
        return mean_field_barrier("curie-weiss", T, 1.0, field=0.1) * n_max - VISIBLE

    assert f(0.5 * Ts) > 0 > f(Ts * (1 - 1e-6))
    root = brentq(f, 0.5 * Ts, Ts * (1 - 1e-6), xtol=1e-14, rtol=1e-14)
    T = visible_temperature("curie-weiss", n_max, field=0.1)
    assert T == pytest.approx(root, rel=1e-9, abs=0)
    assert f(T * (1 - 1e-8)) >= 0 > f(T * (1 + 1e-8))
