"""prm23b sixth sweep (issue 30), toolkit.app.study on stubbed samplers (the toy model is real,
the sampled parts are replaced so the inputs are known):

- the incompatibility witnesses' "tokens at j" column shows site j's two tokens (with q = 2 toy
  models both sites' top-2 tokens are the same pair, so i's and j's columns agreed anyway);
- metastability hands the sampler it chose for the budget on to ``exit_times``: ``"glauber"``
  (plain steps, no all-site probe) where twice an all-site pass of the chains does not fit the
  temperature's share (the comment in ``_metastability``), ``"auto"`` where it does."""

from __future__ import annotations

from types import SimpleNamespace

from toolkit.app import study
from toolkit.models import potts


def _witness():
    return SimpleNamespace(i=0, j=2, tokens_i=("alpha", "beta"), tokens_j=("gamma", "delta"), a=0, a2=1, b=1, b2=0,
                           log_r=1.5, bound=1e-12, text="w")


def test_witness_columns_show_each_sites_tokens(monkeypatch):
    res = SimpleNamespace(prevalence=SimpleNamespace(value=0.5, ci=(0.1, 0.9), stderr=0.1, method=""), n_rectangles=4,
                          n_certified=2, quantiles={"q50": 1.0, "max": 1.5}, witnesses=[_witness()], incompatible=True,
                          n_queries=10)
    monkeypatch.setattr(study, "rectangle_test", lambda *a, **k: res)
    s = study._incompatibility(potts(2, 3, 1.0), study.Budget(seconds=10.0, per_call=1e-4, per_row=1e-5), 0)
    table = next(t for t in s.text if t.startswith("| site i"))
    row = [c.strip() for c in table.split("\n")[2].strip("|").split("|")]
    assert row[:4] == ["0", "2", "alpha/beta", "gamma/delta"]


def _exit_recorder(seen):
    def fake(model, in_set, *, method, **kw):
        seen.append(method)
        return SimpleNamespace(mean=SimpleNamespace(value=50.0, ci=(40.0, 60.0)), n_censored=0, method=f"{method} (stub)")
    return fake


def test_metastability_hands_the_chosen_sampler_on(monkeypatch):
    seen = []
    monkeypatch.setattr(study, "exit_times", _exit_recorder(seen))
    model = potts(2, 3, 1.0)
    # all-site pass of 8 chains: per_call + 8 * 3 * per_row = 1.0 s; the T's share: 1 s * 0.1 * ~0.9 -> glauber
    study._metastability(model, [1.0], study.Budget(seconds=1.0, per_call=1.0, per_row=1e-9), 0)
    # a budget of 1e4 s: 2 s fit easily -> auto
    study._metastability(model, [1.0], study.Budget(seconds=1e4, per_call=1.0, per_row=1e-9), 0)
    assert seen == ["glauber", "auto"]
