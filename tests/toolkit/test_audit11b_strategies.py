"""Eleventh blind audit, part b (toolkit/strategies.py): the repair rule of asymmetric_pairwise
(repair exactly when |log R| < min_asymmetry, away from 0) and the promise it keeps."""

from __future__ import annotations

from unittest import mock

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from toolkit import strategies
from toolkit.strategies import asymmetric_pairwise


def _log_r(J, i, j, a, a2, b, b2):
    # log R of a pairwise model from its couplings alone (exact/pairwise_logits.py's docstring):
    # [J_ij(a,b) - J_ij(a2,b) - J_ij(a,b2) + J_ij(a2,b2)] - [J_ji(b,a) - J_ji(b2,a) - J_ji(b,a2) + J_ji(b2,a2)]
    return ((J[i, j, a, b] - J[i, j, a2, b] - J[i, j, a, b2] + J[i, j, a2, b2])
            - (J[j, i, b, a] - J[j, i, b2, a] - J[j, i, b, a2] + J[j, i, b2, a2]))


@settings(max_examples=80, deadline=None)
@given(asymmetric_pairwise(q=(2, 2), n=(2, 2), scale=0.01, min_asymmetry=0.5))
def test_asymmetric_pairwise_is_incompatible_by_at_least_min_asymmetry(m):
    # asymmetric_pairwise: "every draw is incompatible by at least min_asymmetry" (|log R| >=
    # min_asymmetry on the drawn rectangle, repaired when below, whatever the sign of log R).
    # With q = n = 2 there is one rectangle up to sign, and couplings in [-0.01, 0.01] give
    # |log R| <= 0.08 before the repair: the repair alone must bring it to 0.5, on either side.
    assert abs(_log_r(m.J, 0, 1, 0, 1, 0, 1)) >= 0.5 - 1e-12



@settings(max_examples=20, deadline=None)
@given(st.data())
def test_asymmetric_pairwise_repairs_exactly_when_abs_log_r_is_below_min_asymmetry(data):
    # "when its |log R| < min_asymmetry, the entry J[i, j, a, b] moves by 2 min_asymmetry"
    # (up when log R >= 0, down below: away from 0), else the draw is kept. The measured log R
    # is fixed here (strategies._corner_log_r patched), so the rule alone decides: couplings
    # drawn in [-0.1, 0.1] stay there unless the rule moves one entry by 2 * 0.5 = 1.
    def draw(log_r):
        with mock.patch.object(strategies, "_corner_log_r", return_value=log_r):
            return data.draw(asymmetric_pairwise(q=(2, 2), n=(2, 2), scale=0.1, min_asymmetry=0.5))

    for log_r in (-0.7, -0.5, 0.5, 0.7):       # |log R| >= 0.5: kept as drawn
        assert np.abs(draw(log_r).J).max() <= 0.1
    up, down = draw(0.3).J, draw(-0.3).J        # |log R| < 0.5: one entry moved by +-1
    assert up.max() >= 0.9 and up.min() >= -0.1
    assert down.min() <= -0.9 and down.max() <= 0.1
