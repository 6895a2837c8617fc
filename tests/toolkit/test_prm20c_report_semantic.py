"""prm20c promise sweep (issue 30): toolkit.app.report.semantic draws from the rng it is given
(the report's stream for the section), on the fake study of test_harden8h2_report_semantic."""

from __future__ import annotations

import numpy as np

from tests.toolkit.test_harden8h2_report_semantic import _result
from toolkit.app.report import semantic


def test_the_study_draws_from_the_given_rng(monkeypatch, tmp_path):
    results = [_result(0.5, [[8, 12], [30]], traps=[1], recurrent=[0]), _result(2.0, [[1, 3], [2]], traps=[],
                                                                                   recurrent=[])]
    seen = {}

    def fake_study(**kw):
        seen.update(kw)
        return type("S", (), {"temperatures": (0.5, 2.0), "results": results, "to_dict": lambda self: {}})()

    monkeypatch.setattr(semantic, "semantic_study", fake_study)
    for name in ("plot_observable", "plot_basin_graph", "plot_dwell_times"):
        monkeypatch.setattr(semantic, name, lambda *a, **k: None)
    monkeypatch.setattr(semantic, "save", lambda fig, out_dir, name: name)
    semantic.section(str(tmp_path), quick=True, rng=7)
    assert isinstance(seen["rng"], np.random.Generator)
    assert seen["rng"].random() == np.random.default_rng(7).random()
    assert (seen["n_chains"], seen["n_steps"]) == (8, 600)
