"""prm22c fifth sweep (issue 30): :func:`toolkit.app.commands.sample.sampling_cost`'s
``detail`` writes the pilot's cost per call in seconds from one second up, in ms below
(``format_seconds(per_call) if per_call >= 1 else ... ms``). Tests ran real pilots (ms) only, so
the seconds branch was never active; here ``logits_cost`` is replaced by a fixed pilot on both
sides of the boundary (``format_seconds(2.0) == "2 s"``)."""

import argparse

from toolkit.app.commands import sample
from toolkit.app.commands.sample import sampling_cost
from toolkit.models import potts


def _detail(monkeypatch, per_call):
    monkeypatch.setattr(sample, "logits_cost", lambda model, batch, rng: (per_call, 1e-4))
    args = argparse.Namespace(steps=100, burn_in=None, chains=4, seed=0, rejection_free=False,
                              coupling_steps=None, pairs=8, replicates=64)
    return sampling_cost(potts(2, 3, 1.0), args, lpl=False)[2]


def test_pilot_of_seconds_is_written_in_seconds(monkeypatch):
    assert "pilot: 2 s per call + 0.1 ms per row" in _detail(monkeypatch, 2.0)
    assert "pilot: 1 s per call" in _detail(monkeypatch, 1.0)  # the boundary: seconds from 1 s


def test_pilot_below_a_second_is_written_in_ms(monkeypatch):
    assert "pilot: 4 ms per call" in _detail(monkeypatch, 0.004)
    assert "pilot: 5e+02 ms per call" in _detail(monkeypatch, 0.5)  # 1e3 * 0.5 to 2 significant digits
