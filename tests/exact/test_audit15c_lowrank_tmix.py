"""The greedy bisection with the stored powers of exact._lowrank_tmix (fifteenth blind audit,
part c, survivor audit15c._lowrank_tmix.bisect_skips_last_power).

_bisect_powers decides t_mix where no factored powers are found: here a random-scan kernel of
256 states (more than the sketch's 64 + 8 columns, so W = P^tau - Pi is never of numerically
low rank this early) whose powers are still sparse when d(2^k) <= eps ends the doubling. Its
t_mix must be the one of dense doubling (exact.mixing, an independent algorithm), including
the odd ones (t_mix - 1 = 2^k + ... + 2^0), whose last bisection step is P^1.
"""

from __future__ import annotations

import numpy as np
import pytest

from exact import _lowrank_tmix as lr
from exact.kernel import glauber_kernel
from exact.mixing import mixing_time
from exact.stationary import stationary
from toolkit.models import IndependentSites


@pytest.fixture(scope="module")
def kernel():
    # 8 independent binary sites, uniform fields: the random-scan chain mixes in about n ln n steps
    return glauber_kernel(IndependentSites(np.zeros((8, 2))), temperature=1.0)


@pytest.mark.parametrize("eps", [0.5, 0.42, 0.32, 0.25, 0.1])
def test_bisection_with_the_stored_powers_matches_doubling(kernel, eps, monkeypatch):
    calls = []
    real = lr._bisect_powers

    def spy(powers, *args):
        calls.append(len(powers))
        return real(powers, *args)

    monkeypatch.setattr(lr, "_bisect_powers", spy)
    want = mixing_time(kernel, eps=eps, method="doubling").t_mix
    got = lr.lowrank_mixing_time(kernel, stationary(kernel), eps, 2**40)
    assert calls, "the greedy bisection with the stored powers was not reached"
    assert got.t_mix == want


def test_an_odd_t_mix_is_reached():
    # the eps above must include a t_mix whose last bisection step is P^1 (t_mix - 1 odd), or the
    # test above would not reach that step
    K = glauber_kernel(IndependentSites(np.zeros((8, 2))), temperature=1.0)
    ts = {mixing_time(K, eps=e, method="doubling").t_mix for e in (0.5, 0.42, 0.32, 0.25, 0.1)}
    assert any((t - 1) % 2 == 1 for t in ts)
