"""prm27b tenth sweep (issue 30), the soundness section's lumped checks (one run of
``_lumped``, to keep the module's targeted set fast):

- the ``starts='certified'`` check holds the lumped engine's ``t_mix`` against the WORST start's
  enumerated time (the largest ``d_k`` over the classes), on models whose worst start is an
  interior class (the first class, all sites on one token, mixes sooner): the reference values
  are checked against ``exact.mixing_time`` on the full 2^n-state chains;
- the tightness claim reads ``max (d_k - L_k)/(R_k/2)`` over EVERY t <= 30 (a running
  maximum). On the section's own case the ratio grows with t, so its last value is the
  maximum; a rest bound inflated 4x beyond t = 20 (halving the ratio there) moves the maximum
  to t = 20, and the claim's value must follow it (the inflated bound is the section's own
  ``_rest_bound`` name; the lumped engine's certified t_mix does not read it).
"""

import numpy as np

import exact
import toolkit.app.report.soundness as soundness
from exact import glauber_kernel, mixing_time
from exact.lumped import count_chain, count_stationary_law
from toolkit.app.report._model import Section
from toolkit.models.exchangeable import CurieWeiss


def test_certified_reference_and_tightness_maximum(monkeypatch):
    real = soundness._rest_bound

    def inflated(model, T, lazy, t, *a, **k):
        return real(model, T, lazy, t, *a, **k) * (4.0 if t > 20 else 1.0)

    monkeypatch.setattr(soundness, "_rest_bound", inflated)
    s = Section(soundness.KEY, soundness.TITLE)
    eq, ineq = soundness._Agreement(s), soundness._Inequalities(s)
    soundness._lumped(exact, eq, ineq)

    # certified t_mix against the enumerated chains (256 and 64 states): the worst-start t_mix(eps)
    rows = {r["case"]: r for r in eq.rows if r["claim"].startswith("lumped: starts='certified' t_mix")}
    want = {"antiferromagnetic Curie-Weiss n=8": mixing_time(glauber_kernel(CurieWeiss(8, -3.0), temperature=1.0),
                                                             eps=0.25).t_mix,
            "antiferromagnetic Curie-Weiss n=6, eps=0.45": mixing_time(glauber_kernel(CurieWeiss(6, -2.0),
                                                                                      temperature=1.0),
                                                                       eps=0.45).t_mix}
    assert want == {"antiferromagnetic Curie-Weiss n=8": 17, "antiferromagnetic Curie-Weiss n=6, eps=0.45": 6}
    for case, t in want.items():
        assert rows[case]["closed_form"] == t and rows[case]["holds"]

    # the tightness ratio by hand from the section's ingredients, with the same inflated rest bound
    (row,) = [r for r in ineq.rows if "nearly tight" in r["claim"]]
    m, n = CurieWeiss(8, -3.0), 8
    d, L, _ = soundness._class_profiles(m, 1.0, 30)
    law = count_stationary_law(m, chain=count_chain(m, temperature=1.0))
    inner = np.arange(1, n)
    ratios = []
    for t in range(1, 31):
        R2 = inflated(m, 1.0, 0.0, t, law.log_pi[n - np.arange(n + 1)], inner)
        ratios.append(float(((d[inner, t] - L[inner, t]) / (0.5 * np.sqrt(R2[inner]))).max()))
    assert int(np.argmax(ratios)) + 1 == 20 and ratios[-1] < max(ratios)   # the cases differ
    assert row["value"] == max(ratios)
