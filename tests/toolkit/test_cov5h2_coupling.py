"""Coverage-driven tests of toolkit/coupling.py (issue 30, branch cov5h2): the token order's
checks, embedding_order's shape check, explicit start pairs, the default time grid of a
coalescence bound (computed by hand from a hand-made result), the censored lag coupling's
method, and damage spreading's site/token checks and progress bar; each against the
docstring or a hand count."""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.coupling import (
    CoalescenceResult,
    DamageResult,
    damage_spreading,
    embedding_order,
    lag_coupling_tv_bound,
    start_pairs,
    token_order,
)
from toolkit.exceptions import InvalidInputError
from toolkit.models import potts


def test_token_order_from_the_model_and_checks():
    m = potts(3, 2, 0.5)
    assert token_order(m) is None  # no attribute: the token index
    m.token_order = [2, 0, 1]
    assert token_order(m).tolist() == [2, 0, 1]
    with pytest.raises(InvalidInputError, match=r"`order` must be a permutation of 0\.\.2; got \[0, 0, 1\]"):
        token_order(m, [0, 0, 1])
    with pytest.raises(InvalidInputError, match="`order` must be a permutation of 0..2"):
        token_order(m, [0, 1])
    with pytest.raises(InvalidInputError, match=r"`embeddings` must have shape \(q, d\) with q >= 2; got \(3,\)"):
        embedding_order([1.0, 2.0, 3.0])
    with pytest.raises(InvalidInputError, match=r"got \(1, 2\)"):
        embedding_order([[1.0, 2.0]])


def test_explicit_start_pairs():
    m = potts(3, 2, 0.5)
    xs, ys = start_pairs(m, (np.array([[0, 0], [1, 1]]), np.array([[2, 2], [0, 1]])))
    assert xs.tolist() == [[0, 0], [1, 1]] and ys.tolist() == [[2, 2], [0, 1]]
    with pytest.raises(InvalidInputError, match=r"`starts` arrays must have the same shape; got \(2, 2\) and \(1, 2\)"):
        start_pairs(m, (np.array([[0, 0], [1, 1]]), np.array([[2, 2]])))
    with pytest.raises(InvalidInputError, match="`starts` must be a name or a pair of state arrays; got 3"):
        start_pairs(m, 3)


def test_coalescence_bound_default_grid_by_hand():
    # 2 pairs x 4 replicates, max_steps 40: default grid unique(int(linspace(0, 40, 21))) = 0, 2, ..., 40
    times = np.array([[1.0, 3.0, 5.0, 7.0], [2.0, 2.0, 30.0, 39.0]])
    r = CoalescenceResult(times, np.zeros((2, 2), int), np.ones((2, 2), int), 40, "maximal", 1.0, "random", 0.0)
    b = r.tv_bound()
    assert b.times == tuple(range(0, 41, 2))
    # P(tau > t) maximized over pairs: t=0 -> 4/4; t=4 -> pair 0: 2/4, pair 1: 2/4 -> 0.5 (first max: pair 0);
    # t=8 -> pair 0: 0, pair 1: 2/4 -> 0.5 at pair 1; t=30 -> 1/4 at pair 1; t=40 -> 0
    at = dict(zip(b.times, zip(b.values(), b.worst_pair, strict=True), strict=True))
    assert at[0] == (1.0, 0) and at[4] == (0.5, 0) and at[8] == (0.5, 1) and at[30] == (0.25, 1) and at[40][0] == 0.0


def test_lag_coupling_censored_is_a_lower_estimate():
    # Potts at T = 0.05 from the two ground states: the lag chains (started uniform) rarely meet in 2 steps
    m = potts(2, 6, 1.0)
    res = lag_coupling_tv_bound(m, lag=1, temperature=0.05, n_replicates=20, max_steps=2, rng=0)
    assert res.n_censored > 0
    assert f"{res.n_censored} censored: lower estimate" in res.bounds[0].method


def test_damage_spreading_checks_and_progress(capsys, monkeypatch):
    monkeypatch.setenv("GLAUBER_PROGRESS", "lines")
    m = potts(3, 4, 0.5)
    with pytest.raises(InvalidInputError, match=r"`site` must be in 0\.\.3; got 4"):
        damage_spreading(m, n_chains=2, n_steps=2, site=4, rng=0)
    start = np.array([0, 1, 2, 0])
    with pytest.raises(InvalidInputError, match="`token` 1 equals the start token at site 1"):
        damage_spreading(m, n_chains=2, n_steps=2, start=start, site=1, token=1, rng=0)
    capsys.readouterr()
    a = damage_spreading(m, n_chains=3, n_steps=5, start=start, site=1, token=2, progress=True, rng=4)
    # progress=True in lines mode: a first line, and at close "desc: done, 5 steps in ..." (toolkit._progress)
    assert "damage spreading: done, 5 steps in" in capsys.readouterr().err
    b = damage_spreading(m, n_chains=3, n_steps=5, start=start, site=1, token=2, progress=False, rng=4)
    np.testing.assert_array_equal(a.distance, b.distance)  # the bar draws no random numbers
    assert a.distance[:, 0].tolist() == [1.0, 1.0, 1.0]  # one site changed at t = 0
    with pytest.raises(InvalidInputError, match="`t` must be <= n_steps=5; got 6"):
        a.mean_at(6)
    d = DamageResult(np.array([[2.0, 1.0], [0.0, 0.0]]), "crn", 1.0)
    assert d.mean_at(1).value == 0.5 and d.mean_at(1).n_samples == 2
