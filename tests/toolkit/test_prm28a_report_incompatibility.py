"""prm28a: the incompatibility section names a real MLM's WORST rectangle: the first of the
summary's witnesses, which come worst first (toolkit.results: witnesses in witness_order). The
tests' real models had one witness or the section's text unchecked; here a stand-in summary
holds two witnesses of different size."""

from types import SimpleNamespace

import numpy as np

import toolkit.app.report.incompatibility as incompatibility
from toolkit.results import Estimate


def test_worst_witness_is_named(monkeypatch, tmp_path):
    worst = SimpleNamespace(text="the worst rectangle", log_r=3.5, bound=1e-6)
    other = SimpleNamespace(text="a smaller rectangle", log_r=0.25, bound=1e-6)
    summ = SimpleNamespace(count=12, n_certified=2, prevalence=Estimate(2 / 12), quantiles={"q50": 1e-3},
                           max_abs=3.5, incompatible=True, witnesses=[worst, other])
    res = SimpleNamespace(table={"log_r": np.full(12, 1e-3)}, summary=lambda: summ)
    monkeypatch.setattr(incompatibility, "TOY_FAMILIES", ())
    monkeypatch.setattr(incompatibility, "_real_rectangle_specs", lambda quick: [dict(label="stand-in MLM")])
    monkeypatch.setattr(incompatibility, "_real_rectangles", lambda spec, rng: res)
    s = incompatibility.section_incompatibility(str(tmp_path), quick=True, real=True, rng=0)
    (line,) = [t for t in s.text if t.startswith("Worst rectangle on stand-in MLM")]
    assert "the worst rectangle" in line and "log R = 3.5" in line
