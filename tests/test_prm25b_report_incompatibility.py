"""prm25b (eighth sweep, issue 30): the report's real-MLM rectangle specs, per model: each
label's residue count is the length of the text it is run on (the antiberty spec was read by
no test: its package is not installed here, so the branch is reached with ``find_spec``
answering for it)."""

from __future__ import annotations

import importlib.util
import re

from toolkit.app.report import incompatibility


def test_each_spec_text_matches_its_label(monkeypatch):
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: object() if name in ("sapiens", "antiberty") else real(name, *a))
    specs = incompatibility._real_rectangle_specs(quick=False)
    by_model = {s["model"]: s for s in specs}
    assert set(by_model) == {"tiny-en", "sapiens-vh", "antiberty"}
    for model in ("sapiens-vh", "antiberty"):
        s = by_model[model]
        k = int(re.search(r"first (\d+) residues", s["label"]).group(1))
        assert s["text"] == incompatibility.HUMAN_VH[:k], model
    assert len(by_model["antiberty"]["text"]) == 24 and len(by_model["sapiens-vh"]["text"]) == 40
    assert incompatibility._real_rectangle_specs(quick=True) == [by_model["tiny-en"]]
