"""harden9b (issue 30): ``glauber sample`` with ``--burn-in 0`` (a value exactly 0, not "not given").

``--burn-in`` defaults to half of ``--steps``; an explicit 0 records every step, so the
cost estimate counts ``steps - 0 + 1`` recorded steps of the log pseudo-likelihood and the
memory guard ``steps + 1`` records (docstrings of ``sampling_cost`` and
``check_sampling_memory``)."""

from __future__ import annotations

from types import SimpleNamespace

import toolkit.app.commands.sample as sample
from toolkit.models import potts


def _args(**kw):
    base = dict(steps=100, burn_in=0, chains=4, seed=0, rejection_free=False, coupling_steps=None,
                pairs=1, replicates=1, temperature=1.0, scan="random")
    base.update(kw)
    return SimpleNamespace(**base)


def test_cost_counts_every_record_at_burn_in_zero(monkeypatch):
    model = SimpleNamespace(length=5)
    # one second per call, nothing per row: calls = steps + records (lpl)
    monkeypatch.setattr(sample, "logits_cost", lambda model, batch, rng: (1.0, 0.0))
    chains_s, _, _ = sample.sampling_cost(model, _args(), lpl=True)
    assert chains_s == 100 + (100 - 0 + 1)


def test_memory_guard_counts_every_record_at_burn_in_zero(monkeypatch):
    seen = []
    real = sample.run_memory

    def spy(model, **kw):
        seen.append(kw["n_records"])
        return real(model, **kw)

    monkeypatch.setattr(sample, "run_memory", spy)
    sample.check_sampling_memory(potts(2, 3, 1.0), _args(steps=40), 2**33)
    assert seen[0] == 40 - 0 + 1
    seen.clear()
    sample.check_sampling_memory(potts(2, 3, 1.0), _args(steps=40, burn_in=None), 2**33)
    assert seen[0] == 40 - 20 + 1   # the default burn-in: half the steps


def test_exactly_eight_tokens_listed_without_ellipsis(monkeypatch, capsys):
    # the V line shows the first 8 tokens and ", ..." only when there are more than 8;
    # tiny-en's default set has exactly 8 (the boundary)
    import pytest

    pytest.importorskip("transformers")
    from toolkit.app.cli import main

    monkeypatch.setattr(sample, "sampled_summary",
                        lambda model, **kw: SimpleNamespace(quantities=[], table=lambda: "TABLE"))
    assert main(["sample", "--model", "tiny-en", "--steps", "10", "--chains", "2", "--no-progress"]) == 0
    line = next(s for s in capsys.readouterr().out.splitlines() if s.startswith("V: "))
    assert line.startswith("V: 8 tokens (the model's default set): ")
    assert not line.endswith(", ...") and len(line.split(": ", 2)[2].split(", ")) == 8
