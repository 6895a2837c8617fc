"""prm22c fifth sweep (issue 30): ``glauber phase``'s lattice ``--sweeps`` warning
(:func:`toolkit.app.commands.phase.sampling_warnings`) fires when ANY sampled point is a
checkerboard (lattice) run below ``MIN_LATTICE_SWEEPS``.

Contract (docstring): ``sweeps``: "lattice runs below MIN_LATTICE_SWEEPS recorded sweeps; real
MLMs below MIN_SAMPLED_SWEEPS", the sweeps being the fewest over the sampled points. The tested
grids were all-lattice or all-MLM, where "any point is a lattice run" and "every point is" agree;
here a hand-made store mixes one checkerboard point with an MLM point, both at 50 sweeps (below
the lattice minimum 100, above the sampled minimum 4)."""

import pandas as pd

from toolkit.app.commands import phase


def _rows():
    base = dict(n_sweeps=50, n_groups=4, chains_per_group=8, relaxation=2.0, rhat=1.0, missing=None)
    return pd.DataFrame([
        {**base, "key": "a", "n": 16, "temperature": 1.0, "computed_by": "sampled (checkerboard heat bath)"},
        {**base, "key": "b", "n": 8, "temperature": 1.0, "computed_by": "sampled (glauber)"},
    ])


def test_one_lattice_point_below_the_minimum_warns(monkeypatch):
    assert phase.MIN_SAMPLED_SWEEPS < 50 < phase.MIN_LATTICE_SWEEPS
    monkeypatch.setattr(phase, "load_results", lambda store: _rows())
    (w,) = [w for w in phase.sampling_warnings("store", ["a", "b"]) if w["kind"] == "sweeps"]
    assert w["value"] == 50 and w["threshold"] == phase.MIN_LATTICE_SWEEPS
    assert "for lattice sampling" in w["message"]


def test_mlm_points_alone_at_50_sweeps_do_not_warn(monkeypatch):
    monkeypatch.setattr(phase, "load_results", lambda store: _rows().iloc[[1]])
    assert [w for w in phase.sampling_warnings("store", ["b"]) if w["kind"] == "sweeps"] == []
