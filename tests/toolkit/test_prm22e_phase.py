"""prm22e: toolkit.phase.sampled_phase_grid's statistics use the records after burn-in (steps
burn + 1 .. n_steps), not the record at the burn-in step itself: fed known records."""
from types import SimpleNamespace

import numpy as np

from toolkit import phase
from toolkit.models.masked_toy import masked_independent


def test_statistics_start_after_the_burn_in_record(monkeypatch):
    n_chains, n, n_sweeps, burn_sweeps = 4, 2, 3, 1
    n_steps, burn = n_sweeps * n, burn_sweeps * n  # 6 steps, burn-in 2
    m = np.ones((n_chains, n_steps + 1))
    m[:, burn] = 0.0  # the record at the burn-in step: excluded by the rule
    m[:, 0] = 0.0
    monkeypatch.setattr(phase, "run_chains", lambda *a, **k: SimpleNamespace(observables={"m": m}))
    model = masked_independent(q=3, n=3, length=6, seed=0)
    grid = phase.sampled_phase_grid(model, text="ACDACD", slots=(0, 1, 2), n_values=[n], temperatures=[1.0],
                                    n_chains=n_chains, n_sweeps=n_sweeps, burn_in_sweeps=burn_sweeps, n_groups=2,
                                    rng=0)
    # records 3..6 are all 1: mean 1, no variance, centred overlap 1 -> Binder 1 - 1/3 = 2/3
    assert grid.order_mean[0, 0] == 1.0
    assert grid.susceptibility[0, 0] == 0.0
    assert abs(grid.binder[0, 0] - 2.0 / 3.0) < 1e-12
