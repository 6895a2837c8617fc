"""Automatic mutation sweep 7, group a1 (issue 30): exact._lowrank_tmix's fallback rule (module
docstring: a decision ``d(t) > eps`` that lies within the error bound of the factored powers
is not taken; the whole computation falls back to dense doubling), in each of the three
phases of the factored search: doubling on k, bisection on k, and the greedy bisection on s.

curie_weiss(8, 1) at T = 0.4 (256 states) is factored from tau = 128; its d(t) at the probes
(a plain run with eps = 0.25) is 0.3974 at t = 512 (k = 4, doubling), 0.2789 at t = 1280
(k = 10, bisection) and 0.2515 at t = 1504 (s-phase). Setting eps to such a d(t) minus the
ties rule's 1e-12 puts that probe's decision at distance 0 from the threshold: only the
fallback can decide it, and far from every earlier probe (|d - thr| >> the bound ~ 5e-14)."""

from __future__ import annotations

from functools import cache

import pytest

from exact import glauber_kernel, stationary
from exact._linalg import as_dense
from exact._lowrank_tmix import lowrank_mixing_time
from exact._powers import TIE_ATOL, _doubling_dense
from toolkit.models import curie_weiss

FALLBACK = "lowrank (a decision within its error bound: dense doubling)"


@cache
def _chain():
    K = glauber_kernel(curie_weiss(8, 1.0), temperature=0.4)
    return K, stationary(K)


@cache
def _plain():
    K, pi = _chain()
    r = lowrank_mixing_time(K, pi, 0.25, 2**40)
    assert "factored from tau = 128" in r.method
    return dict(zip(r.times, r.distances, strict=True))


@pytest.mark.parametrize("t", [512, 1280, 1504])   # k-doubling, k-bisection, s-bisection
def test_a_decision_at_the_threshold_falls_back_to_dense_doubling(t):
    K, pi = _chain()
    eps = _plain()[t] - TIE_ATOL
    r = lowrank_mixing_time(K, pi, eps, 2**40)
    assert r.method == FALLBACK
    ref = _doubling_dense(as_dense(K), pi, eps, 2**40)
    assert r.t_mix == ref.t_mix and r.t_mix in (t, t + 1)


def test_a_decision_clear_of_the_threshold_stays_factored():
    # eps between two probes' distances (far from both): no fallback, the same t_mix as dense doubling
    K, pi = _chain()
    d = _plain()
    eps = 0.5 * (d[1280] + d[1408])
    r = lowrank_mixing_time(K, pi, eps, 2**40)
    assert "factored from tau = 128" in r.method
    assert r.t_mix == _doubling_dense(as_dense(K), pi, eps, 2**40).t_mix
