"""prm22c fifth sweep (issue 30): :func:`toolkit.app.phase_point.phase_point`'s lattice method
with an odd number of chains.

Contract (docstring): "``n_groups`` replicate groups of chains, half started ordered and half
random", interleaved ordered, random, ordered, ... With an odd count ``C`` the interleave has
``ceil(C/2)`` ordered places, so the ordered half is the larger one. The tested counts were
even (both halves equal); here ``C = 3`` with the lattice sampler replaced by fixed traces
(ordered: ``m = 1``; random: ``m = 0``): 2 ordered chains and 1 random are asked for, and
``<m^2> = <|m|> = 2/3`` over the 3 chains x 4 sweeps."""

from types import SimpleNamespace

import numpy as np
import pytest

from toolkit.app import phase_point as pp
from toolkit.models.registry import make_model


def test_odd_chain_count_gives_the_extra_chain_to_the_ordered_starts(monkeypatch):
    asked = {}

    def fake_run(q, L, coupling, T, *, n_chains, n_sweeps, burn_in, start, rng):
        asked[start] = n_chains
        return SimpleNamespace(m=np.full((n_chains, n_sweeps), 1.0 if start == "ordered" else 0.0))

    monkeypatch.setattr(pp, "checkerboard_run", fake_run)
    model = make_model("potts", q=2, n=16, graph="torus", coupling=1.0)
    out = pp.phase_point(model, 2.0, method="lattice", n_groups=1, chains_per_group=3, n_sweeps=4, burn_in=0, rng=0)
    assert asked == {"ordered": 2, "random": 1}
    assert out["m2"] == pytest.approx(2 / 3) and out["abs_m"] == pytest.approx(2 / 3)
