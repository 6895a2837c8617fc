"""prm26e (issue 30, ninth sweep): ``known_results`` hands the tie guard's verdict and each
published gap's temperature on (benchmarks/default_only_args.py --sites: no test handed
anything but the callee's default at these call sites).

Contract (the section's comments): the hypercube t_mix claim (tol 0, integers) is "asserted only
when the Ehrenfest d(t) stays REFERENCE_TIE away from eps" (``tie_atol``): its hypothesis fails
otherwise; the Curie-Weiss gaps are the published ones at (n, T) = (500, 2), (500, 1), (14, 0.3),
and the critical exponent takes n = 250 at T = 1."""

import math
from types import SimpleNamespace

from toolkit.app.report import known_results as kr
from toolkit.app.report import reference as ref


class _Record:
    def __init__(self):
        self.hyp = {}

    def check(self, name, cases, *, tol, hypothesis_holds=True, **kw):
        self.hyp[name] = hypothesis_holds


def _engine(temps):
    def mixing(model, temperature, eps=0.25, starts=None):
        n = model.length
        return SimpleNamespace(t_mix=int(round(n * math.log(n))))

    def gap(model, temperature="absent"):
        temps.append((model.length, temperature))
        return SimpleNamespace(spectral_gap=math.exp(-0.01 * model.length))

    return SimpleNamespace(lumped_mixing_time=mixing, lumped_spectral_gap=gap,
                           scans=SimpleNamespace(potts_spinodal=kr._spinodal))


def _run(tie, tie_atol, temps=None):
    chk = _Record()
    kr.known_results(_engine([] if temps is None else temps), chk, cases=ref._Cases,
                     ehrenfest_profile=lambda n, t: n, first_within=lambda n, eps: (7 * n, tie),
                     eps_values=(0.25,), tie_atol=tie_atol)
    (name,) = [k for k in chk.hyp if k.startswith("lumped hypercube")]
    return chk.hyp[name]


def test_hypercube_claim_hypothesis_fails_on_a_tie():
    # min |d(t) - eps| = 0.01 within tie_atol = 0.1: a tie, the hypothesis does not hold
    assert _run(0.01, 0.1) is False
    assert _run(0.01, 1e-6) is True


def test_curie_weiss_gaps_at_their_published_temperatures():
    temps = []
    _run(0.01, 1e-6, temps)
    assert {(500, 2.0), (500, 1.0), (14, 0.3), (250, 1.0)} <= set(temps)
    assert all(t != "absent" for _, t in temps)
