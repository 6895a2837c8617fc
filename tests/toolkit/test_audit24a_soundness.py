"""Audit 24a (issue 30): the soundness section's claim ``t_lower < exact t_mix`` is strict.

Mathematics: ``toolkit.bounds`` reports ``t_lower`` as the last grid time with ``d_lower(t) > eps``;
``d_lower`` is a lower bound on ``d``, so ``d(t_lower) > eps`` and the exact ``t_mix`` (the first
``t`` with ``d(t) <= eps``) is strictly above ``t_lower``. A ``t_lower`` equal to ``t_mix`` is
therefore unsound and the claim must fail on it (``<=`` would pass it).
"""

from types import SimpleNamespace

import numpy as np

import exact
import toolkit.app.report.soundness as soundness
from toolkit.app.report._model import Section
from toolkit.app.report.reference import _Agreement


def test_t_lower_equal_to_the_exact_t_mix_fails_the_strict_claim(monkeypatch):
    def fake_bounds(m, **kw):
        ex = soundness._Exact(m, 1.0, t_max=400)
        times = np.arange(0, 4 * ex.t_mix + 1)
        d = ex.at(ex.d, times)
        # d_upper = 1 everywhere (valid, vacuous); t_lower set to the exact t_mix (unsound)
        return SimpleNamespace(times=times, d_upper=np.ones(times.size), d_lower=np.minimum(d, 0.0),
                               t_upper=10**6, t_lower=ex.t_mix, n_replicates=1)

    def fake_coalescence(m, **kw):
        return SimpleNamespace(tv_bound=lambda times, level: SimpleNamespace(upper=lambda: np.ones(len(times))))

    monkeypatch.setattr(soundness, "mixing_bounds", fake_bounds)
    monkeypatch.setattr(soundness, "coalescence_times", fake_coalescence)
    s = Section("soundness", "t")
    ineq = soundness._Inequalities(s)
    soundness._coupling(exact, _Agreement(s), ineq, np.random.default_rng(0))
    claim = next(c for c in s.claims if c.name == "coupling: t_lower < exact t_mix (toolkit.bounds)")
    assert claim.failed
    # the other side: a vacuous d_upper of 1 and t_upper far above t_mix pass their claims
    upper = next(c for c in s.claims if c.name == "coupling: exact t_mix <= t_upper (toolkit.bounds)")
    assert not upper.failed
