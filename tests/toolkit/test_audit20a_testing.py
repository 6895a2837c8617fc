"""Blind audit 20a (issue 30): toolkit.app.testing's rejection rule at its boundary. Documented
(SamplerReport): "passed: no start's Holm-adjusted p-value at or below alpha (a start is rejected
at p <= alpha)", so a start whose adjusted p-value equals alpha exactly fails."""

import math

import numpy as np

from toolkit.app.testing import check_sampler
from toolkit.models import potts


def _fixed_step(states, rng):
    """A deterministic 'step' from 0 0 (rng unused): rows b = 0..5 mod 8 stay at 0 0, b = 6 mod 8
    moves site 0 to 1, b = 7 mod 8 moves site 1 to 1: counts 3/4, 1/8, 1/8 of every batch, near
    the exact row (e / (1 + e) = 0.731 to stay, 0.134 to each move, Potts coupling 1 at T = 1),
    so the p-value is moderate."""
    X = np.array(states, dtype=np.int64, copy=True)
    b = np.arange(X.shape[0]) % 8
    X[b == 6, 0] = 1
    X[b == 7, 1] = 1
    return X


def test_a_start_whose_adjusted_p_value_equals_alpha_is_rejected():
    m = potts(2, 2, 1.0)
    first = check_sampler(_fixed_step, m, 1.0, n_samples=400, starts=[0], alpha=0.5, rng=0)
    p = float(first.p_adjusted[0])   # one start: Holm leaves its p-value as it is
    assert p == float(first.p_values[0])
    assert 0.0 < p < 1.0 and math.isfinite(p)
    # the same counts (the step is deterministic, the start given), tested at alpha = p exactly
    again = check_sampler(_fixed_step, m, 1.0, n_samples=400, starts=[0], alpha=p, rng=0)
    assert float(again.p_adjusted[0]) == p
    assert again.n_failed == 1          # p <= alpha: rejected
    assert again.passed is False
    assert again.verdict == "FAIL"
    # just above alpha it passes
    above = check_sampler(_fixed_step, m, 1.0, n_samples=400, starts=[0], alpha=p * (1 - 1e-9), rng=0)
    assert above.passed is True
