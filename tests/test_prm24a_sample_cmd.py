"""prm24a: options of ``glauber sample`` that no test gave off their default
(``benchmarks/results/default-only-args-2026-12-06.md``): ``--graph``, ``--beta``, ``--field``,
``--scale``, ``--model-seed`` (read in ``toolkit.app.commands._common.toy_params``) and
``--batch-size`` (handed to a real model in ``_common._build_real``).

With ``--compare-exact`` the JSON carries each quantity's exact value; the expected ones here are
brute-force sums over the 2**3 states of the documented model (Potts: ``J [a == b]`` on the
graph's edges; Curie-Weiss: ``pi ~ exp(beta/n sum_{i<j} s_i s_j + h sum_i s_i)``, spins -1, +1 for
tokens 0, 1; independent: fields ``N(0, scale)`` drawn from ``default_rng(model_seed)``)."""

from __future__ import annotations

import itertools
import json

import numpy as np
import pytest

import toolkit.app.commands._common as common
import toolkit.app.commands.sample  # noqa: F401  (names the command's module: these tests join its targeted set)
from toolkit.cli import main

SMALL = ["--chains", "2", "--steps", "8", "--pairs", "1", "--replicates", "2", "--compare-exact", "--json"]


def _exact(capsys, argv):
    assert main(["sample", *argv, *SMALL]) == 0
    out = json.loads(capsys.readouterr().out)
    return {r["name"]: r["exact"] for r in out["rows"]}, out


def _brute(n, log_weight, cond):
    """E_pi[frac(0)] and E_pi[sum_i log p(x_i | x_-i)] over {0,1}^n (q = 2)."""
    states = list(itertools.product([0, 1], repeat=n))
    w = np.array([np.exp(log_weight(x)) for x in states])
    pi = w / w.sum()
    frac0 = np.array([x.count(0) / n for x in states])
    lpl = np.array([sum(np.log(cond(x, i)) for i in range(n)) for x in states])
    return float(pi @ frac0), float(pi @ lpl)


def _cw(n, beta, h):
    s = lambda x: [2 * a - 1 for a in x]  # noqa: E731

    def logw(x):
        sx = s(x)
        return beta / n * sum(sx[i] * sx[j] for i in range(n) for j in range(i + 1, n)) + h * sum(sx)

    def cond(x, i):
        sx = s(x)
        u = beta / n * (sum(sx) - sx[i]) + h
        return np.exp(sx[i] * u) / (np.exp(u) + np.exp(-u))

    return _brute(n, logw, cond)


def test_potts_graph_path(capsys):
    edges = [(0, 1), (1, 2)]                    # path on 3 sites (complete would add (0, 2))

    def logw(x):
        return sum(float(x[i] == x[j]) for i, j in edges)

    def cond(x, i):
        nb = [j for e in edges for j in e if i in e and j != i]
        e = [sum(float(a == x[j]) for j in nb) for a in (0, 1)]
        return np.exp(e[x[i]]) / (np.exp(e[0]) + np.exp(e[1]))

    _, want = _brute(3, logw, cond)
    rows, out = _exact(capsys, ["--model", "potts", "--q", "2", "--n", "3", "--graph", "path"])
    assert rows["mean log_pseudo_likelihood"] == pytest.approx(want, rel=1e-9)
    assert out["model_params"]["graph"] == "path"


def test_curie_weiss_beta(capsys):
    _, want = _cw(3, 2.0, 0.0)
    assert want != pytest.approx(_cw(3, 1.0, 0.0)[1])
    rows, _ = _exact(capsys, ["--model", "curie-weiss", "--n", "3", "--beta", "2"])
    assert rows["mean log_pseudo_likelihood"] == pytest.approx(want, rel=1e-9)


def test_curie_weiss_field(capsys):
    want, _ = _cw(3, 1.0, 0.5)
    assert want < 0.4                                   # the field favours token 1 (spin +1)
    rows, _ = _exact(capsys, ["--model", "curie-weiss", "--n", "3", "--field", "0.5"])
    assert rows["mean frac(0)"] == pytest.approx(want, rel=1e-9)


def _independent_frac0(scale, seed, n=3, q=2):
    h = np.random.default_rng(seed).normal(0.0, scale, size=(n, q))
    p = np.exp(h) / np.exp(h).sum(axis=1, keepdims=True)
    return float(p[:, 0].mean())


def test_independent_scale(capsys):
    want = _independent_frac0(3.0, 0)
    assert want != pytest.approx(_independent_frac0(1.0, 0))
    rows, _ = _exact(capsys, ["--model", "independent", "--q", "2", "--n", "3", "--scale", "3"])
    assert rows["mean frac(0)"] == pytest.approx(want, rel=1e-9)


def test_independent_model_seed(capsys):
    want = _independent_frac0(1.0, 5)
    assert want != pytest.approx(_independent_frac0(1.0, 0))
    rows, _ = _exact(capsys, ["--model", "independent", "--q", "2", "--n", "3", "--model-seed", "5"])
    assert rows["mean frac(0)"] == pytest.approx(want, rel=1e-9)


def test_batch_size_reaches_the_real_model(capsys, monkeypatch):
    pytest.importorskip("sceptr")
    built = []
    real = common.make_model

    def spy(*a, **k):
        built.append(real(*a, **k))
        return built[-1]

    monkeypatch.setattr(common, "make_model", spy)
    assert main(["sample", "--model", "sceptr", "--q", "2", "--n", "2", "--batch-size", "3", "--chains", "2",
                 "--steps", "8", "--pairs", "1", "--replicates", "2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert built[0].batch_size == 3
    assert out["model_params"]["batch_size"] == 3
