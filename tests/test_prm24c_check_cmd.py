"""prm24c seventh sweep (issue 30): the options of ``glauber check`` that no test gave off their
default (benchmarks/results/default-only-args-2026-12-06.md). Each test gives a value and checks
its documented effect: the toy parameters through the exact chain they define (closed forms), the
guard through its refusal, and the real-MLM options through what reaches the model's constructor
(``make_model`` is replaced by a stub that records its keywords: no model is loaded)."""

from __future__ import annotations

import json
import math

import pytest

from toolkit.app.commands import _common
from toolkit.app.commands import check as check_cmd  # noqa: F401  (the command under test)
from toolkit.cli import main


def run_json(capsys, argv):
    capsys.readouterr()
    rc = main(["check", *argv, "--json", "--quiet"])
    out = json.loads(capsys.readouterr().out)
    return rc, out


def test_beta_zero_decouples_the_sites(capsys):
    # beta = 0, field = 0: pi uniform, l_i independent of x_-i, so every influence is 0
    # (the default beta = 1 couples the sites: alpha_col > 0)
    _, out = run_json(capsys, ["--model", "curie-weiss", "--n", "3", "--beta", "0", "--field", "0"])
    assert out["model_params"]["beta"] == 0
    assert out["alpha_col"] == pytest.approx(0.0, abs=1e-12)


def test_field_sets_pi_min_of_independent_spins(capsys):
    # beta = 0: pi(x) = prod_i exp(h s_i) / (2 cosh h), smallest at all s_i = -1:
    # pi_min = (exp(-h) / (2 cosh h))**n (the default field 0 gives 1/8 for n = 3)
    h, n = 0.5, 3
    _, out = run_json(capsys, ["--model", "curie-weiss", "--n", str(n), "--beta", "0", "--field", str(h)])
    assert out["pi_min"] == pytest.approx((math.exp(-h) / (2 * math.cosh(h))) ** n, rel=1e-9)


def test_scale_bounds_the_influences(capsys):
    # random-pairwise with couplings of standard deviation 1e-3: |J| is at most a few 1e-3, each
    # influence R_ij <= tanh(osc/4) is then ~1e-3, and alpha_col (a sum of n - 1 = 2) far below
    # 0.05; at the default scale 1 the influences are O(1)
    _, out = run_json(capsys, ["--model", "random-pairwise", "--q", "2", "--n", "3", "--scale", "0.001"])
    assert out["model_params"]["scale"] == 0.001
    assert out["alpha_col"] < 0.05


def test_max_memory_refuses_a_table_above_it(capsys):
    # random-table q = 3, n = 4: a table of 4 * 27 * 3 float64 = 2592 B, above 100 B
    rc = main(["check", "--model", "random-table", "--q", "3", "--n", "4", "--max-memory", "100B", "--quiet"])
    assert rc == 2
    assert "--max-memory" in capsys.readouterr().err


class _Loaded(Exception):
    pass


def _stub(name, **params):
    raise _Loaded(name, params)


def test_real_options_reach_the_model(monkeypatch):
    monkeypatch.setattr(_common, "make_model", _stub)
    with pytest.raises(_Loaded) as got:
        main(["check", "--model", "tiny-en", "--tokens", "the,a,cat", "--text", "the cat sat", "--free", "0,1",
              "--device", "cpu", "--batch-size", "7", "--quiet"])
    name, params = got.value.args
    assert name == "tiny-en"
    assert params["tokens"] == ["the", "a", "cat"]
    assert params["text"] == "the cat sat"
    assert params["free_positions"] == [0, 1]
    assert params["device"] == "cpu"
    assert params["batch_size"] == 7
