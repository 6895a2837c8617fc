"""prm25c (issue 30, eighth sweep): the tolerance of every claim of ``known_results`` is the one
its comment documents.

Contract (the comments above each ``chk.check``): hypercube t_mix tol 0 (integers); cutoff
window 0.02; Curie-Weiss ratios tol 0 (rounded to the published digits); gaps 1e-10
relative; cutoff constant 0.01; local exponent at T_c 0.02; barrier 3e-3 relative; spinodal
1e-9. The engine is a stand-in (every claim's cases are built, none is judged here)."""

import math
from types import SimpleNamespace

import pytest

from toolkit.app.report import known_results as kr
from toolkit.app.report import reference as ref


class _Record:
    def __init__(self):
        self.tol = {}

    def check(self, name, cases, *, tol, **kw):
        self.tol[name] = tol


def _engine():
    def mixing(model, temperature, eps=0.25, starts=None):
        n = model.length
        return SimpleNamespace(t_mix=int(round(n * math.log(n))))

    def gap(model, temperature):
        return SimpleNamespace(spectral_gap=math.exp(-0.01 * model.length))

    return SimpleNamespace(lumped_mixing_time=mixing, lumped_spectral_gap=gap,
                           scans=SimpleNamespace(potts_spinodal=kr._spinodal))


def test_every_claim_has_its_documented_tolerance():
    chk = _Record()
    kr.known_results(_engine(), chk, cases=ref._Cases, ehrenfest_profile=lambda n, t: n,
                     first_within=lambda n, eps: (7 * n, 0.01), eps_values=(0.25,), tie_atol=1e-6)
    want = {"lumped hypercube": 0, "hypercube cutoff": 0.02, "Curie-Weiss beta=1, T=2": 0,
            "Curie-Weiss beta=1: full spectral gap": 1e-10, "Curie-Weiss cutoff constant": 0.01,
            "Curie-Weiss at T_c": 0.02, "Curie-Weiss below T_c": 3e-3, "mean-field Potts spinodal": 1e-9}
    assert len(chk.tol) == len(want)
    for start, tol in want.items():
        (name,) = [k for k in chk.tol if k.startswith(start)]
        assert chk.tol[name] == pytest.approx(tol, rel=0, abs=0), name
