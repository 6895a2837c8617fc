"""prm23a: the soundness section's coupling group (``toolkit.app.report.soundness._coupling``)
with the sampled bounds stubbed (toolkit.bounds / toolkit.coupling are not run):

- "exact dbar(t) <= d_upper(t)" holds ``dbar``, not the smaller ``d``: with ``d_upper`` a
  constant 0.999 the worst grid time is ``t = 0``, where ``dbar(0) = 1`` for any chain with
  two states or more (``P^0 = I``: two different starts are at TV 1), while
  ``d(0) = 1 - pi_min < 1``;
- the formula claim "t_upper = min(t_1, 2 t_2)" takes ``t_1``, ``t_2`` as the first grid
  times with ``d_upper <= eps`` and ``<= sqrt(eps)`` (toolkit.bounds: "d(t) <= eps"), so a
  curve that reaches 0.5 and 0.25 exactly (at t = 4 and 5) gives ``min(5, 8) = 5``.
"""

from types import SimpleNamespace

import numpy as np
import pytest

import exact
import toolkit.app.report.soundness as snd
from toolkit.app.report._model import Section

TIMES = np.arange(0, 64)
CURVE = np.concatenate([[1.0, 0.9, 0.8, 0.7, 0.5, 0.25, 0.2], np.full(TIMES.size - 7, 0.1)])  # 0.5 at 4, 0.25 at 5


@pytest.fixture
def group(monkeypatch):
    def run(d_upper, t_upper):
        b = SimpleNamespace(times=TIMES, d_upper=d_upper, d_lower=np.zeros(TIMES.size), t_upper=t_upper,
                            t_lower=0, n_replicates=400)
        res = SimpleNamespace(tv_bound=lambda times, level: SimpleNamespace(upper=lambda: np.ones(len(times))))
        monkeypatch.setattr(snd, "mixing_bounds", lambda *a, **k: b)
        monkeypatch.setattr(snd, "coalescence_times", lambda *a, **k: res)
        s = Section(snd.KEY, snd.TITLE)
        eq, ineq = snd._Agreement(s), snd._Inequalities(s)
        snd._coupling(exact, eq, ineq, np.random.default_rng(0))
        return eq.rows, ineq.rows
    return run


def test_dbar_claim_holds_dbar_at_its_worst_time(group):
    _, ineq = group(np.full(TIMES.size, 0.999), 1)
    rows = [r for r in ineq if r["claim"].startswith("coupling: exact dbar(t) <= d_upper(t)")]
    assert len(rows) == 2
    for r in rows:
        assert r["case"].endswith(", t=0")
        assert r["value"] == 1.0          # dbar(0) = 1, by hand
        assert r["holds"] is False        # 1 > 0.999


def test_t_upper_formula_at_eps_exactly(group):
    eq, _ = group(CURVE, 5)
    rows = [r for r in eq if r["claim"].startswith("coupling: t_upper = min(t_1, 2 t_2)")]
    assert len(rows) == 2
    for r in rows:
        assert r["closed_form"] == 5.0 and r["holds"] is True
