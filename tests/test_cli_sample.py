"""`glauber sample` end to end (in process)."""

import json

import pytest

from toolkit.cli import main

# 22 words of tiny-en's vocabulary: a real MLM above LPL_MAX_SITES = 16 free sites
LONG_TEXT = "it happened on the day when yahweh spoke to moses in the land of egypt and the king said to the people"
BASE = ["sample", "--model", "potts", "--q", "2", "--n", "3", "--chains", "8", "--steps", "200",
        "--pairs", "2", "--replicates", "16"]


def test_sample_table(capsys):
    assert main(BASE) == 0
    out = capsys.readouterr().out
    assert "mean frac(0)" in out and "R-hat" in out and "coupling bound" in out and "95% interval" in out
    assert "exact" not in out.split("\n")[1]


def test_sample_compare_exact_json(capsys):
    assert main(BASE + ["--compare-exact", "--json", "--chain-coupling", "crn", "--coupling", "0.5"]) == 0
    out = json.loads(capsys.readouterr().out)
    rows = {r["name"]: r for r in out["rows"]}
    assert rows["mean frac(0)"]["exact"] == pytest.approx(0.5)  # symmetric Potts: frac(0) has mean 1/2
    assert rows["R-hat frac(0)"]["exact"] == 1.0
    bounds = [r for r in out["rows"] if r["kind"] == "upper bound"]
    assert bounds and all(r["ok"] for r in bounds)
    assert {"value", "stderr", "ci", "n_samples", "method"} <= set(rows["mean frac(0)"]["sampled"])


def test_sample_compare_exact_table_rejection_free(capsys):
    assert main(BASE + ["--compare-exact", "--rejection-free", "-T", "0.7"]) == 0
    out = capsys.readouterr().out
    assert "agrees" in out and "rejection-free" in out


def test_sample_json_same_seed_same_output(capsys):
    main(BASE + ["--json", "--seed", "3"])
    a = capsys.readouterr().out
    main(BASE + ["--json", "--seed", "3"])
    b = capsys.readouterr().out
    # byte-identical up to the timings, the last key
    assert list(json.loads(a))[-1] == "timings"
    assert a.split('"timings"')[0] == b.split('"timings"')[0]
    assert json.loads(a)["quantities"][0]["name"] == "mean frac(0)"


def test_compare_exact_skipped_when_too_large(capsys):
    assert main(["sample", "--model", "potts", "--q", "3", "--n", "20", "--chains", "4", "--steps", "20",
                 "--pairs", "1", "--replicates", "4", "--compare-exact", "--max-states", "1e5"]) == 0
    cap = capsys.readouterr()
    assert "--compare-exact skipped" in cap.err and "mean frac(0)" in cap.out


@pytest.mark.parametrize("extra, msg", [
    (["--chains", "0"], "`chains` must be >= 2; got 0"),
    (["--steps", "0"], "`steps` must be >= 8; got 0"),
    (["--temperature", "0"], "`temperature` must be > 0; got 0.0"),
    (["--temperature", "-1"], "`temperature` must be > 0"),
    (["--rejection-free", "--scan", "systematic"], "rejection_free"),
    (["--model", "nonsense"], "unknown model name"),
])
def test_sample_bad_input(capsys, extra, msg):
    assert main(BASE + extra) == 2
    assert msg in capsys.readouterr().err


def test_sample_bad_coupling_choice(capsys):
    assert main(BASE + ["--chain-coupling", "optimal"]) == 2
    err = capsys.readouterr().err
    assert "--chain-coupling" in err and "optimal" in err and len(err.strip().splitlines()) == 1


def test_sample_on_a_real_mlm_sizes_the_coupling_for_forward_passes(capsys):
    # a real MLM's coupled step is two forward passes per replicate: the toy defaults
    # (8 pairs x 64 replicates, at least 1000 steps) would take hours on Sapiens VH
    pytest.importorskip("transformers")
    from toolkit.app.commands.sample import REAL_COUPLING

    argv = ["sample", "--model", "tiny-en", "--tokens", "the,lord,king", "--text", "and the king said to the people",
            "--free", "1,2", "--steps", "10", "--chains", "2", "--json"]
    assert main(argv) == 0
    out = json.loads(capsys.readouterr().out)
    args = out["glauber"]["arguments"]
    assert (args["pairs"], args["replicates"], args["coupling_steps"]) == (*REAL_COUPLING, 10)
    assert main([*argv, "--pairs", "3", "--coupling-steps", "15"]) == 0
    args = json.loads(capsys.readouterr().out)["glauber"]["arguments"]
    assert (args["pairs"], args["replicates"], args["coupling_steps"]) == (3, REAL_COUPLING[1], 15)


def test_sample_on_a_real_mlm_records_no_pseudo_likelihood(capsys, monkeypatch):
    # the log pseudo-likelihood costs n forward passes per chain and recorded step: on
    # Sapiens VH at full length, 120 times the chain's own cost (the default run, 64 chains x
    # 1000 recorded steps, would have taken hours); real MLMs above LPL_MAX_SITES = 16 sites
    # record hamming(text) without it
    pytest.importorskip("transformers")
    from toolkit.calibration import LPL_LEFT_OUT
    from toolkit.models.adapter import MaskedLM

    def refuse(self, x):
        raise AssertionError("glauber sample evaluated every site's conditional")

    monkeypatch.setattr(MaskedLM, "all_conditionals", refuse)
    argv = ["sample", "--model", "tiny-en", "--text", LONG_TEXT, "--free", "all",
            "--steps", "10", "--chains", "2", "--pairs", "1", "--replicates", "1", "--coupling-steps", "4"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert f"note: {LPL_LEFT_OUT} (n = 22)" in out and "pseudo_likelihood" not in out.replace(LPL_LEFT_OUT, "")
    assert main([*argv, "--json"]) == 0
    res = json.loads(capsys.readouterr().out)
    names = [q["name"] for q in res["quantities"]]
    assert "mean hamming(text)" in names and not [m for m in names if "pseudo" in m]
    assert res["observables_note"] == LPL_LEFT_OUT


def test_default_observables_of_a_real_mlm_count_sites_off_the_text():
    pytest.importorskip("transformers")
    import numpy as np

    from toolkit.calibration import LPL_MAX_SITES, default_observables
    from toolkit.models import make_model

    m = make_model("tiny-en", text=LONG_TEXT, free_positions="all", tokens="all")
    assert m.length == 22 > LPL_MAX_SITES
    obs = default_observables(m)
    assert list(obs) == ["frac(0)", "hamming(text)"]
    x = np.stack([m.initial_state()] * 2)
    x[1, [0, 3]] = (x[1, [0, 3]] + 1) % m.vocab_size
    assert obs["hamming(text)"](x).tolist() == [0.0, 2.0]
    # a short text (7 sites): the pseudo-likelihood costs 7 chains' worth and is kept
    short = make_model("tiny-en", text="and the king said to the people", free_positions="all", tokens="all")
    assert list(default_observables(short)) == ["frac(0)", "log_pseudo_likelihood", "hamming(text)"]
    # a text whose tokens are not all in V: no reference
    assert list(default_observables(make_model("tiny-en", text="and the king", free_positions="all",
                                               tokens="the,lord,king"))) == ["frac(0)", "log_pseudo_likelihood"]
