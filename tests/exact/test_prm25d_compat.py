"""prm25d (issue 30): the reversible verdict of exact.compat counts pi's relative error.

exact.reversibility.edge_tolerance: the edge-wise residual's allowance is EDGE_RTOL (1e-9)
"plus pi's relative error on both ends of an edge" plus round-off. A law whose entries are
known to a relative 1e-6 only (one entry moved by a relative 1e-7, inside that error) gives
an edge residual ~1e-7 on a compatible (reversible) chain: inside 1e-9 + 2e-6, outside the
1e-9 + round-off (~1e-14) left when pi's error is dropped.
"""

import dataclasses

import numpy as np

from exact.compat import _compatibility
from exact.markov import ExactChain
from toolkit.models.toy import potts


def test_pi_relative_error_widens_the_edge_allowance():
    chain = ExactChain(potts(2, 3, 1.0), temperature=1.0)
    c = chain._random_scan()
    law = c.law
    pi = np.array(law.pi, dtype=float)
    pi[3] *= 1 + 1e-7
    pi /= pi.sum()
    rough = dataclasses.replace(law, pi=pi, log_pi=np.log(pi), relative_error=1e-6)
    rep = _compatibility(c.logits, c.kernel, rough, logit_rtol=None, n_witnesses=5, scan_order_tv=0.0)
    assert 5e-8 < rep.edge_residual < 1e-6
    assert rep.reversible is True
    # the same moved law claimed exact (relative error 0) is not reversible at that residual
    exact_claim = dataclasses.replace(rough, relative_error=0.0)
    rep0 = _compatibility(c.logits, c.kernel, exact_claim, logit_rtol=None, n_witnesses=5, scan_order_tv=0.0)
    assert rep0.reversible is False
