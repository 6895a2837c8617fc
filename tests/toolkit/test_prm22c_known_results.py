"""prm22c fifth sweep (issue 30): the hypercube t_mix claim of
:func:`toolkit.app.report.known_results.known_results` is guarded by the ties of EVERY profile.

Contract (the comment there): "tol 0: integers; asserted only when the Ehrenfest d(t) stays
REFERENCE_TIE away from eps" -- the hypothesis holds only when no profile (n = 100 or n = 200)
comes within ``tie_atol`` of an ``eps``; the guard names the smallest distance. The tested
profiles were far from ties at both sizes; here only the n = 200 profile has a tie (distance
1e-9 < tie_atol 1e-6): the claim's hypothesis does not hold, and the guard names 1e-09. The
stand-ins are those of tests/toolkit/test_harden10b_known_results.py (profile = its size n)."""

from types import SimpleNamespace

import pytest

from tests.toolkit.test_harden10b_known_results import _FirstOnly, _Stop
from toolkit.app.report import known_results as kr
from toolkit.app.report import reference as ref
from toolkit.app.report._model import Section


def _claim(tie_at):
    exact = SimpleNamespace(lumped_mixing_time=lambda model, temperature, eps, starts: SimpleNamespace(
        t_mix=7 * model.length))
    chk = _FirstOnly(Section("reference", "reference"))
    with pytest.raises(_Stop):
        kr.known_results(exact, chk, cases=ref._Cases, ehrenfest_profile=lambda n, t: n,
                         first_within=lambda n, eps: (7 * n, 1e-9 if n == tie_at else 0.01), eps_values=(0.25,),
                         tie_atol=1e-6)
    (claim,) = chk.s.claims
    return claim


def test_a_tie_at_n_200_alone_voids_the_hypothesis():
    c = _claim(200)
    assert c.hypothesis_holds is False
    assert "min |d(t) - eps| = 1e-09" in c.hypothesis


def test_a_tie_at_n_100_voids_it_too_and_none_keeps_it():
    assert _claim(100).hypothesis_holds is False
    assert _claim(None).hypothesis_holds is True
