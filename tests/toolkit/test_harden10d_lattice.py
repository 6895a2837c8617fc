"""harden10d: a ``LatticeRun`` built from its record alone claims no sweeps and no burn-in
(the dataclass's defaults ``n_sweeps = 0, burn_in = 0``; ``checkerboard_run`` always passes
both), and a 2-d lattice (automut survivor: the ``burn_in`` default 0 -> 1)."""

from __future__ import annotations

import numpy as np

from toolkit.lattice import LatticeRun, checkerboard_run


def test_lattice_run_defaults_claim_no_sweeps():
    r = LatticeRun(2, 4, 1.0, 0.5, np.zeros((2, 3)))
    assert (r.n_sweeps, r.burn_in, r.dimension) == (0, 0, 2)
    run = checkerboard_run(2, 4, 1.0, 0.5, n_chains=2, n_sweeps=3, burn_in=1, rng=0)
    assert (run.n_sweeps, run.burn_in) == (3, 1) and run.m.shape == (2, 3)
