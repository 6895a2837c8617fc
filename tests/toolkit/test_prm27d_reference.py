"""prm27d: the hypercube t_mix claims' tie guard is the SMALLEST distance to a tie over every
``(n, eps)`` case, not the last case's.

toolkit.app.report.reference._ref_hypercube (comment at the claims): t_mix is "asserted only
when the Ehrenfest d(t) stays REFERENCE_TIE away from eps", and the claim's guard prints
``min |d(t) - eps|`` -- over every case. Computed here from the Ehrenfest closed form with an
independent first-crossing loop: the minimum sits at n = 7, eps = 0.05 (about 1.0e-4), far
from the last case (n = 10, eps = 0.05: about 2.5e-3), so a guard that kept only the last case
prints another number. The exact engine is a stand-in here (the guard reads only the closed
form; the engine's numbers are other claims'), which keeps the test fast.
"""

import math
from types import SimpleNamespace

import numpy as np

from toolkit.app.report import reference as ref
from toolkit.app.report._model import Section


def _distance_to_tie(d, eps):
    # min over t up to the first t with d(t) <= eps of |d(t) - eps|
    best = math.inf
    for v in d:
        best = min(best, abs(float(v) - eps))
        if v <= eps:
            break
    return best


def test_tie_guard_is_min_over_every_case():
    cases = {(n, eps): _distance_to_tie(ref._ehrenfest_profile(n, 4 * n * n), eps)
             for n in range(4, 11) for eps in ref.REFERENCE_EPS}
    tie = min(cases.values())
    assert min(cases, key=cases.get) == (7, 0.05)
    assert abs(cases[(10, ref.REFERENCE_EPS[-1])] - tie) > 1e-3   # the last case is not the closest
    fake = SimpleNamespace(
        glauber_kernel=lambda model, temperature: model,
        stationary=lambda K: np.full(2**K.length, 2.0**-K.length),
        mixing_time=lambda K, eps, pi, method, t_max: SimpleNamespace(t_mix=0),
        distance_profile=lambda K, t_max, pi: np.zeros(t_max + 1))
    s = Section("reference", "t")
    ref._ref_hypercube(fake, ref._Agreement(s))
    tmix = [c for c in s.claims if "t_mix(eps)" in c.name]
    assert len(tmix) == 2
    for c in tmix:
        assert f"no tie: min |d(t) - eps| = {tie:.2g}" in c.hypothesis
