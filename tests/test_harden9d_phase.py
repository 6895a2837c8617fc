"""harden9d (issue 30): ``glauber phase`` on a toy family with options combined. ``--groups`` and
``--sweeps`` reach the grid's options (the defaults only when they are left out), and the real-MLM
options ``--grid`` / ``--device`` are refused on a toy family, each by name (phase.py's run: "a toy
family's points are computed on the CPU, on the grid of --n and --temperature")."""

from __future__ import annotations

import pytest

import toolkit.app.commands.phase as phase
from toolkit.app.cli import main

TOY = ["phase", "--model", "curie-weiss", "--n", "4,6", "--temperature", "0.8,1,1.2"]


class _Stop(Exception):
    pass


def test_groups_and_sweeps_reach_the_options(monkeypatch, tmp_path):
    got = {}

    def fake(store, **kw):
        got.update(kw["options"])
        raise _Stop

    monkeypatch.setattr(phase, "phase_scaling_data", fake)
    with pytest.raises(_Stop):
        main([*TOY, "--groups", "3", "--sweeps", "50", "--store", str(tmp_path / "p.sqlite")])
    assert got["n_groups"] == 3 and got["n_sweeps"] == 50


@pytest.mark.parametrize("flag, value", [("--device", "cuda"), ("--grid", "quick")])
def test_real_only_options_refused_on_a_toy(flag, value, tmp_path, capsys):
    store = tmp_path / "p.sqlite"
    assert main([*TOY, flag, value, "--store", str(store)]) == 2
    err = capsys.readouterr().err
    assert f"{flag} applies to real masked LMs" in err
    assert not store.exists()
