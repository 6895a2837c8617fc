"""exact/compat.py: the survivor of the eleventh blind audit, part c (benchmarks/blind_audit_11c.py)."""

import numpy as np
from scipy.special import logsumexp

from exact import ExactChain
from exact.compat import _compatibility
from toolkit.models import JointModel
from toolkit.results import StationaryLaw


def test_reversible_with_an_exact_pi_and_large_negative_logits():
    # CompatibilityReport: reversible iff the edge-wise residual is at most exact.reversibility.edge_tolerance,
    # EDGE_RTOL plus pi's relative error and round-off terms that grow with max |logit| / T (each >= 0).
    # A joint's chain is reversible; here every logit is near -1e8 and pi is exact (relative error 0),
    # so only the |logit| terms carry the round-off: the largest *signed* logit (-1e8) would make the
    # tolerance negative and call the chain non-reversible.
    lj = np.random.default_rng(4).normal(size=(2, 2, 2)) - 1e8
    c = ExactChain(JointModel(lj), temperature=1.0)
    lp = (lj - logsumexp(lj)).ravel()   # pi of the joint at T = 1, exactly: pi(x) = exp(lj(x)) / Z
    law = StationaryLaw(np.exp(lp), lp, "exact", 0.0, 0.0, 0.0, lp.size)
    rep = _compatibility(c.logits, c.kernel, law, logit_rtol=None, n_witnesses=1, scan_order_tv=0.0)
    assert rep.reversible and rep.consistent
