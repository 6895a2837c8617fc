"""prm27e (issue 30, tenth sweep): a real MLM whose sampled rectangles certify nothing is
"not resolved" (sampling cannot show compatibility) and its claim does NOT hold.

Mutant prm27e.incompatibility.unresolved_real_counted wrote holds=True for every real model:
the tests' real models always certified incompatibility. Here a stand-in sampled test with
no certified rectangle (the toy families left out, the plotting kept)."""

from types import SimpleNamespace

import numpy as np

import toolkit.app.report.incompatibility as incompatibility
from toolkit.results import Estimate


def test_unresolved_real_model_does_not_hold(monkeypatch, tmp_path):
    summ = SimpleNamespace(count=12, n_certified=0, prevalence=Estimate(0.0), quantiles={"q50": 1e-7},
                           max_abs=1e-6, incompatible=False, witnesses=[])
    res = SimpleNamespace(table={"log_r": np.full(12, 1e-7)}, summary=lambda: summ)
    monkeypatch.setattr(incompatibility, "TOY_FAMILIES", ())
    monkeypatch.setattr(incompatibility, "_real_rectangle_specs", lambda quick: [dict(label="stand-in MLM")])
    monkeypatch.setattr(incompatibility, "_real_rectangles", lambda spec, rng: res)
    s = incompatibility.section_incompatibility(str(tmp_path), quick=True, real=True, rng=0)
    (claim,) = [c for c in s.claims if c.name == "incompatibility certified: stand-in MLM"]
    assert claim.status() == "not resolved"
    assert claim.holds is False
