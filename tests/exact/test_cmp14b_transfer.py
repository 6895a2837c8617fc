"""cmp14b (issue 30): exact.transfer.glauber_cycle_gap at zero coupling.

The docstring allows ``coupling >= 0`` on any cycle; only ``coupling < 0`` on an odd one is
frustrated. At ``coupling = 0`` the sites are independent fair coins resampled at rate ``1/n``:
the gap is ``(1 - tanh 0) / n = 1/n``, on odd cycles too.
"""

from __future__ import annotations

from exact.transfer import glauber_cycle_gap


def test_zero_coupling_on_an_odd_cycle_is_not_frustrated():
    for n in (3, 4, 5):
        assert abs(glauber_cycle_gap(n, 0.0, temperature=1.0) - 1.0 / n) < 1e-15
