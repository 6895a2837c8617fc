"""prm20e (issue 30): ``L_ij`` is the largest logit spread over the contexts *and* the replacement
tokens of site ``j``: for q = 2 there is one replacement, and for q = 3 the first replacement of
every context already meets every pair of tokens; q = 4 tells them apart."""
from __future__ import annotations

import itertools

import numpy as np

from toolkit.influence import influence_estimates
from toolkit.models import Pairwise


def test_logit_spread_maximised_over_replacements_q4():
    q = 4
    J01 = np.zeros((q, q))
    J01[0] = [0.0, 1.0, 2.0, 1.0]  # l_0(a; x_1) = J01[a, x_1]: only a = 0 depends on x_1
    J = np.zeros((2, 2, q, q))
    J[0, 1] = J01
    m = Pairwise(np.zeros((2, q)), J)
    X = np.array(list(itertools.product(range(q), repeat=2)))
    # by hand: L_01 = max over x_1 != b of osc_a(J01[a, x_1] - J01[a, b]) = |J01[0, 0] - J01[0, 2]| = 2
    # (tokens 0 and 2, two apart: no context meets them as x_1 and x_1 + 1); L_10 = 0
    want = max(np.ptp(J01[:, c] - J01[:, b]) for c in range(q) for b in range(q) if b != c)
    res = influence_estimates(m, X)
    assert want == 2.0 and res.L[0, 1] == want and res.L[1, 0] == 0.0
