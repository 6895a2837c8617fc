"""prm27d: a run with no autocorrelation time has relaxation NaN (missing), not a measured value.

toolkit.lattice.lattice_scaling_data: the relaxation time is the integrated autocorrelation
time of ``|m|`` in sweeps; where none can be estimated the value is NaN. Two such cases:
- fewer than 4 sweeps recorded: toolkit.diagnostics.integrated_autocorrelation_time refuses
  the series (``min_draws=4``), and the estimate is missing (NaN), not a stand-in number;
- a constant series (T = 0.01-0.03 far below T_c, ordered start: a heat-bath flip against 4
  aligned neighbours has probability at most ~e^-133, never drawn): the IAT itself is NaN.
The Binder cumulant stays measured in both: 1 - m^4/(3 (m^2)^2) = 2/3 when every |m| = 1.
"""

import numpy as np

from toolkit.lattice import lattice_scaling_data


def test_too_short_run_has_no_relaxation_time():
    data = lattice_scaling_data(2, [4, 6], [1.5, 2.0, 2.5], n_groups=2, chains_per_group=2, n_sweeps=3,
                                burn_in=0, start="random", rng=5)
    assert np.isnan(np.asarray(data.relaxation, dtype=float)).all()
    assert np.isfinite(np.asarray(data.binder, dtype=float)).all()


def test_frozen_lattice_has_no_relaxation_time():
    data = lattice_scaling_data(2, [4, 6], [0.01, 0.02, 0.03], n_groups=2, chains_per_group=1, n_sweeps=20,
                                burn_in=0, rng=3)
    assert np.isnan(np.asarray(data.relaxation, dtype=float)).all()
    assert np.allclose(np.asarray(data.binder, dtype=float), 1 - 1 / 3, rtol=0, atol=1e-12)
