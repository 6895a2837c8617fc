"""``glauber samplers`` (issue 29): the JSON carries the comparison, bad input is one line, exit 2."""

from __future__ import annotations

import json

import numpy as np
import pytest

from exact.unmasking import compare_samplers
from toolkit.app.cli import main
from toolkit.models import make_model
from toolkit.unmasking import sample_unmasking, state_codes, tv_interval


def test_json_matches_the_library(capsys):
    argv = ["samplers", "--model", "asymmetric-pairwise", "--n", "4", "--samplers", "random,l2r,random:all,remask:1",
            "--steps", "1,4", "--json"]
    assert main(argv) == 0
    d = json.loads(capsys.readouterr().out)
    ref = compare_samplers(make_model("asymmetric-pairwise", n=4), samplers=["random", "l2r", "random:all", "remask:1"],
                           t=(1, 4))
    assert d["samplers"] == ["random:1", "left-to-right:1", "random:4", "remask:1:random:1"]
    assert np.allclose(d["tv_pi"], ref.tv_pi, rtol=0, atol=1e-15) and d["tv_pi"][3] < 1e-12
    assert "laws" not in d and d["reversible"] is False and len(d["tv_after"][0]) == 2


def test_table_and_laws(capsys):
    assert main(["samplers", "--model", "random-joint", "--n", "3", "--samplers", "random", "--json", "--laws"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert d["reversible"] is True and d["tv_pi"][0] < 1e-12 and len(d["laws"][0]) == 8
    assert main(["samplers", "--model", "random-table", "--n", "3"]) == 0
    assert "Glauber pi_T" in capsys.readouterr().out


@pytest.mark.parametrize("argv, needle", [
    (["--samplers", "sideways"], "order must be one of"),
    (["--samplers", "random:9"], "k must be in 1..4"),
    (["--samplers", ","], "at least one sampler"),
    (["--steps", "1,x"], "`--steps`"),
    (["--steps", "-1"], "`--steps`"),
    (["--max-partial", "10"], "max_partial"),
    (["--temperature", "0"], "temperature"),
    (["--sampled", "1"], "`--sampled`"),
])
def test_bad_input_is_one_line(argv, needle, capsys):
    assert main(["samplers", "--model", "asymmetric-pairwise", "--n", "4", *argv]) == 2
    err = capsys.readouterr().err
    assert needle in err and len(err.strip().splitlines()) == 1


def test_a_model_without_masked_conditionals(capsys):
    assert main(["samplers", "--model", "curie-weiss", "--n", "4"]) == 2
    assert "CurieWeiss has no masked_logits" in capsys.readouterr().err


def test_sampled_rows_are_the_library_interval_and_cover(capsys):
    # --sampled: each unmasking sampler run with its own stream [seed, index]; the interval is
    # tv_interval's on the same draws, and remasking (no sampled twin) is left out
    argv = ["samplers", "--model", "asymmetric-pairwise", "--n", "4", "--samplers", "random,l2r,remask:1",
            "--steps", "1", "--sampled", "500", "--seed", "3", "--json"]
    assert main(argv) == 0
    d = json.loads(capsys.readouterr().out)
    model = make_model("asymmetric-pairwise", n=4)
    ref = compare_samplers(model, samplers=["random", "l2r"], t=(1,))
    assert [r["sampler"] for r in d["sampled"]] == ["random:1", "left-to-right:1"]
    for a, (order, row) in enumerate(zip(("random", "left-to-right"), d["sampled"], strict=True)):
        draws = sample_unmasking(model, 500, order=order, rng=np.random.default_rng([3, a]))
        est = tv_interval(state_codes(draws, 2), ref.pi)
        assert row["ci"] == list(est.ci) and row["exact_tv"] == pytest.approx(ref.tv_pi[a], abs=1e-15)
        assert row["covers"] == (est.ci[0] <= ref.tv_pi[a] <= est.ci[1])
    assert main(argv[:-1]) == 0
    assert "95% interval for TV(law, pi_T)" in capsys.readouterr().out
