"""prm20b promise sweep: toolkit.app.report.incompatibility (the real-MLM rectangles: every residue
free for sapiens-vh; tiny-en under quick)."""

from __future__ import annotations

import numpy as np

import toolkit.app.report.incompatibility as inc
import toolkit.models.mlm as mlm


def test_sapiens_vh_frees_every_residue(monkeypatch):
    seen = {}

    class Fake:
        def initial_state(self):
            return np.zeros(3, dtype=int)

    def fake_load(name, **kw):
        seen.update(kw, name=name)
        return Fake()

    monkeypatch.setattr(mlm, "load_model", fake_load)
    monkeypatch.setattr(inc, "rectangle_test", lambda *a, **k: "result")
    # the spec _real_rectangle_specs gives sapiens-vh when it is installed
    spec = dict(label="sapiens-vh, a human VH (first 40 residues)", model="sapiens-vh", text=inc.HUMAN_VH[:40])
    assert inc._real_rectangles(spec, rng=0) == "result"
    # "every position free": a residue per character, 40 of them (not one word)
    assert seen["free_positions"] == list(range(40))


def test_quick_still_runs_tiny_en(monkeypatch, tmp_path):
    calls = []

    def fake(spec, *, rng):
        calls.append(spec["model"])
        raise RuntimeError("no model here")

    monkeypatch.setattr(inc, "_real_rectangles", fake)
    # one small toy family (the toy part is not under test here)
    monkeypatch.setattr(inc, "TOY_FAMILIES", (("Potts q=2 n=3", "potts", dict(q=2, n=3, coupling=1.0, graph="cycle"),
                                                True),))
    s = inc.section_incompatibility(str(tmp_path), quick=True, real=True, rng=0)
    assert calls == ["tiny-en"]
    assert any("skipped (RuntimeError: no model here)" in t for t in s.text)
