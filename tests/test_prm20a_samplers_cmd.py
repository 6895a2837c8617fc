"""prm20a third promise sweep (issue 30): ``glauber samplers --sampled`` with a remasking
sampler at T != 1 (toolkit.app.commands.samplers).

Contract (module docstring): the remasking draws run ``--rounds`` rounds of the remasking
kernel from the unmasking sampler's output, and each row's ``stationarity_tv`` is the exact
distance ``TV(mu K^R, stationary)`` of the draws' law from the chain's stationary law; all of
it at ``--temperature`` (earlier tests ran remasking at T = 1 only, where a dropped
temperature changes nothing). Expected values: the kernel and start law at T = 3 from
:mod:`exact.unmasking`, multiplied out here; the interval is tv_interval's on draws made
here with the row's own stream ``[seed, 0]``.
"""

import json

import numpy as np
import pytest

from exact.unmasking import compare_samplers, partial_conditionals, remasking_kernel, unmasking_law
from toolkit._states import tv
from toolkit.app.cli import main
from toolkit.app.commands import samplers as samplers_cmd  # noqa: F401  (the module under test, for automut)
from toolkit.models.registry import make_model
from toolkit.unmasking import sample_remasking, state_codes, tv_interval

T, SEED, DRAWS = 3.0, 4, 300


def test_remasking_rounds_and_draws_at_the_given_temperature(capsys):
    argv = ["samplers", "--model", "asymmetric-pairwise", "--n", "3", "--samplers", "remask:1", "--steps", "1",
            "-T", str(T), "--sampled", str(DRAWS), "--rounds", "1", "--seed", str(SEED), "--json", "--quiet"]
    assert main(argv) == 0
    row = json.loads(capsys.readouterr().out)["sampled"][0]
    model = make_model("asymmetric-pairwise", n=3)
    ref = compare_samplers(model, temperature=T, samplers=["remask:1"], t=(1,))
    cond = partial_conditionals(model, temperature=T)
    K = remasking_kernel(cond, r=1).toarray()
    start = unmasking_law(cond, order="random", k=1)[0]
    want = tv(start @ K, ref.laws[0])
    # at T = 1 the same round gives another distance (so a T = 1 kernel is seen)
    cond1 = partial_conditionals(model)
    other = tv(unmasking_law(cond1, order="random", k=1)[0] @ remasking_kernel(cond1, r=1).toarray(), ref.laws[0])
    assert abs(want - other) > 1e-6
    assert row["rounds"] == 1 and row["stationarity_tv"] == pytest.approx(want, abs=1e-15)
    draws = sample_remasking(model, DRAWS, r=1, rounds=1, temperature=T, rng=np.random.default_rng([SEED, 0]))
    assert row["ci"] == list(tv_interval(state_codes(draws, 2), ref.pi).ci)
