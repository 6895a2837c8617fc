"""Automatic mutation sweep 7, group a1 (issue 30): toolkit.app.testing.check_sampler's argument
contract. ``starts`` must be state indices in ``0..N-1`` (or states ``(m, n)``): every entry is
checked, not only the first, the smallest or the largest; the numeric arguments are refused
just below their documented minimum and accepted at it."""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.app import testing as tt
from toolkit.app.testing import check_sampler, reference_step
from toolkit.exceptions import InvalidInputError
from toolkit.models import potts

M = potts(2, 3, 1.0)          # q = 2, n = 3: N = 8 states, indices 0..7
STEP = reference_step(M, 1.0)


@pytest.mark.parametrize("starts", [[0, 8], [8, 0], [3, 100], [-1, 3], [3, -1], [], [2, 8, 5]])
def test_starts_refused_when_any_entry_is_outside(starts):
    with pytest.raises(InvalidInputError, match=r"`starts` must be state indices in 0\.\.7"):
        check_sampler(STEP, M, 1.0, n_samples=10, starts=starts, rng=0)


def test_starts_at_both_ends_are_accepted():
    rep = check_sampler(STEP, M, 1.0, n_samples=10, starts=[0, 7], rng=0)
    assert list(rep.starts) == [0, 7]
    # states (m, n) instead of indices: 000 is index 0, 111 is index 7 (base-q digits)
    rep = check_sampler(STEP, M, 1.0, n_samples=10, starts=np.array([[0, 0, 0], [1, 1, 1]]), rng=0)
    assert list(rep.starts) == [0, 7]


def test_starts_outside_via_the_private_helper():
    # _starts is where the rule lives: one check per entry, both ends
    from exact import ExactChain

    chain = ExactChain(M, temperature=1.0)
    rng = np.random.default_rng(0)
    assert tt._starts(chain, [7, 0, 3], 64, rng).tolist() == [7, 0, 3]
    for bad in ([7, 8], [8, 7], [0, -1]):
        with pytest.raises(InvalidInputError, match="`starts`"):
            tt._starts(chain, bad, 64, rng)


@pytest.mark.parametrize(("kw", "name"), [
    ({"n_samples": 9}, "n_samples"),
    ({"steps": 0}, "steps"),
    ({"max_starts": 0}, "max_starts"),
    ({"batch": 0}, "batch"),
    ({"alpha": 0.0}, "alpha"),
    ({"alpha": 1.0}, "alpha"),
    ({"lazy": 1.5}, "lazy"),
])
def test_numeric_guards_name_their_argument(kw, name):
    args = {"n_samples": 10, "starts": [0], "rng": 0} | kw
    with pytest.raises(InvalidInputError, match=f"`{name}`"):
        check_sampler(STEP, M, 1.0, **args)


def test_numeric_guards_accept_their_least_value():
    rep = check_sampler(STEP, M, 1.0, n_samples=10, steps=1, max_starts=1, batch=1, alpha=0.5, starts=[0], rng=0)
    assert rep.n_samples == 10 and list(rep.starts) == [0]
    # max_starts = 1 and no starts given: one start, from the only pi-stratum
    rep = check_sampler(STEP, M, 1.0, n_samples=10, max_starts=1, rng=0)
    assert len(rep.starts) == 1 and 0 <= int(rep.starts[0]) < 8


def test_step_must_be_callable():
    with pytest.raises(InvalidInputError, match="`step` must be a callable"):
        check_sampler(None, M, 1.0, n_samples=10, starts=[0], rng=0)


def _one_step_rows(starts):
    """Rows of the one-step kernel P (random scan, T = 1) at ``starts``, built independently
    (tests/independent.py: the heat-bath formula summed over the sites)."""
    from ..independent import dense_kernel

    return dense_kernel(M, 1.0)[np.asarray(starts)]


def test_tv_observed_counts_draws_outside_as_distance():
    # TV over the states plus 'outside 0..q-1': 1/2 (sum_y |f(y) - P(s, y)| + f(outside)), with
    # f the observed frequencies; every draw outside gives exactly 1 (no mass in common)
    def out_all(states, rng):
        out = np.array(states)
        out[:, 0] = 2
        return out

    rep = check_sampler(out_all, M, 1.0, n_samples=20, starts=[0, 5], rng=0)
    assert rep.tv_observed.tolist() == [1.0, 1.0]
    assert list(rep.outside) == [20, 20]


def test_tv_observed_with_half_the_draws_outside():
    # even rows leave 0..q-1, odd rows hold: f(s) = 1/2, f(outside) = 1/2, so
    # TV = 1/2 (|1/2 - P(s, s)| + (1 - P(s, s)) + 1/2)
    def half(states, rng):
        out = np.array(states)
        out[::2, 0] = 2
        return out

    starts = [0, 3]
    rep = check_sampler(half, M, 1.0, n_samples=20, starts=starts, rng=0)
    rows = _one_step_rows(starts)
    Pss = rows[np.arange(2), starts]
    expect = 0.5 * (np.abs(0.5 - Pss) + (1 - Pss) + 0.5)
    assert list(rep.outside) == [10, 10]
    np.testing.assert_allclose(rep.tv_observed, expect, rtol=1e-12)
    assert np.all(rep.tv_observed <= 1.0)


def test_tv_observed_without_outside_draws():
    # a step that holds: f = delta_s, TV(delta_s, P(s, .)) = 1 - P(s, s)
    starts = [0, 3, 6]
    rep = check_sampler(lambda s, rng: np.array(s), M, 1.0, n_samples=20, starts=starts, rng=0)
    rows = _one_step_rows(starts)
    np.testing.assert_allclose(rep.tv_observed, 1 - rows[np.arange(3), starts], rtol=1e-12)
    assert list(rep.outside) == [0, 0, 0]
