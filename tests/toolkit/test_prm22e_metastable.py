"""prm22e: toolkit.metastable.dwell_times' time fraction is a fraction: its Student-t interval over
chains is clipped to [0, 1] (two chains that never move: fractions 1 and 0)."""
import numpy as np
from scipy.stats import t as student_t

from toolkit import metastable
from toolkit.models import potts


def test_fraction_interval_clipped_to_the_unit_interval():
    # Potts q = 2, n = 4 at T = 0.02: leaving a constant state costs e^{-3 coupling / T} ~ e^-150
    model = potts(2, 4, 1.0)
    starts = np.array([[0, 0, 0, 0], [1, 1, 1, 1]])
    res = metastable.dwell_times(model, lambda X: X[:, 0] == 0, temperature=0.02, n_chains=2, n_steps=50,
                                 start=starts, method="glauber", rng=0)
    f = res.fraction_inside
    # fractions (1, 0): mean 1/2, se = sd / sqrt(2) = 1/2, half-width t_{0.975, 1} / 2 = 6.35
    assert f.value == 0.5 and abs(f.stderr - 0.5) < 1e-12
    assert 0.5 - student_t.ppf(0.975, 1) * 0.5 < 0.0  # the unclipped ends would leave [0, 1]
    assert f.ci == (0.0, 1.0)
