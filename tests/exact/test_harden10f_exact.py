"""harden10f: tests killing automut --fresh-lines survivors (seed 2026120431) in exact/."""

from __future__ import annotations

import math

import numpy as np
import pytest

from exact._linalg import as_dense
from exact.mixing import mixing_time
from toolkit.exceptions import InvalidInputError


def test_as_dense_rejects_a_single_nan_entry():
    # contract (exact/_linalg.as_dense): a dense kernel with ANY non-finite entry is refused,
    # not only one whose entries are all non-finite
    P = np.array([[0.5, 0.5], [np.nan, 0.5]])
    with pytest.raises(InvalidInputError, match="non-finite"):
        as_dense(P)


def test_lowrank_default_t_max_reaches_a_slow_two_state_chain():
    # two-state chain flipping with probability a: P^t(x, .) - pi has TV (1 - 2a)^t / 2 from
    # either start (pi uniform), so t_mix(eps) = ceil(ln(2 eps) / ln(1 - 2a)); a = 0.001,
    # eps = 0.1: ln 0.2 / ln 0.998 = 803.9... -> 804, far beyond a small default horizon
    a, eps = 0.001, 0.1
    P = np.array([[1 - a, a], [a, 1 - a]])
    expected = math.ceil(math.log(2 * eps) / math.log(1 - 2 * a))
    assert expected == 804  # hand value
    r = mixing_time(P, eps=eps, method="lowrank")
    assert r.t_mix == expected
