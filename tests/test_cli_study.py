"""``glauber study``: the report on a locally saved random BERT (``hf:PATH``), on a toy family,
and its user errors."""

import json
import math
import os

import numpy as np
import pytest

from tests.tiny_bert import VOCAB
from tests.tiny_bert import tiny_bert as build_tiny_bert
from toolkit.app.cli import main
from toolkit.app.study import Budget


@pytest.fixture(scope="module")
def tiny_bert(tmp_path_factory):
    """A 1-layer random BERT with an 8-word vocabulary and its tokenizer, saved as a local
    directory (what ``hf:PATH`` loads with ``local_files_only``)."""
    pytest.importorskip("torch")
    pytest.importorskip("transformers")
    d = tmp_path_factory.mktemp("tiny-bert")
    _, tok = build_tiny_bert(d, save=True)
    assert tok.convert_tokens_to_ids("mat") == VOCAB.index("mat")  # the vocabulary file was read
    return str(d)


@pytest.mark.mlm
def test_study_on_local_hf_model(tiny_bert, tmp_path, capsys):
    out = tmp_path / "study"
    rc = main(["study", "--model", f"hf:{tiny_bert}", "--text", "the cat sat on the mat", "--budget", "4",
               "--out", str(out), "--seed", "1", "--no-progress"])
    assert rc == 0
    printed = capsys.readouterr()
    assert "report written to" in printed.out
    assert "free sites: positions 0..5 of the text, holding the cat sat on the mat" in printed.err
    for f in ("index.md", "index.html", "results.json", "study_mixing.png"):
        assert (out / f).is_file(), f
    res = json.loads((out / "results.json").read_text())
    assert set(res["sections"]) == {"budget", "incompatibility", "influence", "mixing", "metastability", "phase",
                                    "semantic"}
    assert res["sections"]["budget"]["data"]["per_row_s"] > 0
    for T, d in res["sections"]["mixing"]["data"]["per_temperature"].items():
        # the two sides come from different events: the lower bound must not pass the upper one
        up = math.inf if d["t_upper"] is None else d["t_upper"]
        assert d["t_lower"] + 1 <= up, T
        assert all(lo <= u + 1e-12 for lo, u in zip(d["d_lower"], d["d_upper"], strict=True))
    meta = res["sections"]["metastability"]["data"]
    assert meta["fixed_points"][0].split() != [] and len(meta["margins"]) == len(meta["fixed_points"])
    md = (out / "index.md").read_text()
    assert md.startswith(f"# glauber study: hf:{tiny_bert}")
    assert "To resolve more:" in md and "Budget:" in md
    # the phase section says what the committed calibrations (every split record) found
    assert "mixing-calibration-exact.json" in md and "mixing-calibration-sampled.json" in md
    assert "Calibration of the static verdict" in md and "phase-calibration-rest.json" in md
    html = (out / "index.html").read_text()
    assert html.count("<h2>") == 8 and "<table>" in html  # the contents and seven sections


def test_study_on_toy_family_json(tmp_path, capsys):
    out = tmp_path / "toy"
    rc = main(["study", "--model", "potts", "--q", "2", "--n", "4", "--coupling", "0.5", "--budget", "6",
               "--sections", "incompatibility,mixing", "--temperature", "1,2", "--out", str(out), "--json"])
    assert rc == 0
    payload = json.loads(capsys.readouterr().out)
    assert payload["model"] == "potts" and payload["q"] == 2 and payload["n"] == 4
    assert payload["sections"] == {"budget": "done", "incompatibility": "done", "mixing": "done"}
    mix = payload["mixing"]
    assert set(mix) == {"1", "2"}
    for d in mix.values():
        assert d["t_lower"] + 1 <= (math.inf if d["t_upper"] is None else d["t_upper"])
    assert os.path.isfile(out / "index.html")


@pytest.mark.parametrize("argv, message", [
    (["--budget", "0"], "`--budget` must be > 0"),
    (["--sections", "mixing,bogus"], "`--sections` must be among"),
    (["--temperature", "1,x"], "`--temperature` must be comma-separated numbers"),
    (["--temperature", "0"], "`--temperature` values must be finite and > 0; got 0"),
    (["--temperature", "nan,1"], "`--temperature` values must be finite and > 0"),
    (["--model", "tiny-en", "--temperature", "0"], "`--temperature`"),  # before the model loads
    (["--model", "tiny-en", "--sections", "bogus"], "`--sections` must be among"),
    (["--model", "nonesuch", "--text", "x y"], "`--model`: unknown model name 'nonesuch'"),
    (["--model", "hf:/nowhere/at/all"], "`--text` is required with hf:PATH models"),
])
def test_study_user_errors(argv, message, tmp_path, capsys):
    rc = main(["study", "--model", "potts", "--out", str(tmp_path / "o"), *argv])
    assert rc == 2
    assert message in capsys.readouterr().err
    assert not (tmp_path / "o").exists()  # made only once every check has passed


def test_study_checks_come_before_the_model_loads(tmp_path, capsys, monkeypatch):
    from toolkit.app.commands import study

    def no_model(*a, **k):
        raise AssertionError("the model was built before the checks")

    monkeypatch.setattr(study, "build_model", no_model)
    for argv in (["-T", "0"], ["--sections", "bogus"]):
        assert main(["study", "--model", "tiny-en", "--out", str(tmp_path / "o"), *argv]) == 2
    assert not (tmp_path / "o").exists()


def test_budget_cost_model():
    b = Budget(10.0, per_call=0.01, per_row=0.001)
    assert b.rows(1.0) == 10_000 and b.rows_per_second == pytest.approx(1000.0)
    assert b.calls(1.0, 90) == 100  # 10 s / (0.01 + 0.09) s
    assert b.calls(0.5, np.int64(0)) == 500


def test_study_mixing_bounds_sandwich_exact_t_mix(tmp_path):
    # the engine's reported bounds on a toy family against the exact t_mix (exact.mixing,
    # by enumeration of the 16 states: an independent computation)
    from exact import glauber_kernel
    from exact.mixing import mixing_time
    from toolkit.app.study import study
    from toolkit.models import potts

    model = potts(2, 4, 1.0)
    rep = study(model, str(tmp_path), temperatures=[1.0, 2.0], budget=4, sections=["mixing"], rng=3)
    data = next(s for s in rep.sections if s.key == "mixing").data["per_temperature"]
    for T in (1.0, 2.0):
        exact = mixing_time(glauber_kernel(model, temperature=T).dense(), eps=0.25).t_mix
        d = data[f"{T:g}"]
        assert d["t_lower"] < exact <= d["t_upper"], (T, d["t_lower"], exact, d["t_upper"])
    assert data["1"]["t_lower"] > 0  # informative: the constant states stay apart for a while
