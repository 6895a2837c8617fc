"""prm24e (seventh sweep, issue 30): toolkit.coupling's options that every test left at their
defaults (``benchmarks/results/default-only-args-2026-12-06.md``).

The model: independent sites (each site's conditional does not depend on the others), q = 2,
n = 3. Then a coupled site update (maximal or CRN: both chains see the same conditional) gives
both chains the same token, so

- a *systematic* step (a full sweep, ``toolkit.sampling.glauber_step``) makes every pair meet;
  a random-scan step updates one site, so a pair that differs in 2 sites cannot meet in one step,
  and a pair one site apart meets with probability 1/n;
- with ``lazy = 1/2`` each pair holds (both chains, one coin) with probability 1/2 per step, so
  after a systematic step about half the pairs are still apart and the meeting time after the
  lag is Geometric(1/2).
"""

from __future__ import annotations

import numpy as np
import pytest

import toolkit.coupling as coupling_mod
from toolkit.coupling import coalescence_times, damage_spreading, lag_coupling_tv_bound
from toolkit.models import IndependentSites


def _model():
    return IndependentSites(np.array([[0.3, 0.0], [0.0, 0.7], [0.0, 0.0]]))


# ---------------------------------------------------------------- damage_spreading
def test_damage_systematic_scan_meets_in_one_sweep():
    r = damage_spreading(_model(), n_chains=64, n_steps=1, scan="systematic", rng=0)
    assert (r.distance[:, 0] == 1).all()
    assert (r.distance[:, 1] == 0).all()  # random scan: each pair meets w.p. 1/3 only


def test_damage_lazy_half_holds_about_half_the_pairs():
    r = damage_spreading(_model(), n_chains=400, n_steps=1, scan="systematic", lazy=0.5, rng=1)
    apart = (r.distance[:, 1] > 0).mean()
    assert abs(apart - 0.5) < 0.125  # Binomial(400, 1/2)/400: sd 0.025, 5 sd; lazy 0 gives 0


def test_damage_coupling_is_the_one_asked():
    r = damage_spreading(_model(), n_chains=4, n_steps=1, coupling="maximal", rng=0)
    assert r.coupling == "maximal"  # default "crn"
    assert "maximal" in r.mean_at(1).method


# ---------------------------------------------------------------- lag_coupling_tv_bound
def test_lag_systematic_scan_meets_one_step_after_the_lag():
    r = lag_coupling_tv_bound(_model(), lag=2, n_replicates=200, scan="systematic", rng=0)
    assert set(np.unique(r.meeting_times)) <= {2.0, 3.0}
    assert (r.meeting_times == 3.0).any()


def test_lag_lazy_half_gives_geometric_meeting_after_the_lag():
    r = lag_coupling_tv_bound(_model(), lag=1, n_replicates=400, scan="systematic", lazy=0.5, rng=2)
    extra = r.meeting_times[r.meeting_times > 1] - 1  # pairs apart after the lag: Geometric(1/2) steps
    assert extra.max() >= 3  # P(all <= 2) = (3/4)**k with k ~ 300: lazy 0 gives all == 1
    assert abs(extra.mean() - 2.0) < 0.5  # mean 2, sd of the mean about 0.08


def test_lag_coupling_is_the_one_asked():
    r = lag_coupling_tv_bound(_model(), lag=1, n_replicates=4, coupling="crn", rng=0)
    assert r.coupling == "crn"  # default "maximal"
    assert r.bounds[0].method.startswith("1-lag coupling (crn)")


# ---------------------------------------------------------------- progress handed to the bar
@pytest.mark.parametrize("call", [
    lambda p: lag_coupling_tv_bound(_model(), lag=1, n_replicates=4, progress=p, rng=0),
    lambda p: coalescence_times(_model(), n_pairs=2, n_replicates=2, progress=p, rng=0),
], ids=["lag_coupling_tv_bound", "coalescence_times"])
@pytest.mark.parametrize("progress", [True, False])
def test_progress_is_handed_to_the_bar(monkeypatch, call, progress):
    seen = []

    def spy(total, desc, prog, **kw):
        seen.append(prog)
        return None

    monkeypatch.setattr(coupling_mod, "progress_bar", spy)
    call(progress)
    assert seen == [progress]  # default None: a bar only for large work
