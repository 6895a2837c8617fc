"""Contract sweep (issue 30, branch sweep6s5): ``glauber samplers``' documented defaults,
constants and boundaries, each checked against the module docstring / help text."""

from __future__ import annotations

import json

import numpy as np
import pytest

from exact.unmasking import compare_samplers, default_samplers, partial_conditionals, unmasking_law
from toolkit._states import tv
from toolkit.app.cli import main
from toolkit.app.commands import samplers as cmd
from toolkit.models import make_model
from toolkit.unmasking import sample_unmasking, state_codes, tv_interval


def test_documented_constants():
    # module docstring: ROUNDS_TOL = 1e-4, at most MAX_ROUNDS (help text: "at most 1000")
    assert cmd.ROUNDS_TOL == 1e-4 and cmd.MAX_ROUNDS == 1000


def test_default_size_and_steps(capsys):
    # set_defaults(_model_defaults={"q": 2, "n": 5}); --steps default "1,2,4,8,16"; default
    # samplers: default_samplers(n) (each order, random k = 2..n, remask:2, remask:ceil(n/2))
    assert main(["samplers", "--model", "potts", "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert (d["q"], d["n"]) == (2, 5)
    assert d["samplers"] == [s.name for s in default_samplers(5)]
    assert all(len(row) == 5 for row in d["tv_after"])
    ref = compare_samplers(make_model("potts", q=2, n=5), t=(1, 2, 4, 8, 16))
    assert np.allclose(d["tv_after"], ref.tv_after, rtol=0, atol=1e-14)


def test_rounds_zero_is_the_unmasking_start(capsys):
    # --rounds 0 is allowed (minimum 0): no remasking round, the distance is the start law's
    argv = ["samplers", "--model", "asymmetric-pairwise", "--n", "3", "--samplers", "remask:1", "--steps", "1",
            "--sampled", "2", "--rounds", "0", "--json"]   # --sampled 2: the smallest allowed
    assert main(argv) == 0
    row = json.loads(capsys.readouterr().out)["sampled"][0]
    model = make_model("asymmetric-pairwise", n=3)
    ref = compare_samplers(model, samplers=["remask:1"], t=(1,))
    start = unmasking_law(partial_conditionals(model), order="random", k=1)[0]
    assert row["rounds"] == 0 and row["n_samples"] == 2
    assert row["stationarity_tv"] == pytest.approx(tv(start, ref.laws[0]), abs=1e-15)


def test_sampled_draws_at_the_given_temperature(capsys):
    # the draws follow --temperature (T = 3 here), the same as the exact laws
    argv = ["samplers", "--model", "asymmetric-pairwise", "--n", "3", "--samplers", "l2r", "--steps", "1",
            "--temperature", "3", "--sampled", "400", "--seed", "5", "--json"]
    assert main(argv) == 0
    d = json.loads(capsys.readouterr().out)
    model = make_model("asymmetric-pairwise", n=3)
    ref = compare_samplers(model, temperature=3.0, samplers=["l2r"], t=(1,))
    draws = sample_unmasking(model, 400, order="left-to-right", temperature=3.0, rng=np.random.default_rng([5, 0]))
    est = tv_interval(state_codes(draws, 2), ref.pi)
    row = d["sampled"][0]
    assert d["temperature"] == 3.0 and row["ci"] == list(est.ci)
    assert row["exact_tv"] == pytest.approx(ref.tv_pi[0], abs=1e-15)
