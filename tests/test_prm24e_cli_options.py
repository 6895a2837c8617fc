"""prm24e (seventh sweep, issue 30): ``glauber scan nlogn``, ``glauber scan metastable``,
``glauber exact`` and ``glauber window`` options that no test gave off their default
(``benchmarks/results/default-only-args-2026-12-06.md``), each checked by its documented effect:

- toy-family parameters (``--field`` of curie-weiss, ``--scale`` and ``--model-seed`` of the random
  families, ``--graph`` of potts): the model built has them (``model_params`` of the JSON, the
  family's effective parameters) and the numbers change with them;
- ``--max-memory`` (a toy model's dense arrays) and ``--max-states`` (the enumeration guard):
  a limit below the model refuses it, naming the flag to raise;
- ``--device`` and ``--batch-size`` of a real MLM: checked before it loads (``check_real_options``);
- ``--q`` of a real MLM window: the number of tokens, so ``q**n`` is what the state-space guard sees.
"""

from __future__ import annotations

import json

import pytest

import toolkit.app.commands.exact  # noqa: F401  (targets the module: automut's import rule)
import toolkit.app.commands.scan  # noqa: F401
import toolkit.app.commands.window  # noqa: F401
from toolkit.app.cli import main


def _json(capsys, argv):
    rc = main([*argv, "--json"])
    out = capsys.readouterr().out
    return rc, json.loads(out)


def _error(capsys, argv):
    try:
        rc = main(argv)
    except SystemExit as e:  # argparse
        rc = e.code
    err = capsys.readouterr().err
    assert rc not in (0, None), err
    return err


NLOGN = ["scan", "nlogn", "--n-max", "3"]
META = ["scan", "metastable", "--n", "3", "--temperatures", "1,0.5"]
EXACT = ["exact", "--n", "3"]


# ---------------------------------------------------------------- toy-family parameters
@pytest.mark.parametrize("cmd", [NLOGN, META, EXACT], ids=["nlogn", "metastable", "exact"])
def test_field_builds_the_curie_weiss_model_with_it(capsys, cmd):
    argv = [*cmd, "--model", "curie-weiss", "--method", "enumerate"]
    if cmd is META:
        argv += ["--temperatures", "1,0.5"]
    _, d0 = _json(capsys, argv)
    _, d1 = _json(capsys, [*argv, "--field", "0.4"])
    assert d1["model_params"]["field"] == 0.4  # the family's default field is 0.0
    assert d0["model_params"]["field"] == 0.0
    strip = ("model_params", "glauber", "seeds", "timings")
    assert {k: v for k, v in d0.items() if k not in strip} != {k: v for k, v in d1.items() if k not in strip}


@pytest.mark.parametrize("cmd", [NLOGN, META, EXACT], ids=["nlogn", "metastable", "exact"])
@pytest.mark.parametrize("flag,key,value", [("--scale", "scale", 2.5), ("--model-seed", "seed", 5)])
def test_random_family_parameters_reach_the_model(capsys, cmd, flag, key, value):
    argv = [*cmd, "--model", "random-pairwise"]
    _, d0 = _json(capsys, argv)
    _, d1 = _json(capsys, [*argv, flag, str(value)])
    assert d1["model_params"][key] == value  # defaults: scale 1.0, seed 0
    strip = ("model_params", "glauber", "seeds", "timings")
    assert {k: v for k, v in d0.items() if k not in strip} != {k: v for k, v in d1.items() if k not in strip}


def test_metastable_graph_reaches_the_potts_model(capsys):
    argv = [*META, "--model", "potts", "--q", "2", "--n", "4"]
    _, d0 = _json(capsys, argv)
    _, d1 = _json(capsys, [*argv, "--graph", "cycle"])
    assert d1["model_params"]["graph"] == "cycle" and d0["model_params"]["graph"] == "complete"
    # the fixed point's margin grows with the number of neighbours of a site (3 on the complete
    # graph K4, 2 on the 4-cycle): the two graphs give two different gammas
    assert d0["gamma"] != d1["gamma"]


# ---------------------------------------------------------------- guards
@pytest.mark.parametrize("cmd", [NLOGN, META, EXACT], ids=["nlogn", "metastable", "exact"])
def test_max_memory_below_the_model_refuses_it(capsys, cmd):
    err = _error(capsys, [*cmd, "--model", "potts", "--q", "3", "--max-memory", "100"])
    assert "raise --max-memory" in err  # default 8 GiB: a 3-site Potts model's J is a few hundred bytes


def test_metastable_max_states_refuses_32_states_at_16(capsys):
    err = _error(capsys, ["scan", "metastable", "--model", "potts", "--q", "2", "--n", "5", "--temperatures", "1,0.5",
                          "--max-states", "16"])
    assert "2**5 = 32 states, above max_states=16" in err


# ---------------------------------------------------------------- real-MLM options, checked before loading
@pytest.mark.parametrize("cmd", [["exact"], ["window", "--steps", "8", "--chains", "2"]], ids=["exact", "window"])
def test_device_is_checked(capsys, cmd):
    err = _error(capsys, [*cmd, "--model", "tiny-en", "--tokens", "the,lord", "--n", "2", "--device", "tpu"])
    assert "`--device` must be cpu, cuda, cuda:N or auto; got 'tpu'" in err


@pytest.mark.parametrize("cmd", [["exact"], ["window", "--steps", "8", "--chains", "2"]], ids=["exact", "window"])
def test_batch_size_is_checked(capsys, cmd):
    err = _error(capsys, [*cmd, "--model", "tiny-en", "--tokens", "the,lord", "--n", "2", "--batch-size", "0"])
    assert "`--batch-size` must be >= 1" in err


def test_window_q_is_the_number_of_tokens_the_guard_sees(capsys):
    err = _error(capsys, ["window", "--q", "3", "--n", "2", "--max-states", "8", "--steps", "8", "--chains", "2"])
    assert "3**2 = 9 states, above max_states=8" in err  # without --q: the model's default set (8 tokens)


def test_window_has_no_max_memory(capsys):
    # a real MLM has no dense toy arrays for --max-memory to guard: glauber window refuses the
    # option instead of ignoring it (prm24e: it was accepted and never read)
    err = _error(capsys, ["window", "--max-memory", "1GB", "--steps", "8", "--chains", "2", "--n", "2",
                          "--tokens", "the,lord"])
    assert "`--max-memory` '1GB' applies to toy families' dense arrays" in err
