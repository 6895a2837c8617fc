"""prm24c seventh sweep (issue 30): the options of ``glauber phase`` that no test gave off their
default (benchmarks/results/default-only-args-2026-12-06.md): ``--coupling``, ``--scale``,
``--asymmetric``, ``--model-seed`` (the toy family's parameters) and ``--seed`` (the sampler's) on a
toy family. ``phase_scaling_data`` (the grid of points, minutes of work) is replaced by a stub that
records what it received: the model parameters and the seed handed on are the documented effect."""

from __future__ import annotations

import pytest

from toolkit.app.commands import phase
from toolkit.cli import main


class _Handed(Exception):
    pass


def _stub(store, **kw):
    raise _Handed(kw)


def handed(monkeypatch, tmp_path, argv):
    monkeypatch.setattr(phase, "phase_scaling_data", _stub)
    with pytest.raises(_Handed) as got:
        main(["phase", *argv, "--n", "3,4", "--temperature", "1,1.5,2", "--store", str(tmp_path / "s.sqlite"),
              "--quiet"])
    return got.value.args[0]


def test_coupling_reaches_the_potts_points(monkeypatch, tmp_path):
    kw = handed(monkeypatch, tmp_path, ["--model", "potts", "--q", "2", "--coupling", "0.37"])
    assert kw["params"]["coupling"] == 0.37


def test_scale_asymmetric_and_model_seed_reach_the_random_pairwise_points(monkeypatch, tmp_path):
    kw = handed(monkeypatch, tmp_path, ["--model", "random-pairwise", "--q", "2", "--scale", "0.3", "--asymmetric",
                                        "--model-seed", "11"])
    assert kw["params"]["scale"] == 0.3
    assert kw["params"]["symmetric"] is False  # --asymmetric: J[j, i] drawn apart from J[i, j]
    assert kw["params"]["seed"] == 11


def test_seed_reaches_the_sampled_points(monkeypatch, tmp_path):
    kw = handed(monkeypatch, tmp_path, ["--model", "potts", "--q", "2", "--seed", "5"])
    assert kw["seed"] == 5
