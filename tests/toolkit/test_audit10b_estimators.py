"""Tenth blind audit, part b (issue 30): survivor of benchmarks/blind_audit_10b.py.

``audit10b.estimators.exact_phase_pi_max`` (the ``exact-phase`` estimator reporting the largest
stationary probability as ``pi_min``) survived toolkit/app/sweep/estimators.py's targeted tests:
none read ``pi_min`` from that estimator. The reference is the two-site Potts chain's law in
closed form.
"""

import math

from toolkit.app.sweep.estimators import ESTIMATORS
from toolkit.app.sweep.tasks import Task


def test_exact_phase_pi_min_is_the_smallest_stationary_probability():
    # potts(q=2, n=2, coupling 1) at T = 1/2: pi(x) is proportional to exp(coupling * #{agreeing
    # edges} / T) = exp(2 [x_0 = x_1]) (toolkit.models.potts), so the two agreeing states carry
    # e^2 / (2 e^2 + 2) each and the two disagreeing ones 1 / (2 e^2 + 2)
    t = Task("potts", 2, 0.5, 0, "exact-phase", params=(("q", 2), ("coupling", 1.0)),
             options=(("eps", 0.25), ("scan", "random")))
    r = ESTIMATORS["exact-phase"].fn(t)
    assert r["n_states"] == 4
    assert math.isclose(r["pi_min"], 1 / (2 * math.e**2 + 2), rel_tol=1e-12)
