"""prm25b (eighth sweep, issue 30): ``real_window`` runs every sampled estimator at the window's
temperature. The sampled influence (``alpha``, ``max R``, ``T_0``) is a lower bound on the exact
one at that temperature; the tests ran at ``T = 1``, where an estimator left at its default
temperature gives the same rows."""

from __future__ import annotations

import toolkit.app.window  # noqa: F401  (targets the module: automut's import rule)
from toolkit.app.window import real_window
from toolkit.models import potts


def test_sampled_influence_at_the_window_temperature():
    m = potts(2, 3, 2.0)          # strong coupling: alpha(T = 1) is far above alpha(T = 4)
    r = real_window(m, temperature=4.0, n_chains=4, n_steps=40, exit_time=False, rng=0)
    rows = {row.name: row for row in r.calibration.rows}
    a = rows["alpha (sampled influence)"]
    exact_alpha = r.influence.alpha.value
    assert a.exact.value == exact_alpha
    # the sampled maximum column sum of R is at most the exact one (up to the logit tolerance)
    assert a.sampled.value <= exact_alpha + r.logit_tolerance
    assert a.ok
