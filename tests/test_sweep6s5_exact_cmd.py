"""Contract sweep (issue 30, branch sweep6s5): ``glauber exact``'s documented defaults
(q = 3, n = 6, random scan, eps 1/4, T = 1), --lazy in [0, 1), the options it passes to the
library (temperature, scan, lazy, eps), and the refusals of --sectors / --start."""

from __future__ import annotations

import json

import pytest

from exact.markov import analyze
from toolkit.app.cli import main
from toolkit.models import make_model


def _json(capsys, argv):
    assert main(["exact", *argv, "--json", "--quiet"]) == 0
    return json.loads(capsys.readouterr().out)


def test_defaults(capsys):
    d = _json(capsys, [])
    assert (d["model"], d["q"], d["n"], d["scan"], d["eps"], d["temperature"]) == ("potts", 3, 6, "random", 0.25, 1.0)
    ref = analyze(make_model("potts", q=3, n=6))
    assert d["t_mix"] == ref.t_mix == 1052
    assert d["spectral_gap"] == pytest.approx(ref.spectral_gap, rel=1e-9)


def test_options_reach_the_library(capsys):
    # each option changes the answer here, and the command's equals analyze's with the same options
    m = make_model("potts", q=2, n=3)
    base = analyze(m, temperature=0.7, eps=0.1)
    for argv, kw in ((["--lazy", "0.5"], {"lazy": 0.5}), (["--scan", "systematic"], {"scan": "systematic"}),
                     ([], {})):
        d = _json(capsys, ["--q", "2", "--n", "3", "-T", "0.7", "--eps", "0.1", *argv])
        ref = analyze(m, temperature=0.7, eps=0.1, **kw)
        assert d["t_mix"] == ref.t_mix and d["spectral_gap"] == pytest.approx(ref.spectral_gap, rel=1e-9)
        assert (d["t_mix"] != base.t_mix) == bool(kw)
    assert analyze(m, temperature=1.0, eps=0.1).t_mix != base.t_mix
    assert analyze(m, temperature=0.7, eps=0.25).t_mix != base.t_mix


def test_lazy_range(capsys):
    # --lazy in [0, 1): 0.99 accepted, 1 refused naming lazy
    d = _json(capsys, ["--q", "2", "--n", "2", "--lazy", "0.99"])
    assert d["t_mix"] == analyze(make_model("potts", q=2, n=2), lazy=0.99).t_mix
    assert main(["exact", "--q", "2", "--n", "2", "--lazy", "1"]) == 2
    assert "`lazy` must be in [0, 1); got 1" in capsys.readouterr().err


def test_sectors_and_start_need_the_right_engine(capsys):
    assert main(["exact", "--q", "2", "--n", "3", "--sectors", "all"]) == 2
    assert "`--sectors` 'all' applies to the lumped chain" in capsys.readouterr().err
    assert main(["exact", "--model", "curie-weiss", "--n", "4", "--method", "lumped", "--start", "0"]) == 2
    assert "`--start` needs the enumerated chain" in capsys.readouterr().err
