"""The known-results group of `glauber verify`'s reference section (issue 12): it passes on
the lumped engine and fails when the engine is wrong."""

from __future__ import annotations

import dataclasses
import math

import pytest

import exact
from toolkit.app.report import known_results as kr
from toolkit.app.report import reference as rep
from toolkit.app.report._model import Section


def _run():
    s = Section("reference", "test")
    chk = rep._Agreement(s)
    data = rep._ref_known_results(exact, chk)
    return {c.name: c for c in s.claims}, chk.rows, data


def test_known_results_pass_and_keep_their_cases():
    claims, rows, data = _run()
    assert len(claims) == 8 and all(c.holds for c in claims.values()), [str(c) for c in claims.values()]
    cases = [r for r in rows if r["claim"].startswith("lumped hypercube")]
    assert len(cases) == 3 and all(r["engine"] == r["closed_form"] for r in cases)
    assert any(row[0] == "Curie-Weiss barrier" for row in data["table"])


def test_closed_forms_of_the_catalogue():
    # q = 3 spinodal: 2.745643576... (Cuff et al. 2012 give beta_s ~ 2.7456 for q = 3 in this normalization)
    assert kr._spinodal(3) == pytest.approx(2.7456435767, abs=1e-9)
    assert kr._spinodal(3) < 4 * math.log(2) < 3          # beta_s < beta_c = 4 ln 2 < q
    # the lazy hypercube's window at eps = 1/4: -ln(2 * 0.318639...) = 0.450548...
    assert kr._limit_window(0.25) == pytest.approx(0.4505481556, abs=1e-9)
    # barrier rate at T = 0.7 (also pinned in tests/exact/test_lumped.py: 0.08974)
    assert kr._barrier_rate(1.0, 0.7) == pytest.approx(0.08974, abs=1e-5)


def test_an_off_by_one_lumped_t_mix_fails_the_group(monkeypatch):
    real = exact.lumped_mixing_time

    def off_by_one(*args, **kwargs):
        r = real(*args, **kwargs)
        return dataclasses.replace(r, t_mix=r.t_mix + 1)

    monkeypatch.setattr(exact, "lumped_mixing_time", off_by_one)
    claims, _, _ = _run()
    failed = {name for name, c in claims.items() if not c.holds}
    assert "lumped hypercube T=inf, n=100,200: t_mix(eps) = Ehrenfest weight chain" in failed
    assert "Curie-Weiss beta=1, T=2: exact worst-start t_mix/(n ln n) = published (n = 10, 50, 100)" in failed
