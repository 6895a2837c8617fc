"""Contract sweep (issue 30, branch sweep6s5): toolkit.models.basins by hand: margin exactly
gamma per state (an array of gammas), only the own token's logit in the own context changes,
the input table is not modified, Hamming distance 2 allowed and 1 refused, gamma > 0, the
default states (the q constant states; one state for n = 1)."""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models.basins import plant_margin, planted_margin


def _margin(m, x):
    x = np.asarray(x)
    n = x.size
    lg = m.logits(np.tile(x, (n, 1)), np.arange(n))
    own = lg[np.arange(n), x]
    other = lg.copy()
    other[np.arange(n), x] = -np.inf
    return own - other.max(axis=1)


def test_exact_margins_per_state_and_only_own_logits_change():
    rng = np.random.default_rng(3)
    q, n = 3, 3
    table = rng.normal(size=(n, q ** (n - 1), q))
    before = table.copy()
    states = np.array([[0, 0, 0], [1, 2, 1]])   # Hamming distance 3
    m = plant_margin(table, states, [0.5, 2.0])
    np.testing.assert_array_equal(table, before)     # the input is not modified
    np.testing.assert_allclose(_margin(m, [0, 0, 0]), [0.5] * 3, atol=1e-12, rtol=0)
    np.testing.assert_allclose(_margin(m, [1, 2, 1]), [2.0] * 3, atol=1e-12, rtol=0)
    changed = np.argwhere(m.table != before)
    # 2 states x 3 sites, one entry each: table[i, ctx, own token]
    assert len(changed) == 6
    # site 1 of (1, 2, 1): context (x_0, x_2) = (1, 1) -> index 1*3 + 1 = 4, token 2
    assert [1, 4, 2] in changed.tolist()


def test_hamming_two_allowed_one_refused():
    t = np.zeros((3, 4, 2))
    plant_margin(t, [[0, 0, 0], [1, 1, 0]], 1.0)
    with pytest.raises(InvalidInputError, match=r"`states` \[0, 0, 0\] and \[1, 0, 0\] differ in fewer than 2 sites"):
        plant_margin(t, [[0, 0, 0], [1, 0, 0]], 1.0)


def test_gamma_positive():
    with pytest.raises(InvalidInputError, match=r"`gamma` must be finite and > 0; got 0"):
        planted_margin(2, 3, 0)
    with pytest.raises(InvalidInputError, match=r"`gamma` must be finite and > 0"):
        plant_margin(np.zeros((2, 2, 2)), [[0, 0]], [float("inf")])


def test_default_states_are_the_constant_ones():
    m = planted_margin(3, 4, 1.25, rng=1)
    for a in range(3):
        np.testing.assert_allclose(_margin(m, [a] * 4), [1.25] * 4, atol=1e-12, rtol=0)
    one = planted_margin(3, 1, 0.75, rng=1)              # n = 1: the state (0,) only
    lg = one.logits(np.zeros((1, 1), dtype=int), [0])[0]
    assert lg[0] - max(lg[1], lg[2]) == pytest.approx(0.75, abs=1e-12)
    # the random base: N(0, scale^2) draws of the rng, scale 1 by default
    base = np.random.default_rng(1).normal(0.0, 1.0, size=(4, 27, 3))
    assert np.sum(m.table != base) == 3 * 4
