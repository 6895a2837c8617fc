"""prm28c (issue 30): ``glauber phase``'s ``unconverged`` warning gives as its example
("e.g. n=..., T=...") the first of the points it lists, shown with two unconverged points at
different n (a store of one unconverged point cannot tell the first from the last)."""
import pandas as pd

from toolkit.app.commands import phase


def _rows():
    base = dict(n_sweeps=500, n_groups=4, chains_per_group=8, relaxation=2.0, rhat=3.0, missing=None,
                computed_by="sampled (glauber)", temperature=1.0)
    return pd.DataFrame([{**base, "key": "a", "n": 16}, {**base, "key": "b", "n": 8}])


def test_unconverged_example_is_the_first_listed_point(monkeypatch):
    monkeypatch.setattr(phase, "load_results", lambda store: _rows())
    (w,) = [w for w in phase.sampling_warnings("store", ["a", "b"]) if w["kind"] == "unconverged"]
    assert w["value"] == 2 and w["points"] == [[16, 1.0], [8, 1.0]]
    assert "e.g. n=16, T=1:" in w["message"]
