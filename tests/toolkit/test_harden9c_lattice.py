"""harden9c: toolkit.lattice.lattice_scaling_data passes its options on (start, dimension):
two options combined, checked against closed forms (issue 30)."""

import numpy as np

from toolkit.lattice import lattice_scaling_data


def test_ordered_start_at_zero_temperature_is_frozen_and_random_is_not():
    # T = 1e-3 with coupling 1: a site agreeing with all 4 neighbours flips with probability
    # exp(-4000) = 0 in float64, so the ordered start (all token 0) stays put: m = 1 at every
    # sweep, the connected susceptibility n (<m^2> - <|m|>^2) / T is exactly 0 and the Binder
    # cumulant 1 - <m^4>/(3 <m^2>^2) exactly 2/3
    kw = dict(n_groups=4, chains_per_group=4, n_sweeps=2, burn_in=0, rng=1)
    ordered = lattice_scaling_data(2, [4, 6], [1e-3, 2e-3, 3e-3], start="ordered", **kw)
    assert np.all(ordered.susceptibility == 0.0)
    assert np.all(np.abs(ordered.binder - 2 / 3) < 1e-15)
    # a random start (16 chains of 16 random sites) is not all-agreeing in every chain after
    # two sweeps: |m| differs between chains, so the susceptibility is positive
    random = lattice_scaling_data(2, [4, 6], [1e-3, 2e-3, 3e-3], start="random", **kw)
    assert np.all(random.susceptibility > 0.0)


def test_ring_at_infinite_temperature_binder_of_four_independent_sites():
    # T huge: the sites are independent fair coins; for the mean m of n independent +-1,
    # <m^2> = 1/n, <m^4> = (3n^2 - 2n)/n^4, so U = 1 - <m^4>/(3<m^2>^2) = 2/(3n):
    # 1/6 and 1/9 on rings of n = 4 and 6 (dimension=1), 1/24 and 1/54 on the tori of 16 and 36 sites
    ring = lattice_scaling_data(2, [4, 6], [1e9, 2e9, 3e9], dimension=1, n_groups=4, chains_per_group=16,
                                n_sweeps=100, burn_in=0, rng=2)
    assert list(ring.n_values) == [4, 6]
    U = ring.binder.mean(axis=1)   # over the three (equivalent) temperatures
    assert abs(float(U[0]) - 1 / 6) < 0.04 and abs(float(U[1]) - 1 / 9) < 0.04
