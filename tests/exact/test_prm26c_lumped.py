"""prm26c (issue 30, ninth sweep: keywords handed on at a call site only at their defaults),
:mod:`exact.lumped`:

- ``class_chain(..., temperature=T)`` without ``law``: ``pi`` is the law of the class states
  under the chain's stationary law at ``T`` (``ClassChain``), so ``pi P = pi`` for the class
  chain's own ``P`` at ``T`` (an exact lumping keeps the stationary law), at ``T != 1``;
- ``sector_inputs(..., chain=chain)`` without ``law`` uses "the count chain's own" law: the
  chain handed in is not built again (a count of ``count_chain`` calls where the module looks
  it up) and the per-state ``log pi`` is that chain's law;
- ``lumped_spectral_gap(..., lazy=l)`` where a sector is not separated in float64 and the
  enumerated chain decides (``random_exchangeable(3, 5, 2.0, rng=5)`` at ``T = 0.03``, the case
  of the code's own comment): the lazy chain ``l I + (1 - l) P`` has eigenvalues
  ``l + (1 - l) lambda``, all >= 0 for ``l >= 1/2``, so its absolute gap is ``(1 - l)`` times the
  non-lazy chain's spectral gap ``1 - lambda_2`` (that test is slow; a spy on ``glauber_kernel``
  pins the keyword reaching the enumerated chain);
- ``lumped_mixing_time(..., starts="certified")`` that stops without an exact ``t_mix`` still
  reports the round-off found at ``t_L`` (``t_mix_round_off``).
"""

from __future__ import annotations

import numpy as np
import pytest

import exact.lumped as lumped
from toolkit.models.exchangeable import CurieWeiss, random_exchangeable


@pytest.mark.parametrize("T", [0.5, 2.0])
def test_class_chain_pi_is_stationary_at_its_temperature(T):
    ch = lumped.class_chain(CurieWeiss(4, 1.0), [2, 2], temperature=T)
    pi = np.asarray(ch.pi)
    assert pi.sum() == pytest.approx(1.0, abs=1e-12)
    assert np.allclose(ch.P.T @ pi, pi, rtol=0, atol=1e-12)


def test_sector_inputs_uses_the_chain_it_is_given(monkeypatch):
    m = CurieWeiss(4, 1.0)
    chain = lumped.count_chain(m, temperature=0.5)
    law = lumped.count_stationary_law(m, chain=chain)
    expected = lumped.log_state_pi(law, chain.counts, 4)
    calls = []
    real = lumped.count_chain

    def counting(*a, **kw):
        calls.append(kw)
        return real(*a, **kw)

    monkeypatch.setattr(lumped, "count_chain", counting)
    _, log_pi = lumped.sector_inputs(m, temperature=0.5, chain=chain)
    assert calls == []                    # the chain given is not built again
    assert np.allclose(log_pi, expected, rtol=0, atol=1e-12)


class _Stop(Exception):
    pass


def test_lazy_reaches_the_enumerated_chain_when_a_sector_is_undecided(monkeypatch):
    # the enumerated chain takes seconds to diagonalise: a spy on glauber_kernel where
    # exact.lumped looks it up records the chain that would be built and stops there
    seen = []

    def spy(model, **kw):
        seen.append(kw)
        raise _Stop

    monkeypatch.setattr(lumped, "glauber_kernel", spy)
    m = random_exchangeable(3, 5, 2.0, rng=5)
    with pytest.raises(_Stop):
        lumped.lumped_spectral_gap(m, temperature=0.03, lazy=0.5)
    assert seen == [{"temperature": 0.03, "lazy": 0.5}]


@pytest.mark.slow
def test_lazy_gap_of_the_enumerated_chain_is_halved_at_lazy_one_half():
    # the effect itself (about 5 s of CPU): l = 1/2 halves the absolute gap 1 - lambda_2
    m = random_exchangeable(3, 5, 2.0, rng=5)
    g0 = lumped.lumped_spectral_gap(m, temperature=0.03)
    g = lumped.lumped_spectral_gap(m, temperature=0.03, lazy=0.5)
    assert "enumerated" in g.method
    assert g.spectral_gap == pytest.approx(0.5 * g0.spectral_gap, rel=1e-6)


def test_round_off_is_reported_when_the_certified_search_stops_short(monkeypatch):
    # lumped_mixing_time's docstring: t_mix_round_off estimates how many steps t_mix is uncertain
    # by, 0 only when the two distances around eps are farther from it than their error. Take eps
    # equal to the computed worst distance at t = 8 (d(8) - eps = 0 is within any error), and a
    # class budget of 0 steps (STEP_BUDGET, which a large model exhausts) so that the interior
    # classes are not evaluated and the search ends without an exact t_mix: the round-off found
    # at t_L = 8 must still be reported (1 step: 2 err over a fall of ~1e-2 per step, rounded up)
    m = CurieWeiss(6, 1.0)
    r = lumped.lumped_mixing_time(m, eps=0.25, starts="certified")
    d8 = dict(zip(r.times, r.distances, strict=True))[8]
    monkeypatch.setattr(lumped, "STEP_BUDGET", 0)
    rr = lumped.lumped_mixing_time(m, eps=d8, starts="certified")
    assert rr.t_mix is None and rr.t_mix_lower == 8     # not exact: the search stopped short
    assert rr.t_mix_round_off == 1
