"""harden9d (issue 30): ``glauber sample``'s memory check and cost estimate, factor by factor.

The contract (toolkit/app/commands/sample.py, the docstrings of ``check_sampling_memory`` and
``sampling_cost``): the coupled chains are ``2 --pairs`` start pairs x ``--replicates``, two
chains each, and their memory is that of ``run_memory``'s chains (states and one step);
``--rejection-free`` steps are n-fold-way jumps (``all_site_bytes`` per chain, n forward rows
per jump); a coupled step is one call of the ``2 x 2 x pairs x replicates`` chains' rows, up
to ``--coupling-steps`` steps. Hand values below, on potts q = 2, n = 3."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

import toolkit.app.commands.sample as sample
from toolkit.models import potts
from toolkit.sampling import all_site_bytes, run_memory

N = 3


def _args(**kw):
    base = dict(steps=10, burn_in=None, chains=2, temperature=1.0, scan="random", rejection_free=False,
                pairs=1, replicates=2, coupling_steps=7, seed=0)
    base.update(kw)
    return SimpleNamespace(**base)


@pytest.fixture
def captured(monkeypatch):
    got = {}
    monkeypatch.setattr(sample, "check_run_memory", lambda parts, what, **kw: got.update(parts))
    return got


def test_coupled_chains_memory_counts_two_chains_per_pair_states_and_step(captured):
    model = potts(2, N, 1.0)
    sample.check_sampling_memory(model, _args(), max_memory=None)
    chains = 2 * 2 * 1 * 2  # 2 x pairs start pairs, x replicates, two chains each: 8
    states = 8 * chains * N * 2  # int64 current and start state of each chain (run_memory's docstring)
    step_one = run_memory(model, n_chains=1, n_records=0)["step"]  # one chain's step: linear in chains
    assert step_one > 0
    assert captured["the coupled chains"] == states + chains * step_one == 384 + 8 * step_one


def test_rejection_free_memory_counts_the_all_site_step(captured):
    model = potts(2, N, 1.0)
    plain = run_memory(model, n_chains=1, n_records=0)["step"]
    assert all_site_bytes(model) != plain  # else the check below could not tell them apart
    sample.check_sampling_memory(model, _args(rejection_free=True), max_memory=None)
    assert captured["step"] == 2 * all_site_bytes(model)  # --chains 2, an n-fold-way jump each


def _cost(monkeypatch, per_call, per_row, **kw):
    monkeypatch.setattr(sample, "logits_cost", lambda model, batch, rng: (per_call, per_row))
    return sample.sampling_cost(potts(2, N, 1.0), _args(**kw), lpl=False)


def test_cost_rows_of_rejection_free_jumps(monkeypatch):
    # one second a row, calls free: 10 jumps x n = 3 rows each x 2 chains = 60 rows
    chains_s, _, _ = _cost(monkeypatch, 0.0, 1.0, rejection_free=True)
    assert chains_s == pytest.approx(10 * N * 2)
    chains_s, _, _ = _cost(monkeypatch, 0.0, 1.0)
    assert chains_s == pytest.approx(10 * 2)  # random scan: one row per chain and step


def test_cost_of_the_coupled_steps(monkeypatch):
    # one second a row: 7 coupled steps x (2 x 2 x 1 pair x 2 replicates = 8 rows) = 56
    _, coupled_s, _ = _cost(monkeypatch, 0.0, 1.0)
    assert coupled_s == pytest.approx(7 * 8)
    # one second a call: one call per coupled step = 7
    _, coupled_s, _ = _cost(monkeypatch, 1.0, 0.0)
    assert coupled_s == pytest.approx(7)


def test_exactly_six_tokens_outside_v_are_all_shown_without_a_count():
    # the message shows the first 6 and, only when there are more, "..., (k in all)"
    six = SimpleNamespace(text_outside_v=lambda: [(k, f"w{k}") for k in range(6)], vocab_size=8)
    msg = sample.text_outside_v_warnings(six, "s")[0]["message"]
    assert "'w5' at free site 5 are not in V" in msg
    assert "in all" not in msg and "..." not in msg
