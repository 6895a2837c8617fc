"""toolkit.sampling.logits_cost: "the best of two timed calls" (ops13a, issue 30).

The clock is replaced by one that makes the two timed calls of 1 row last 3 s and 5 s and
those of ``batch = 8`` rows 10 s and 20 s. The best times are 3 and 10, so by the docstring's
fit ``per_call + per_row * B``: ``per_row = max((10 - 3) / 7, 10 / 8 / 4, 1e-7) = 1`` and
``per_call = 3 - 1 = 2`` (with the last calls, 5 and 20, it would be 15/7 and 20/7)."""

from __future__ import annotations

import types

import pytest

from toolkit import sampling
from toolkit.models import potts


def test_best_of_two_timed_calls(monkeypatch):
    ticks = iter([0.0, 3.0, 10.0, 15.0, 20.0, 30.0, 40.0, 60.0])   # (start, end) of each timed call
    monkeypatch.setattr(sampling, "time", types.SimpleNamespace(perf_counter=lambda: next(ticks)))
    per_call, per_row = sampling.logits_cost(potts(2, 3, 1.0), batch=8, rng=0)
    assert per_row == pytest.approx(1.0, rel=1e-12)
    assert per_call == pytest.approx(2.0, rel=1e-12)
