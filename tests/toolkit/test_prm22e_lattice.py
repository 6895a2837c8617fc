"""prm22e: toolkit.lattice.checkerboard_run at a very low temperature (beta * 4 > 709: exp would
overflow without the max shift): the zero-temperature majority rule, symmetric under 0 <-> 1."""
import warnings

import numpy as np

from toolkit import lattice


def test_low_temperature_ring_is_symmetric_and_finite():
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # no overflow in exp
        run = lattice.checkerboard_run(2, 8, 1.0, 1e-3, n_chains=64, n_sweeps=3, burn_in=0, start="random",
                                       dimension=1, rng=0)
    m = run.m[:, -1]
    assert np.isfinite(m).all() and (np.abs(m) <= 1).all()
    # q = 2: m = 2 rho_1 - 1 (signed), and the random start and the rule are symmetric under
    # 0 <-> 1, so E m = 0: 64 chains' mean is within 0.5 of 0 (sd <= 1/8); an all-0 drift gives -1
    assert abs(m.mean()) < 0.5
