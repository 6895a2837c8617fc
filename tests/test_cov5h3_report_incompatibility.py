"""Coverage-driven pins of :mod:`toolkit.app.report.incompatibility`'s real-model part (issue 30,
branch cov5h3), with the real MLMs replaced by stubs of known numbers (the default suite loads no
real model here): a model that fails to load is skipped with its error in the text (documented:
"a missing optional model must not sink the report"); a sampled model with a certified rectangle
is a comparison that holds, one without is "not resolved" (sampling cannot show compatibility);
the specs list sapiens / antiberty only when installed and not ``quick``."""

from types import SimpleNamespace

import numpy as np

from toolkit.app.report import incompatibility as inc


def _result(certified: int, witnesses):
    summ = SimpleNamespace(count=40, n_certified=certified, prevalence=SimpleNamespace(value=certified / 40),
                           quantiles={"q50": 0.25}, max_abs=3.5, incompatible=certified > 0, witnesses=witnesses)
    return SimpleNamespace(table={"log_r": np.array([0.1, -3.5, 0.25])}, summary=lambda: summ)


def test_real_models_rows_claims_and_a_failed_load(tmp_path, monkeypatch):
    specs = [dict(label="broken", model="x"), dict(label="hits", model="y"), dict(label="quiet", model="z")]
    monkeypatch.setattr(inc, "_real_rectangle_specs", lambda quick: specs)
    wit = SimpleNamespace(text="the [king] said", log_r=-3.5, bound=1.25e-12)

    def fake(spec, *, rng):
        if spec["model"] == "x":
            raise RuntimeError("no weights here")
        return _result(4, [wit]) if spec["model"] == "y" else _result(0, [])

    monkeypatch.setattr(inc, "_real_rectangles", fake)
    seen = []
    s = inc.section_incompatibility(str(tmp_path), quick=True, real=True, rng=0, progress=seen.append)
    assert "*broken: skipped (RuntimeError: no weights here)*" in s.text
    assert [ln for ln in seen if "real model" in ln] == [
        "[incompatibility] real model: broken", "[incompatibility] real model: hits",
        "[incompatibility] real model: quiet"]
    # one row per model that loaded, the summary's numbers in the documented column order
    assert s.data["real"] == [
        dict(model="hits", rectangles=40, certified=4, prevalence=0.1, median_abs_log_r=0.25, max_abs_log_r=3.5),
        dict(model="quiet", rectangles=40, certified=0, prevalence=0.0, median_abs_log_r=0.25, max_abs_log_r=3.5)]
    claims = {c.name: c for c in s.claims if c.name.startswith("incompatibility certified: ") and
              c.name.split(": ")[1] in ("hits", "quiet", "broken")}
    assert set(claims) == {"incompatibility certified: hits", "incompatibility certified: quiet"}
    hits, quiet = claims["incompatibility certified: hits"], claims["incompatibility certified: quiet"]
    assert (hits.value, hits.holds, hits.kind, hits.status()) == (4, True, "comparison", "holds")
    assert (quiet.value, quiet.holds, quiet.status()) == (0, False, "not resolved")
    assert "sampling cannot show compatibility" in quiet.reason
    assert "Worst rectangle on hits: the [king] said (log R = -3.5, bound 1.2e-12)." in s.text
    assert not any(t.startswith("Worst rectangle on quiet") for t in s.text)
    assert any(t.startswith("Real MLMs (sampled rectangle test") for t in s.text)


def test_no_real_row_no_real_table(tmp_path, monkeypatch):
    monkeypatch.setattr(inc, "_real_rectangle_specs", lambda quick: [dict(label="broken", model="x")])
    monkeypatch.setattr(inc, "_real_rectangles", lambda spec, *, rng: (_ for _ in ()).throw(OSError("gone")))
    s = inc.section_incompatibility(str(tmp_path), quick=True, real=True, rng=0)
    assert "real" not in s.data and "*broken: skipped (OSError: gone)*" in s.text
    assert not any(t.startswith("Real MLMs") for t in s.text)


def test_real_specs_follow_quick_and_the_installed_packages(monkeypatch):
    assert [d["model"] for d in inc._real_rectangle_specs(True)] == ["tiny-en"]
    monkeypatch.setattr(inc.importlib.util, "find_spec", lambda name: object())
    full = inc._real_rectangle_specs(False)
    assert [d["model"] for d in full] == ["tiny-en", "sapiens-vh", "antiberty"]
    # documented in the labels: the first 40 and 24 residues of the human VH
    assert full[1]["text"] == inc.HUMAN_VH[:40] and len(full[1]["text"]) == 40
    assert full[2]["text"] == inc.HUMAN_VH[:24] and len(full[2]["text"]) == 24
    monkeypatch.setattr(inc.importlib.util, "find_spec", lambda name: None if name == "sapiens" else object())
    assert [d["model"] for d in inc._real_rectangle_specs(False)] == ["tiny-en", "antiberty"]


def test_real_rectangles_loads_every_position_free(monkeypatch):
    # residue models count characters, text models words; the test runs on the sequence's own state
    import toolkit.models.mlm as mlm

    calls = []

    class Fake:
        def initial_state(self):
            return np.array([0, 1, 2])

    def load(name, **kw):
        calls.append((name, kw))
        return Fake()

    monkeypatch.setattr(mlm, "load_model", load)
    got = []
    monkeypatch.setattr(inc, "rectangle_test", lambda model, X, **kw: got.append((X.tolist(), kw)) or "res")
    assert inc._real_rectangles(dict(model="antiberty", text="EVQLV"), rng=0) == "res"
    assert inc._real_rectangles(dict(model="tiny-en", text="and the king"), rng=0) == "res"
    assert calls == [("antiberty", dict(tokens="all", text="EVQLV", free_positions=[0, 1, 2, 3, 4])),
                     ("tiny-en", dict(tokens="all", text="and the king", free_positions=[0, 1, 2]))]
    assert got[0] == ([[0, 1, 2]], dict(pairs="adjacent", tokens="top-k", k=3, rng=0))
