"""harden9b (issue 30): the Curie-Weiss cutoff claim when one t_mix is not reached (None).

``known_results`` fits ``t_mix = c n ln n + d n`` over n = 10, 50, 100 only when every t_mix
exists: a None (not reached within the engine's limit) leaves the claim without a case (it
is then not checked) rather than failing the whole section. Stand-ins for ``exact`` and the
agreement object, as tests/toolkit/test_sweep8s1_known_results.py does."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from toolkit.app.report import known_results as kr


class _Stop(Exception):
    pass


class _Cases(list):
    def add(self, value, ref, label):
        self.append((value, ref, label))


class _Chk:
    def __init__(self, stop_after):
        self.calls, self.stop_after = [], stop_after

    def check(self, name, cases, **kw):
        self.calls.append((name, list(cases), kw))
        if len(self.calls) >= self.stop_after:
            raise _Stop


def _mixing(model, temperature, eps=0.25, starts=None):
    # the hypercube (T = inf): 7 n; Curie-Weiss at T = 2: not reached at n = 50
    if temperature == float("inf"):
        return SimpleNamespace(t_mix=7 * model.length)
    return SimpleNamespace(t_mix=None if model.length == 50 else 3 * model.length)


def test_cutoff_claim_without_case_when_a_t_mix_is_none():
    exact = SimpleNamespace(lumped_mixing_time=_mixing,
                            lumped_spectral_gap=lambda model, temperature: SimpleNamespace(spectral_gap=0.5))
    chk = _Chk(stop_after=5)
    with pytest.raises(_Stop):
        kr.known_results(exact, chk, cases=_Cases, ehrenfest_profile=lambda n, t: None,
                         first_within=lambda d, eps: (123, 0.01), eps_values=(0.25,), tie_atol=1e-6)
    names = [c[0] for c in chk.calls]
    assert names[2].startswith("Curie-Weiss beta=1, T=2") and names[4].startswith("Curie-Weiss cutoff")
    ratio, cut = chk.calls[2][1], chk.calls[4][1]
    assert [c[0] for c in ratio if c[2] == "n=50"] == [None]
    assert cut == []
