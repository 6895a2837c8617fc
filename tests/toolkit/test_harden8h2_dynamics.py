"""toolkit.dynamics: relaxation_from_iat with a record interval and infinite IATs, and the
disagreement of constant chains (harden8h2, issue 30).

Hand values (module docstring): a slowest mode ``lambda`` recorded every ``k`` steps gives
``tau = (1 + lambda^k) / (1 - lambda^k)``, so ``t_rel = 1 / (1 - lambda)``. ``lambda = 1/2``,
``k = 2``: ``tau = (1 + 1/4) / (1 - 1/4) = 5/3``, ``t_rel = 2``. ``lambda = 0.9``, ``k = 5``:
``t_rel = 10``. An infinite ``tau`` (no decorrelation) gives ``t_rel = inf``; ``tau <= 1``
gives 1. The disagreement of starts when every chain is constant: 1 (agree) when all chains
hold the same value, 0 when the starts hold different values (``_disagreement``'s docstring).
"""

from __future__ import annotations

import math
from types import SimpleNamespace

import numpy as np
import pytest

from toolkit.dynamics import _disagreement, relaxation_from_iat


@pytest.mark.parametrize("lam,k", [(0.5, 2), (0.9, 5), (0.5, 1), (0.99, 3)])
def test_relaxation_from_iat_with_record_interval(lam, k):
    tau = (1 + lam**k) / (1 - lam**k)
    assert relaxation_from_iat(tau, k) == pytest.approx(1 / (1 - lam), rel=1e-9)


def test_relaxation_from_iat_degenerate_taus():
    assert relaxation_from_iat(math.inf, 1) == math.inf
    assert relaxation_from_iat(math.inf, 7) == math.inf
    assert relaxation_from_iat(1.0, 3) == 1.0
    assert relaxation_from_iat(0.5, 1) == 1.0
    assert math.isnan(relaxation_from_iat(math.nan, 2))


def _rec(values, starts):
    # hamming_ref: one constant row per chain (4 records), start_index: the chain's start
    return SimpleNamespace(hamming_ref=np.repeat(np.asarray(values, float)[:, None], 4, axis=1),
                           start_index=np.asarray(starts))


def test_constant_chains_agree_or_disagree():
    assert _disagreement(_rec([2, 2, 2, 2], [0, 0, 1, 1])) == 1.0   # every chain the same value
    assert _disagreement(_rec([2, 2, 5, 5], [0, 0, 1, 1])) == 0.0   # starts hold different values
    assert _disagreement(_rec([2, 2, 5, 5], [0, 0, 0, 0])) == 1.0   # one start: nothing to disagree with
