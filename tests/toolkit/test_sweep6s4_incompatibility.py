"""Contract pins of the report's incompatibility section (issue 30, sweep6s4): the toy families'
compatibility flags, quick's one real input (tiny-en) and the optional protein models otherwise, the
real test's settings (every position free, whole vocabulary, top-3 tokens, adjacent pairs, words
or residues counted), and the toy claims (compatible: a theorem of 0 certified; incompatible: a
comparison; Kolmogorov ratio to 1e-9)."""

from types import SimpleNamespace

import numpy as np
import pytest

from toolkit.app.report import incompatibility as inc


def test_toy_families_flags():
    assert [(lab.split(" ")[0], name, comp) for lab, name, _, comp in inc.TOY_FAMILIES] == [
        ("symmetric", "potts", True), ("symmetric", "symmetric-pairwise", True), ("random", "random-joint", True),
        ("asymmetric", "asymmetric-pairwise", False), ("random", "random-table", False)]


def test_real_specs(monkeypatch):
    assert [s["model"] for s in inc._real_rectangle_specs(True)] == ["tiny-en"]
    monkeypatch.setattr(inc.importlib.util, "find_spec", lambda name: object())
    specs = inc._real_rectangle_specs(False)
    assert [s["model"] for s in specs] == ["tiny-en", "sapiens-vh", "antiberty"]
    assert specs[1]["text"] == inc.HUMAN_VH[:40] and specs[2]["text"] == inc.HUMAN_VH[:24]
    monkeypatch.setattr(inc.importlib.util, "find_spec", lambda name: None)
    assert len(inc._real_rectangle_specs(False)) == 1
    assert inc.HUMAN_VH.startswith("EVQLVQSGPEVKKPG") and inc.HUMAN_VH.endswith("WGQGTMVTVS")


def test_real_rectangles_settings(monkeypatch):
    import toolkit.models.mlm as mlm
    seen = {}

    def load(name, **kw):
        seen["load"] = (name, kw)
        return SimpleNamespace(initial_state=lambda: np.zeros(3, dtype=int))

    def rect(model, contexts, **kw):
        seen["rect"] = kw
        return "r"
    monkeypatch.setattr(mlm, "load_model", load)
    monkeypatch.setattr(inc, "rectangle_test", rect)
    rng = np.random.default_rng(0)
    assert inc._real_rectangles(dict(model="tiny-en", text="a b c d"), rng=rng) == "r"
    assert seen["load"] == ("tiny-en", dict(tokens="all", text="a b c d", free_positions=[0, 1, 2, 3]))
    assert seen["rect"] == dict(pairs="adjacent", tokens="top-k", k=3, rng=rng)
    inc._real_rectangles(dict(model="antiberty", text="EVQL"), rng=rng)
    assert seen["load"][1]["free_positions"] == [0, 1, 2, 3]     # residues: one per letter
    inc._real_rectangles(dict(model="sapiens-vh", text="EV QL"), rng=rng)
    assert seen["load"][1]["free_positions"] == [0, 1, 2, 3, 4]


def test_toy_claims(tmp_path):
    s = inc.section_incompatibility(str(tmp_path), quick=True, real=False, rng=0)
    by = {c.name: c for c in s.claims}
    c = by["no certified rectangle: symmetric Potts q=3 n=5 (cycle)"]
    assert (c.kind, c.bound, c.value, c.holds) == ("theorem", "0 certified", 0, True)
    a = by["incompatibility certified: asymmetric random pairwise q=3 n=5"]
    assert (a.kind, a.bound, a.holds) == ("comparison", "> 0 certified", True) and a.value > 0
    k = by["Kolmogorov 4-cycle ratio = log R: random joint q=2 n=6"]
    assert k.bound == "<= 1e-9" and k.holds and k.slack == pytest.approx(1 - abs(k.value) / 1e-9, rel=0, abs=1e-12)
    r = by["reversible iff all rectangles vanish: random logit table q=2 n=6"]
    assert (r.bound, r.value, r.holds) == ("reversible=False", "reversible=False", True)
    assert [d["family"] for d in s.data["toy"]] == [lab for lab, *_ in inc.TOY_FAMILIES]
