"""``glauber samplers`` (issue 29): the JSON carries the comparison, bad input is one line, exit 2."""

from __future__ import annotations

import json

import numpy as np
import pytest

from exact.unmasking import compare_samplers, partial_conditionals, remasking_kernel, unmasking_law
from toolkit._states import tv
from toolkit.app.cli import main
from toolkit.app.commands.samplers import ROUNDS_TOL
from toolkit.models import make_model
from toolkit.unmasking import sample_remasking, sample_unmasking, state_codes, tv_interval


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
    (["--sampled", "10", "--rounds", "-1"], "`--rounds`"),
])
def test_bad_input_is_one_line(argv, needle, capsys):
    assert main(["samplers", "--model", "asymmetric-pairwise", "--n", "4", *argv]) == 2
    err = capsys.readouterr().err
    assert needle in err and len(err.strip().splitlines()) == 1


def test_a_model_without_masked_conditionals(capsys):
    assert main(["samplers", "--model", "curie-weiss", "--n", "4"]) == 2
    assert "CurieWeiss has no masked_logits" in capsys.readouterr().err


def test_sampled_rows_are_the_library_interval_and_cover(capsys):
    # --sampled: each sampler run with its own stream [seed, index]; the interval is
    # tv_interval's on the same draws; remasking runs the default number of rounds from the
    # unmasking start, and its exact TV is the stationary law's (the exact table's)
    argv = ["samplers", "--model", "asymmetric-pairwise", "--n", "4", "--samplers", "random,l2r,remask:2",
            "--steps", "1", "--sampled", "500", "--seed", "3", "--json"]
    assert main(argv) == 0
    d = json.loads(capsys.readouterr().out)
    model = make_model("asymmetric-pairwise", n=4)
    ref = compare_samplers(model, samplers=["random", "l2r", "remask:2"], t=(1,))
    assert [r["sampler"] for r in d["sampled"]] == ["random:1", "left-to-right:1", "remask:2:random:2"]
    for a, (order, row) in enumerate(zip(("random", "left-to-right"), d["sampled"][:2], strict=True)):
        draws = sample_unmasking(model, 500, order=order, rng=np.random.default_rng([3, a]))
        est = tv_interval(state_codes(draws, 2), ref.pi)
        assert row["ci"] == list(est.ci) and row["exact_tv"] == pytest.approx(ref.tv_pi[a], abs=1e-15)
        assert row["covers"] == (est.ci[0] <= ref.tv_pi[a] <= est.ci[1]) and row["rounds"] is None
    row = d["sampled"][2]
    # the default rounds: the fewest R with TV(mu K^R, pi_K) <= ROUNDS_TOL, recomputed here
    cond = partial_conditionals(model)
    K = remasking_kernel(cond, r=2).toarray()
    law, offs = unmasking_law(cond, order="random", k=2)[0], []
    for _ in range(row["rounds"] + 1):
        offs.append(tv(law, ref.laws[2]))
        law = law @ K
    assert offs[-1] <= ROUNDS_TOL < offs[-2] and row["stationarity_tv"] == pytest.approx(offs[-1], abs=1e-15)
    draws = sample_remasking(model, 500, r=2, rounds=row["rounds"], rng=np.random.default_rng([3, 2]))
    est = tv_interval(state_codes(draws, 2), ref.pi)
    assert row["ci"] == list(est.ci) and row["exact_tv"] == pytest.approx(ref.tv_pi[2], abs=1e-15)
    assert row["covers"] == (est.ci[0] <= ref.tv_pi[2] <= est.ci[1]) and ref.tv_pi[2] > 0.01
    assert main(argv[:-1]) == 0
    out = capsys.readouterr().out
    assert "95% interval for TV(law, pi_T)" in out and "TV to stationary" in out


def test_sampled_remasking_with_given_rounds(capsys):
    argv = ["samplers", "--model", "asymmetric-pairwise", "--n", "4", "--samplers", "remask:1", "--steps", "1",
            "--sampled", "300", "--rounds", "2", "--json"]
    assert main(argv) == 0
    row = json.loads(capsys.readouterr().out)["sampled"][0]
    model = make_model("asymmetric-pairwise", n=4)
    ref = compare_samplers(model, samplers=["remask:1"], t=(1,))
    law = unmasking_law(partial_conditionals(model), order="random", k=1)[0]
    K = remasking_kernel(partial_conditionals(model), r=1).toarray()
    # two rounds from unmasking's output: far from stationary, and the row says how far
    assert row["rounds"] == 2 and row["stationarity_tv"] == pytest.approx(tv(law @ K @ K, ref.laws[0]), abs=1e-15)
    assert row["stationarity_tv"] > 10 * ROUNDS_TOL
