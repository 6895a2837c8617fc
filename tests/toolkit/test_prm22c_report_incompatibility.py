"""prm22c fifth sweep (issue 30): the incompatibility section's real-model claim carries a
reason only when it is not resolved.

Contract (:func:`toolkit.app.report.incompatibility.section_incompatibility` and
:attr:`toolkit.results.Claim.reason`): a comparison's ``reason`` says why its verdict is what it
is; a real model with a certified rectangle "holds" with no reason, one without is "not
resolved" because "no sampled rectangle is above its bound; sampling cannot show
compatibility". The tested real runs (tiny-en) were always certified; here the real rectangle
test is replaced by fakes on both sides (the toy families left out to keep it fast)."""

from types import SimpleNamespace

import numpy as np

from toolkit.app.report import incompatibility as inc


def _run(monkeypatch, tmp_path, incompatible):
    summ = SimpleNamespace(count=10, n_certified=3 if incompatible else 0, incompatible=incompatible,
                           prevalence=SimpleNamespace(value=0.3 if incompatible else 0.0),
                           quantiles={"q50": 0.1}, max_abs=2.0, witnesses=[])
    res = SimpleNamespace(table={"log_r": np.array([0.1, 2.0])}, summary=lambda: summ)
    monkeypatch.setattr(inc, "TOY_FAMILIES", ())
    monkeypatch.setattr(inc, "_real_rectangle_specs", lambda quick: [dict(label="fake", model="x", text="a b")])
    monkeypatch.setattr(inc, "_real_rectangles", lambda spec, rng: res)
    s = inc.section_incompatibility(str(tmp_path), quick=True, real=True, rng=0)
    (c,) = [c for c in s.claims if c.name == "incompatibility certified: fake"]
    return c


def test_certified_real_model_has_no_reason(monkeypatch, tmp_path):
    c = _run(monkeypatch, tmp_path, True)
    assert c.verdict == "holds" and c.reason == ""


def test_unresolved_real_model_says_why(monkeypatch, tmp_path):
    c = _run(monkeypatch, tmp_path, False)
    assert c.verdict == "not resolved"
    assert c.reason == "no sampled rectangle is above its bound; sampling cannot show compatibility"
