"""harden10b: a survivor of ``automut --fresh-lines`` (seed 2026120422) in
toolkit.app.report.known_results: the hypercube t_mix claim compares integers (tol 0, "integers"),
so its claim row reports them as integers (a mixing time of 700 steps, not 700.0)."""

from __future__ import annotations

import math
from types import SimpleNamespace

import pytest

from toolkit.app.report import known_results as kr
from toolkit.app.report import reference as ref
from toolkit.app.report._model import Section


class _Stop(Exception):
    pass


class _FirstOnly(ref._Agreement):
    def check(self, *a, **kw):
        super().check(*a, **kw)
        raise _Stop


def test_hypercube_t_mix_claim_reports_integers():
    # stand-ins: the engine's t_mix is 7 n (n = 100, 200) and so is the "closed form" (first_within
    # returns 7 n for the profile of size n), no tie (0.01 > tie_atol)
    exact = SimpleNamespace(lumped_mixing_time=lambda model, temperature, eps, starts: SimpleNamespace(
        t_mix=7 * model.length))
    chk = _FirstOnly(Section("reference", "reference"))
    with pytest.raises(_Stop):
        kr.known_results(exact, chk, cases=ref._Cases, ehrenfest_profile=lambda n, t: n,
                         first_within=lambda n, eps: (7 * n, 0.01), eps_values=(0.25,), tie_atol=1e-6)
    (claim,) = chk.s.claims
    assert claim.name.startswith("lumped hypercube T=inf") and claim.holds is True
    assert claim.hypothesis.startswith("tol 0: integers")
    assert type(claim.bound) is int and type(claim.value) is int
    assert claim.bound == 700 and claim.value == 700    # the worst case is the first (all tie at 0)
    assert not math.isnan(claim.slack)
