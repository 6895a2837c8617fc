"""prm21c loose-assertion sweep (issue 30): toolkit.app.window. The context chains' default
length min(burn_in, 200) on both sides of 200 (tests ran burn-ins below 200 only), and the
'largest margin reached' row's exact value: the LARGEST strict fixed point's margin (tests
had symmetric models, whose fixed points share one margin)."""

from __future__ import annotations

import math

import numpy as np

import toolkit.app.window as window
from toolkit.models import potts


def _context_steps(monkeypatch, burn_in):
    seen = []
    real = window.run_chains

    def spy(*a, **k):
        seen.append(k["n_steps"])
        return real(*a, **{**k, "n_steps": 2, "record_times": [2]})

    monkeypatch.setattr(window, "run_chains", spy)
    window.real_window(potts(2, 2, 1.0), n_chains=4, n_steps=burn_in + 16, burn_in=burn_in, n_pairs=1,
                       n_replicates=4, n_contexts=2, exit_time=False, rng=0)
    return seen


def test_context_steps_default_is_burn_in_capped_at_200(monkeypatch):
    assert _context_steps(monkeypatch, 150) == [150]
    assert _context_steps(monkeypatch, 300) == [200]


def test_largest_margin_row_holds_the_largest_fixed_point_margin():
    # two-site Potts, coupling 1, field (0.5, 0): l_i(a) = 1[a = x_j] + h_a. At (0, 0) the
    # margin is (1 + 0.5) - 0 = 1.5; at (1, 1) it is 1 - 0.5 = 0.5 (by hand). The row's exact
    # value is the largest margin over the strict fixed points: 1.5
    m = potts(2, 2, 1.0, field=np.array([0.5, 0.0]))
    r = window.real_window(m, n_chains=8, n_steps=64, n_pairs=1, n_replicates=4, n_contexts=16,
                           exit_time=False, rng=0)
    assert sorted(round(fp.gamma, 12) for fp in r.fixed_points) == [0.5, 1.5]
    (row,) = [x for x in r.calibration.rows if x.name == "largest margin reached"]
    assert math.isclose(row.exact.value, 1.5, rel_tol=1e-12)
