"""prm21e (issue 30): sampled_phase_grid accepts n_groups = n_chains / 2 (the documented limit:
two chains a group), on the shipped tiny-en model."""

import numpy as np
import pytest

pytest.importorskip("torch")
pytest.importorskip("transformers")

from toolkit.exceptions import InvalidInputError  # noqa: E402
from toolkit.phase import sampled_phase_grid  # noqa: E402


def test_groups_up_to_half_the_chains():
    g = sampled_phase_grid(n_values=[2], temperatures=[1.0], n_chains=4, n_sweeps=2, burn_in_sweeps=0,
                           n_groups=2, rng=0)
    assert g.susceptibility.shape == (1, 1) and np.isfinite(g.susceptibility_stderr).all()
    with pytest.raises(InvalidInputError, match="n_groups"):
        sampled_phase_grid(n_values=[2], temperatures=[1.0], n_chains=4, n_sweeps=2, burn_in_sweeps=0,
                           n_groups=3, rng=0)
