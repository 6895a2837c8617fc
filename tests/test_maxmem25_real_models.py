"""``--max-memory`` guards a toy family's dense arrays (``toolkit.app.commands._common``): a real
MLM has none, so a ``--max-memory`` given with one is refused before the model loads, not
accepted and ignored (it was: the option's default was the value 8GiB itself, so a given value
could not be told from the default). ``glauber sample`` is the exception: there the option also
guards the sampler's own arrays (states, recorded values, coupled chains), so a real MLM takes it
and a limit below those arrays refuses the run. Where the option is not given, a toy family is
still guarded at the documented default, 8 GiB.
"""

from __future__ import annotations

import argparse
import time

import pytest

import toolkit.app.commands._common as common
import toolkit.app.commands.rectangle  # noqa: F401  (targets the module: automut's import rule)
import toolkit.app.commands.sample  # noqa: F401
from toolkit.app.cli import main


def _error(capsys, argv):
    try:
        rc = main(argv)
    except SystemExit as e:  # argparse
        rc = e.code
    err = capsys.readouterr().err
    assert rc not in (0, None), err
    return err


@pytest.mark.parametrize("cmd", [
    ["exact", "--n", "2"],
    ["check", "--n", "2"],
    ["samplers", "--n", "2"],
], ids=["exact", "check", "samplers"])
def test_max_memory_with_a_real_mlm_is_refused_before_it_loads(capsys, monkeypatch, cmd):
    loaded = []
    monkeypatch.setattr(common, "_build_real", lambda *a, **k: loaded.append(a) or pytest.fail("model loaded"))
    t0 = time.perf_counter()
    err = _error(capsys, [*cmd, "--model", "tiny-en", "--max-memory", "1GB"])
    assert "`--max-memory` '1GB' guards a toy family's dense arrays; 'tiny-en' is a real MLM" in err
    assert not loaded and time.perf_counter() - t0 < 5.0


def test_no_max_memory_with_a_real_mlm_goes_on_to_load_it(monkeypatch):
    # without the option the real branch is taken: the (stubbed) loader is reached
    class Reached(Exception):
        pass

    def stub(*a, **k):
        raise Reached
    monkeypatch.setattr(common, "_build_real", stub)
    args = argparse.Namespace(model="tiny-en", max_memory=None)
    with pytest.raises(Reached):
        common.build_model(args)
    # a command that declares that its own arrays are guarded (glauber sample) takes a given value
    args = argparse.Namespace(model="tiny-en", max_memory="1GB", _max_memory_real=True)
    with pytest.raises(Reached):
        common.build_model(args)


def test_sample_takes_max_memory_with_a_real_mlm_for_its_own_arrays(capsys):
    # 100 bytes cannot hold 2 chains' states, let alone their recorded values: the sampler's guard
    # refuses the run and names the option (it would be ignored if the value were not read)
    err = _error(capsys, ["sample", "--model", "tiny-en", "--n", "2", "--chains", "2", "--steps", "8",
                          "--max-memory", "100"])
    assert "--max-memory" in err and "guards a toy family" not in err


def test_default_is_the_documented_8_gib_for_a_toy_family():
    args = argparse.Namespace(max_memory=None)
    assert common.max_memory_arg(args) == "8GiB" == common.DEFAULT_MAX_MEMORY
    assert common.max_memory_arg(argparse.Namespace(max_memory="2GB")) == "2GB"
    assert common.max_memory_arg(argparse.Namespace()) == "8GiB"  # a command without the option
    # a potts model whose coupling array (n^2 q^2 float64 = 8 (n q)^2 bytes) is above 8 GiB is
    # refused at the default: n = 400, q = 100 -> 8 * 4e4^2 = 1.28e10 bytes > 8 * 2^30 = 8.59e9
    args = argparse.Namespace(model="potts", q=100, n=400, max_memory=None, max_states=1e6,
                              coupling=None, graph=None, beta=None, field=None, scale=None, model_seed=None,
                              tokens=None, text=None, free=None, device=None, batch_size=None)
    with pytest.raises(Exception, match="raise --max-memory"):
        common.build_model(args)


def test_help_states_the_default(capsys):
    try:
        rc = main(["exact", "--help"])
    except SystemExit as e:  # argparse's help exits; main may also return its code
        rc = e.code
    assert rc in (0, None)
    out = " ".join(capsys.readouterr().out.split())
    assert "default: 8GiB; not for real MLMs, which have none" in out


def test_rectangle_takes_its_own_max_memory_default_with_a_real_mlm(monkeypatch):
    # glauber rectangle's --max-memory (default 8GiB, a value) guards the rectangles' arrays of a
    # real MLM: its default must not be refused as a toy family's guard. The stubbed loader is reached.
    class Reached(Exception):
        pass

    def stub(*a, **k):
        raise Reached
    monkeypatch.setattr(common, "_build_real", stub)
    with pytest.raises(Reached):
        main(["rectangle", "--model", "tiny-en"])
