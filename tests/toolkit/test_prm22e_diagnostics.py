"""prm22e: toolkit.diagnostics' Geyer ESS floors tau at 1 / log10(m N) (module docstring; ArviZ's
and posterior's rule), which only antithetic chains reach: the ESS is then m N log10(m N)."""
import math

import numpy as np

from toolkit import diagnostics


def test_antithetic_chains_hit_the_tau_floor():
    rng = np.random.default_rng(0)
    # alternating +-1 (rho_1 ~ -1: the first pair sums to ~0, tau ~ 0 before the floor)
    x = np.tile(np.array([1.0, -1.0]), (2, 250)) + 0.01 * rng.normal(size=(2, 500))
    cap = x.size * math.log10(x.size)  # 1000 * 3 = 3000 (arviz 0.23 gives 3000.0 too)
    for method in ("identity", "mean"):
        assert math.isclose(diagnostics.effective_sample_size(x, method=method), cap, rel_tol=1e-12)
    # the other side of the floor: white noise has tau ~ 1, ESS ~ m N, well below the cap
    w = rng.normal(size=(2, 500))
    assert 0.7 * w.size < diagnostics.effective_sample_size(w, method="identity") < 1.3 * w.size
