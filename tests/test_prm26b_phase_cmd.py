"""prm26b (issue 30): glauber phase hands its options on at each point builder's call site.

``benchmarks/default_only_args.py --sites`` found the keywords of the three point builders'
calls in ``toolkit.app.commands.phase`` (``real_phase_data`` for a real MLM and for a masked
toy, ``phase_scaling_data`` for a toy family, ``window_family`` for the real MLM's dynamic
figure) reached by tests only at the callee's default. ``--seed``, ``--device``, ``--grid``,
``--executor`` and ``--quiet`` are documented options of the command (``glauber phase --help``);
each must arrive at the builder as given. A spy at each call site (monkeypatched where the
command looks the builder up) records what it received and stops the run before any point is
computed, so no model is loaded.
"""

import pytest

from toolkit.app.cli import main
from toolkit.app.commands import phase as cmd


class _Stop(Exception):
    pass


def _stopping_spy(seen):
    def spy(store, *args, **kw):
        seen.update(kw)
        raise _Stop
    return spy


# every option off the builders' defaults (seed 0, device "cpu", executor "serial", progress None)
_OFF = ["--seed", "7", "--executor", "local:2", "--quiet"]


def test_real_mlm_hands_seed_device_executor_and_quiet_on(monkeypatch, tmp_path):
    seen = {}
    monkeypatch.setattr(cmd, "real_phase_data", _stopping_spy(seen))
    with pytest.raises(_Stop):
        main(["phase", "--model", "tiny-en", "--n", "2,3", "--temperature", "0.5,1,2", "--device", "cuda:1",
              *_OFF, "--store", str(tmp_path / "r.sqlite")])
    assert seen["seed"] == 7
    assert seen["device"] == "cuda:1"
    assert seen["executor"] == "local:2"
    assert seen["progress"] is False   # --quiet: no progress (the builder's default None means "on")


def test_real_mlm_window_family_gets_the_device(monkeypatch, tmp_path):
    seen = {}

    def builder(store, model, **kw):   # the points are not the subject here
        return None, None, {"q": 2}

    def family(name, params=None, **kw):
        seen.update(kw, name=name)
        raise _Stop

    monkeypatch.setattr(cmd, "real_phase_data", builder)
    monkeypatch.setattr(cmd, "window_family", family)
    with pytest.raises(_Stop):
        main(["phase", "--model", "tiny-en", "--n", "2,3", "--temperature", "0.5,1,2", "--device", "cuda:1",
              "--quiet", "--store", str(tmp_path / "r.sqlite")])
    assert seen["name"] == "tiny-en"
    assert seen["device"] == "cuda:1"   # the dynamic figure's windows on the device the points used


def test_masked_toy_hands_grid_seed_executor_and_quiet_on(monkeypatch, tmp_path):
    grids = [g for g in cmd.REAL_GRIDS if g != "cpu" and "tiny-en" in cmd.REAL_GRIDS[g]]
    assert grids, "a budget grid other than the default 'cpu' for the masked toys (tiny-en's grids)"
    seen = {}
    monkeypatch.setattr(cmd, "real_phase_data", _stopping_spy(seen))
    with pytest.raises(_Stop):
        main(["phase", "--model", "masked-independent", "--n", "2,3", "--temperature", "0.5,1,2",
              "--grid", grids[0], *_OFF, "--store", str(tmp_path / "m.sqlite")])
    assert seen["grid"] == grids[0]
    assert seen["seed"] == 7
    assert seen["executor"] == "local:2"
    assert seen["progress"] is False


def test_toy_family_hands_seed_and_executor_on(monkeypatch, tmp_path):
    seen = {}
    monkeypatch.setattr(cmd, "phase_scaling_data", _stopping_spy(seen))
    with pytest.raises(_Stop):
        main(["phase", "--model", "curie-weiss", "--n", "4,6", "--temperature", "0.5,1,2", *_OFF,
              "--store", str(tmp_path / "t.sqlite")])
    assert seen["seed"] == 7
    assert seen["executor"] == "local:2"
