"""toolkit.app.phase_point.mlm_phase_point: ``rhat`` is the larger of the two R-hats (ops13a, issue 30).

Docstring: "``rhat`` is the largest split R-hat over the chains of the overlap with the
start-independent reference ... and of ``E``". The R-hat function is replaced by one that
answers 1.5 for its first series (the overlap, computed first) and 1.1 for the second (``E``):
the point must report 1.5, and with the answers swapped, 1.5 again."""

from __future__ import annotations

import pytest

from toolkit.app import phase_point as pp
from toolkit.models import make_model


@pytest.mark.parametrize("answers", [(1.5, 1.1), (1.1, 1.5)])
def test_rhat_is_the_larger_of_overlap_and_energy(monkeypatch, answers):
    calls = []

    def fake_rhat(x):
        calls.append(x)
        return answers[len(calls) - 1]

    monkeypatch.setattr(pp, "rhat", fake_rhat)
    m = make_model("masked-independent", n=4, seed=3)
    out = pp.mlm_phase_point(m, 0.5, n_groups=2, chains_per_group=4, n_sweeps=12, burn_in=2, energy_every=1, rng=0)
    assert len(calls) == 2
    assert out["rhat"] == 1.5
