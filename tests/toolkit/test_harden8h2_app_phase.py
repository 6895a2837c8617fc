"""toolkit.app.phase: a sampled point at the R-hat limit, a relaxation time of 0, and the
preset grids of options given together (harden8h2, issue 30).

Contract. ``point_convergence``: a point converges when R-hat is at most ``PHASE_RHAT_MAX``
(1.1: "r_hat > 1.1" fails) and the effective sample size ``draws / tau`` is at least
``PHASE_ESS_MIN``; with no relaxation time (``tau`` 0 or not finite) there is no ESS and the
point is not converged. ``preset_for``: the nearest-neighbour chain is compatible (transfer
matrices, long chains) when it is symmetric OR has no disorder; the 2-D Potts grid follows
``T_c = coupling / ln(1 + sqrt q)`` (Baxter), so a coupling of 2 doubles its temperatures.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from toolkit.app.phase import PHASE_RHAT_MAX, point_convergence, preset_for

ROW = dict(computed_by="sampled (random scan)", rhat=1.0, relaxation=2.0, n_groups=8, chains_per_group=4,
           n_sweeps=400)  # 12800 draws / tau 2: ESS 6400


def test_rhat_at_the_limit_converges():
    assert point_convergence({**ROW, "rhat": PHASE_RHAT_MAX}) == (True, "")
    ok, why = point_convergence({**ROW, "rhat": np.nextafter(PHASE_RHAT_MAX, 2.0)})
    assert not ok and why.startswith("R-hat")


@pytest.mark.parametrize("tau", [0.0, -1.0, math.inf, math.nan, None])
def test_no_relaxation_time_no_ess(tau):
    ok, why = point_convergence({**ROW, "relaxation": tau})
    assert not ok and "effective sample size" in why


def test_exact_points_always_converge():
    assert point_convergence({"computed_by": "exact (lumped)", "rhat": math.nan, "relaxation": 0.0}) == (True, "")


SHORT, LONG3 = (2, 3, 4, 5, 6, 7, 8), (10, 20, 40, 80, 160)


@pytest.mark.parametrize("params,ns", [
    ({}, LONG3),
    ({"symmetric": False}, LONG3),                      # asymmetric but no disorder: compatible
    ({"symmetric": True, "disorder": 0.5}, LONG3),      # disorder but symmetric: compatible
    ({"symmetric": False, "disorder": 0.5}, SHORT),     # incompatible: enumerated, q**n <= 8000
    ({"q": 2, "symmetric": False, "disorder": 0.5}, tuple(range(3, 13))),
])
def test_nn_chain_preset(params, ns):
    assert preset_for("nn-chain", params)[0] == ns


@pytest.mark.parametrize("coupling", [1.0, 2.0, 0.5])
def test_potts_torus_preset_follows_the_coupling(coupling):
    tc = coupling / math.log(1 + math.sqrt(3))
    ns, ts = preset_for("potts", {"q": 3, "graph": "torus", "coupling": coupling})
    assert ns == (16, 36, 64, 144, 256)
    np.testing.assert_allclose(ts[[0, -1]], [0.88 * tc, 1.12 * tc], rtol=1e-12)
    ns, ts = preset_for("potts", {"q": 3, "graph": "path", "coupling": coupling})
    np.testing.assert_allclose(ts[[0, -1]], [0.08 * coupling, 2.0 * coupling], rtol=1e-12)
