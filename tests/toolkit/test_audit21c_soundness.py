"""audit21c (issue 30, twenty-first blind audit): the soundness section's sector certificate is
held against ``L_k(t) + R_k(t)/2``, not a looser ``L_k + R_k``.

The certificate (exact.lumped): ``d_k(t) <= L_k(t) + R_k(t)/2``, with ``R_k(t)^2`` from
``exact.lumped._rest_bound``. The section also states that it is nearly tight on the
antiferromagnetic Curie-Weiss model: ``max (d_k - L_k)/(R_k/2) >= 0.95``. So an engine whose
``R_k^2`` is understated by a factor 0.3 (``R_k/2`` by ``sqrt(0.3) = 0.548 < 0.95``) gives a
certificate that the exact ``d_k`` breaks, and the claim must fail; held against ``L_k + R_k``
(twice the allowance: ``2 sqrt(0.3) = 1.095 >= 1``) the same wrong engine would pass.
"""

import exact
import toolkit.app.report.soundness as soundness
from toolkit.app.report._model import Section

CLAIM = "lumped: exact d_k(t) <= L_k(t) + R_k(t)/2, every class and t <= 30"


def _certificate_claim():
    s = Section(soundness.KEY, soundness.TITLE)
    eq, ineq = soundness._Agreement(s), soundness._Inequalities(s)
    soundness._lumped(exact, eq, ineq)
    (claim,) = [c for c in s.claims if c.name == CLAIM]
    return claim


def test_sector_certificate_holds_with_the_true_rest_bound():
    assert _certificate_claim().holds


def test_sector_certificate_fails_with_an_understated_rest_bound(monkeypatch):
    real = soundness._rest_bound
    monkeypatch.setattr(soundness, "_rest_bound", lambda *a, **k: 0.3 * real(*a, **k))
    claim = _certificate_claim()
    assert not claim.holds
    # the exact d_k exceeds the (wrong) L_k + R_k/2 by a clear margin, not round-off
    assert claim.value - claim.bound > 1e-3
