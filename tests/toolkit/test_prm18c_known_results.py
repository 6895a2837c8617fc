"""prm18c promise sweep: toolkit.app.report.known_results (the spinodal claim's cases)."""

from __future__ import annotations

import math
from types import SimpleNamespace

from toolkit.app.report import known_results as kr
from toolkit.app.report import reference as rep
from toolkit.app.report._model import Section


def test_spinodal_claim_checks_every_q_it_names():
    # a stand-in engine (fast, constant answers): only which cases each claim gets matters here
    engine = SimpleNamespace(
        lumped_mixing_time=lambda *a, **k: SimpleNamespace(t_mix=100),
        lumped_spectral_gap=lambda *a, **k: SimpleNamespace(spectral_gap=1e-3),
        scans=SimpleNamespace(potts_spinodal=lambda q: kr._spinodal(q)))
    s = Section("reference", "test")
    chk = rep._Agreement(s)
    kr.known_results(engine, chk, cases=rep._Cases, ehrenfest_profile=rep._ehrenfest_profile,
                     first_within=rep._first_within, eps_values=rep.REFERENCE_EPS, tie_atol=rep.REFERENCE_TIE)
    name = next(c.name for c in s.claims if c.name.startswith("mean-field Potts spinodal"))
    assert "(q = 3, 4, 5)" in name
    cases = [r["case"] for r in chk.rows if r["claim"] == name]
    assert cases == ["q=3", "q=4", "q=5"]
    assert all(math.isfinite(r["engine"]) for r in chk.rows if r["claim"] == name)
