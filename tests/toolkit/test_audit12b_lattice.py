"""Twelfth blind audit, part b (issue 30): toolkit.lattice.lattice_scaling_data on a ring
(``dimension=1``) at a temperature far above the coupling (T = 1e5, coupling 1), where every
sweep redraws every site uniformly: ``m = 2 S/n - 1`` with ``S ~ Binomial(n, 1/2)``, and the connected
susceptibility ``chi = n (<m^2> - <|m|>^2) / T`` has the closed form from that law
(n = 4: 4 (1/4 - (3/8)^2) = 7/16; n = 6: 6 (1/6 - (5/16)^2) = 53/128)."""

from math import comb

import numpy as np
import pytest

from toolkit.lattice import lattice_scaling_data


def _chi_T(n: int) -> float:
    k = np.arange(n + 1)
    p = np.array([comb(n, j) for j in k]) / 2.0**n
    m = 2.0 * k / n - 1.0
    return n * (float(p @ m**2) - float(p @ np.abs(m)) ** 2)


def test_ring_susceptibility_and_error_bars_at_high_temperature():
    T = np.array([1e5, 2e5, 4e5])
    R = 4
    d = lattice_scaling_data(2, [4, 6], T, n_groups=R, chains_per_group=8, n_sweeps=500, burn_in=5,
                             dimension=1, rng=1)
    assert _chi_T(4) == pytest.approx(7 / 16) and _chi_T(6) == pytest.approx(53 / 128)
    for i, n in enumerate((4, 6)):   # a ring of L sites has n = L sites
        assert (d.susceptibility[i] * T).tolist() == pytest.approx([_chi_T(n)] * 3, rel=0.05)
    # the error bars are standard errors of the mean of R independent replicate groups
    se = d.replicates.std(axis=2, ddof=1) / np.sqrt(R)
    assert np.allclose(d.binder_err, se[..., 0]) and np.allclose(d.susceptibility_err, se[..., 1])
