"""prm29a: the lazy random-scan step moves a chain with probability 1 - lazy (issue 30,
twelfth sweep; a side that lazy = 0.5 cannot tell)."""

import numpy as np

from toolkit.models import IndependentSites
from toolkit.sampling import glauber_step


def test_lazy_step_moves_with_probability_one_minus_lazy():
    # one site, token 1 with probability 1 - 1e-12: a chain that moves goes from 0 to 1, one
    # that stays keeps 0. P(move) = 1 - lazy = 0.1; 4000 chains: sd sqrt(0.09/4000) = 0.0047
    m = IndependentSites(np.log([[1e-12, 1.0]]))
    x = np.zeros((4000, 1), dtype=np.int64)
    glauber_step(m, x, lazy=0.9, rng=1)
    frac = float(x.mean())
    assert abs(frac - 0.1) < 0.03, frac
