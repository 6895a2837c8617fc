"""Sweep 8 s2 (issue 30): ``glauber sample``'s warnings are dicts with the documented keys
``kind``, ``quantity``, ``value``, ``threshold`` and ``message`` (module doc of
toolkit.app.commands.sample and sampling_warnings' docstring), for every kind; the cost pilot
times calls of min(--chains, 256) rows; a plain-text run exits 0."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

import toolkit.app.commands.sample as sample
from toolkit.app.cli import main

KEYS = {"kind", "quantity", "value", "threshold", "message"}


def _est(value, n=0, method=""):
    return SimpleNamespace(value=value, n_samples=n, method=method)


class _Summary:
    """The parts of a SampledSummary sampling_warnings reads: quantities and summary[name]."""

    def __init__(self, quantities, items):
        self.quantities, self._items = quantities, items

    def __getitem__(self, key):
        return self._items[key]


def _rhat_and_ess(rhat, n_samples, iat):
    qs = [SimpleNamespace(name="R-hat energy", spec={"quantity": "rhat"}, estimate=_est(rhat))]
    items = {"mean energy": SimpleNamespace(estimate=_est(1.0, n_samples)),
             "iat energy": SimpleNamespace(estimate=_est(iat))}
    return _Summary(qs, items)


def test_rhat_and_ess_warnings_carry_every_key():
    # R-hat 1.05 > 1.01; ESS = N / tau = 100 / 2 = 50 < 400
    rhat, ess = sample.sampling_warnings(_rhat_and_ess(1.05, 100, 2.0))
    assert set(rhat) == KEYS and set(ess) == KEYS
    assert (rhat["kind"], rhat["quantity"], rhat["value"], rhat["threshold"]) == ("rhat", "R-hat energy", 1.05, 1.01)
    assert rhat["message"].startswith("R-hat energy = 1.05 > 1.01: the chains disagree")
    assert (ess["kind"], ess["quantity"], ess["value"], ess["threshold"]) == ("ess", "ess energy", 50.0, 400)
    assert ess["message"].startswith("effective sample size of energy = 50 < 400: too few independent draws")
    # thresholds passed in replace the defaults, in the dict as in the test
    (e,) = sample.sampling_warnings(_rhat_and_ess(1.0, 100, 2.0), ess_min=60)
    assert (e["value"], e["threshold"]) == (50.0, 60) and "= 50 < 60" in e["message"]
    assert sample.sampling_warnings(_rhat_and_ess(1.0, 100, 2.0), ess_min=50) == []      # 50 is not below 50
    (r,) = sample.sampling_warnings(_rhat_and_ess(1.2, 800, 2.0), rhat_max=1.1)
    assert (r["value"], r["threshold"]) == (1.2, 1.1)


def test_censored_and_iat_window_warnings_carry_every_key():
    coal = SimpleNamespace(name="mean coalescence time", spec={"quantity": "coalescence"},
                           estimate=_est(13.0, 40, "coalescence (maximal), 3 censored at 20: lower estimate"))
    ex = SimpleNamespace(name="mean exit time", spec={"quantity": "exit"},
                         estimate=_est(7.5, 0, "exit times, 2 censored: lower estimate"))
    iat = SimpleNamespace(name="iat energy", spec={"quantity": "iat"},
                          estimate=_est(9.0, 0, "sokal (window not reached: chains too short)"))
    w = sample.sampling_warnings(_Summary([coal, ex, iat], {}))
    assert [set(d) for d in w] == [KEYS] * 3
    c, e, i = w
    assert (c["kind"], c["quantity"], c["value"], c["threshold"]) == ("censored", "mean coalescence time", 13.0, 20)
    assert c["message"] == ("mean coalescence time >= 13 is a lower estimate: 3 of 40 runs were censored at 20 "
                            "steps (not finished); raise --coupling-steps")
    assert (e["kind"], e["threshold"]) == ("censored", None)
    assert e["message"] == ("mean exit time >= 7.5 is a lower estimate: 2 runs were censored (not finished); "
                            "run longer chains")
    assert (i["kind"], i["quantity"], i["value"], i["threshold"]) == ("iat-window", "iat energy", 9.0, None)
    assert i["message"].startswith("iat energy = 9: window not reached: chains too short")


@pytest.mark.parametrize(("kind", "where"), [
    ("estimate", "outside the 95% interval [1, 2]"),
    ("upper bound", "above the upper bound 1.5"),
    ("lower bound", "below the lower bound 1.5"),
    ("diagnostic", "not matched")])
def test_exact_outside_warning_carries_every_key(kind, where):
    row = SimpleNamespace(ok=False, name="q1", kind=kind, exact=_est(3.0),
                          sampled=SimpleNamespace(ci=(1.0, 2.0), level=0.95, value=1.5))
    fine = SimpleNamespace(ok=True, name="q2", kind=kind, exact=_est(1.0), sampled=None)
    (d,) = sample.sampling_warnings(_Summary([], {}), SimpleNamespace(rows=[row, fine]))
    assert d == {"kind": "exact-outside", "quantity": "q1", "value": 3.0, "threshold": None,
                 "message": f"q1: the exact value 3 is {where}"}


@pytest.mark.parametrize(("chains", "batch"), [(4, 4), (256, 256), (1000, 256)])
def test_cost_pilot_times_calls_of_the_chains_rows_at_most_256(chains, batch, monkeypatch):
    seen = []

    def pilot(model, batch, rng):
        seen.append((batch, rng))
        return 1.0, 0.0
    monkeypatch.setattr(sample, "logits_cost", pilot)
    args = SimpleNamespace(steps=100, burn_in=None, chains=chains, seed=5, rejection_free=False,
                           coupling_steps=None, pairs=1, replicates=1)
    sample.sampling_cost(SimpleNamespace(length=3), args, lpl=False)
    assert seen == [(batch, 5)]


def test_a_plain_text_run_exits_zero(capsys):
    argv = ["sample", "--quiet", "--q", "2", "--n", "2", "--chains", "2", "--steps", "8", "--pairs", "1",
            "--replicates", "1", "--coupling-steps", "5"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "mean frac(0)" in out
    assert main([*argv, "--json"]) == 0


def test_cost_without_the_pseudo_likelihood_has_no_record_calls(monkeypatch):
    # one second per call, nothing per row: lpl=False leaves only the chains' 100 steps (no records)
    monkeypatch.setattr(sample, "logits_cost", lambda model, batch, rng: (1.0, 0.0))
    args = SimpleNamespace(steps=100, burn_in=None, chains=4, seed=0, rejection_free=False, coupling_steps=None,
                           pairs=2, replicates=3)
    assert sample.sampling_cost(SimpleNamespace(length=5), args, lpl=False)[0] == 100
    assert sample.sampling_cost(SimpleNamespace(length=5), args, lpl=True)[0] == 100 + 51
    # nothing per call, one second per row: 100 steps x 4 chains (+ 51 records x 4 chains x 5 sites)
    monkeypatch.setattr(sample, "logits_cost", lambda model, batch, rng: (0.0, 1.0))
    assert sample.sampling_cost(SimpleNamespace(length=5), args, lpl=False)[0] == 400
    assert sample.sampling_cost(SimpleNamespace(length=5), args, lpl=True)[0] == 400 + 51 * 4 * 5


def test_a_real_models_text_warning_comes_first_then_the_sampling_warnings(monkeypatch, capsys):
    # the real-MLM path on a stand-in: a toy that names its tokens and one text token outside V
    import json

    import numpy as np

    from toolkit.models import IndependentSites

    model = IndependentSites(np.zeros((2, 2)))
    model.tokens = ["x", "y"]
    model.text_outside_v = lambda: [(0, "to")]
    monkeypatch.setattr(sample, "is_real", lambda name: True)
    monkeypatch.setattr(sample, "build_model", lambda args, defaults: model)
    argv = ["sample", "--quiet", "--chains", "2", "--steps", "8", "--pairs", "1", "--replicates", "1", "--json"]
    assert main(argv) == 0
    doc = json.loads(capsys.readouterr().out)
    kinds = [w["kind"] for w in doc["warnings"]]
    assert kinds[0] == "text-outside-v" and "ess" in kinds[1:]   # 2 chains x 4 records: ESS far below 400
    assert doc["warnings"][0]["value"] == ["to"]
    assert doc["token_set"] == {"q": 2, "source": "the model's default set", "first": ["x", "y"]}
