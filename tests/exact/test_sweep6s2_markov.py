"""Contract sweep (issue 30) of :mod:`exact.markov`: the chain's documented defaults
(``T = 1``, random scan, no laziness, ``eps = 1/4``), ``with_temperature`` keeping scan and
laziness, ``with_scan``'s default laziness 0, the mixing cache keyed by ``eps``, ``repr``,
``state_index`` (site 0 most significant; tokens by their display strings) and the
random-scan chain behind ``check``/``compatibility`` of a systematic chain."""

from __future__ import annotations

import numpy as np
import pytest

from exact.kernel import GlauberKernel
from exact.markov import ExactChain
from exact.mixing import mixing_time
from toolkit.exceptions import InvalidInputError
from toolkit.models import IndependentSites, potts, random_table


def test_documented_defaults():
    m = potts(2, 3, 1.0, field=[0.3, -0.2])
    c = ExactChain(m)
    assert (c.temperature, c.scan, c.lazy) == (1.0, "random", 0.0)
    assert c.mixing().eps == 0.25
    # the default temperature is 1: the same kernel as an explicit T = 1, not another
    ref = GlauberKernel(c.logits, temperature=1.0)
    assert c.mixing().t_mix == mixing_time(ref, eps=0.25).t_mix
    assert np.allclose(c.pi, ExactChain(m, temperature=1.0).pi, rtol=0, atol=1e-15)
    assert not np.allclose(c.pi, ExactChain(m, temperature=0.5).pi, rtol=0, atol=1e-3)


def test_mixing_is_cached_per_eps():
    c = ExactChain(potts(2, 3, 1.0), temperature=0.6)
    a, b = c.mixing(0.25), c.mixing(0.01)
    assert (a.eps, b.eps) == (0.25, 0.01) and b.t_mix > a.t_mix
    assert c.mixing(0.25) is a


def test_with_temperature_keeps_scan_and_laziness():
    c = ExactChain(potts(2, 3, 1.0), temperature=1.0, scan="systematic", lazy=0.3, name="p")
    d = c.with_temperature(0.5)
    assert (d.temperature, d.scan, d.lazy, d.name) == (0.5, "systematic", 0.3, "p")


def test_with_scan_default_laziness_is_zero():
    c = ExactChain(potts(2, 3, 1.0), lazy=0.3)
    r = c.with_scan("random")
    assert r is not c and r.lazy == 0.0 and r.scan == "random"
    assert c.with_scan("random", lazy=0.3) is c


def test_repr():
    c = ExactChain(potts(2, 2, 1.0), temperature=0.5, scan="systematic", lazy=0.25, name="pp")
    assert repr(c) == "ExactChain(pp, T=0.5, scan='systematic', lazy=0.25)"


def test_state_index_site_zero_most_significant():
    m = IndependentSites(np.zeros((3, 3)))
    m.tokens = ["a", "b", "c"]
    c = ExactChain(m)
    assert c.state_index([1, 0, 2]) == 1 * 9 + 0 * 3 + 2
    assert c.state_index("b a c") == 11 and c.state_index(["c", "c", "a"]) == 24
    assert c.state_index(7) == 7
    with pytest.raises(InvalidInputError, match="'z'"):
        c.state_index("a z b")
    with pytest.raises(InvalidInputError, match="3 tokens"):
        c.state_index([0, 1])


def test_systematic_chains_check_and_compatibility_use_the_random_scan():
    m = random_table(2, 3, 1.0, rng=3)
    s = ExactChain(m, temperature=0.8, scan="systematic")
    r = ExactChain(m, temperature=0.8)
    assert s.compatibility().to_dict() == r.compatibility().to_dict()
    assert s.scan_order_tv() == r.scan_order_tv() > 1e-4


def test_state_index_default_tokens_and_starts():
    c = ExactChain(IndependentSites(np.zeros((3, 3))))
    assert c.state_index("2 0 1") == 2 * 9 + 0 + 1            # tokens default to "0", "1", "2"
    assert c.state_index(np.array(["1", "1", "1"])) == 13
    # a start given as the n tokens of a state (3 numbers here) is that state, not a distribution:
    # IndependentSites with zero logits mixes in one step of each site; d_x(0) = 1 - 1/27
    d = c.distance_from([0, 0, 1], 2)
    np.testing.assert_allclose(d, c.distance_from(1, 2), rtol=0, atol=0)
    assert d[0] == pytest.approx(1 - 1 / 27, rel=1e-14, abs=0)
