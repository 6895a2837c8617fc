"""Worst-start t_mix by doubling then factored powers (method="lowrank", issue 15 point 2)
against stepping (one sparse product per step, every start evolved: the definition) and
doubling on chains small enough for both; the metastable cases take the factored path."""

from __future__ import annotations

import numpy as np
import pytest
import scipy.sparse as sp

from exact import _lowrank_tmix as lowrank_module
from exact import glauber_kernel, mixing_time, stationary
from toolkit.exceptions import GlauberError
from toolkit.models import curie_weiss, potts, random_pairwise

from .reference_chains import two_state


@pytest.mark.parametrize(("model", "T", "factored"), [
    (curie_weiss(8, 1.0), 0.4, True),             # metastable: t_mix = 1518, factored from tau = 128
    (random_pairwise(2, 8, 1.0, rng=3), 0.05, False),
    (random_pairwise(3, 4, 1.0, rng=1), 0.2, None),  # 81 states: the sketch spans everything
    (potts(2, 6, 1.0, graph="cycle"), 0.5, None),
])
def test_lowrank_equals_stepping_and_doubling(model, T, factored):
    K = glauber_kernel(model, temperature=T)
    pi = stationary(K)
    low = mixing_time(K, pi=pi, method="lowrank")
    step = mixing_time(K, pi=pi, method="stepping", t_max=10**5)
    dbl = mixing_time(K, pi=pi, method="doubling")
    assert low.t_mix == step.t_mix == dbl.t_mix
    assert low.worst_start == dbl.worst_start
    # the evaluated d(t) > eps are exact: equal to stepping's profile there
    prof = np.array(step.distances)
    for t, d in zip(low.times, low.distances, strict=True):
        if t < step.t_mix and d > 0.25:
            assert d == pytest.approx(prof[t], abs=1e-10)
    if factored is not None:
        assert ("factored" in low.method) is factored


def test_lowrank_two_state_closed_form():
    P, pi, lam, d = two_state(0.001, 0.002)
    t_ref = next(t for t in range(10**6) if d(t) <= 0.25)
    assert mixing_time(P, pi=pi, method="lowrank").t_mix == t_ref


def test_lowrank_respects_t_max_like_doubling():
    K = glauber_kernel(curie_weiss(8, 1.0), temperature=0.3)  # t_mix = 30308 (doubling)
    pi = stationary(K)
    assert "factored" in mixing_time(K, pi=pi, method="lowrank").method
    for t_max in (1000, 30307, 30308, 10**6):
        low = mixing_time(K, pi=pi, method="lowrank", t_max=t_max)
        dbl = mixing_time(K, pi=pi, method="doubling", t_max=t_max)
        assert low.t_mix == dbl.t_mix


def test_lowrank_falls_back_when_a_decision_is_within_its_bound(monkeypatch):
    """With a residual allowance of 1e-3 the factored powers' bound (2 k e per d(t)) covers
    the decisions, so the search must hand over to dense doubling and agree with it."""
    monkeypatch.setattr(lowrank_module, "LOWRANK_RESIDUAL", 1e-3)
    monkeypatch.setattr(lowrank_module, "LOWRANK_RANK", 2)
    K = glauber_kernel(curie_weiss(8, 1.0), temperature=0.3)
    pi = stationary(K)
    low = mixing_time(K, pi=pi, method="lowrank")
    assert low.t_mix == 30308
    assert "dense doubling" in low.method


def test_lowrank_size_guard_names_the_method():
    with pytest.raises(GlauberError, match="lowrank"):
        mixing_time(sp.identity(20000, format="csr"), pi=np.full(20000, 1 / 20000), method="lowrank")


@pytest.mark.parametrize("t_max, expected", [(3, 3), (2, None), (100, 3)])
def test_lowrank_t_mix_at_the_horizon(t_max, expected):
    """Two-state chain ``[[0.9, 0.1], [0.3, 0.7]]``: ``d(t) = 0.75 * 0.6^t`` (worst start 1), so
    ``t_mix(1/4) = 3`` (``d(2) = 0.27``, ``d(3) = 0.162``). A horizon ``t_max = 3`` still reaches it;
    ``t_max = 2`` does not (``None``)."""
    P = np.array([[0.9, 0.1], [0.3, 0.7]])
    res = lowrank_module.lowrank_mixing_time(P, np.array([0.75, 0.25]), 0.25, t_max)
    assert res.t_mix == expected
