"""Sweep 7, group a2 (issue 30): toolkit.app.phase's promises left open by the automatic sample.

exact_phase_grid reads rows stored before m2/m4 were recorded (binder NaN, the rest read), and
rows whose m2 is 0 or NaN (binder NaN) without an error; the Binder cumulant of a recorded row is
1 - m4 / (3 m2^2) by hand. _assemble marks convergence per point as soon as one point is sampled
(a grid that mixes exact and sampled points), and not at all for an all-exact grid; replicates of
unequal counts are cut to the smallest."""

from __future__ import annotations

import math

import numpy as np
import pytest

from toolkit.app.phase import _assemble, exact_phase_grid
from toolkit.app.sweep import make_grid
from toolkit.app.sweep.store import ResultStore
from toolkit.exceptions import InvalidInputError


def test_exact_phase_grid_reads_old_rows_and_guards_the_binder(tmp_path):
    store = tmp_path / "grid.sqlite"
    ns, ts = [2, 3], [1.0, 2.0]
    tasks = make_grid("curie-weiss", n=ns, temperature=ts, seed=[0], estimator=["exact-phase"],
                      params={"beta": 1.0}, options={"eps": 0.25})
    assert len(tasks) == 4
    base = {"t_mix": 7, "susceptibility": 0.5, "order_mean": 0.75}
    rows = {
        (2, 1.0): {},                                     # stored before m2/m4 were recorded
        (2, 2.0): {"m2": 0.0, "m4": 0.0},                 # m2 = 0: no cumulant
        (3, 1.0): {"m2": float("nan"), "m4": 0.5},        # m2 NaN: no cumulant
        (3, 2.0): {"m2": 0.5, "m4": 0.3},                 # U = 1 - 0.3 / (3 * 0.25) = 0.6
    }
    with ResultStore(store) as st:
        for t in tasks:
            st.add(t, {**base, **rows[(t.n, t.temperature)]}, 0.1)
    grid = exact_phase_grid(store, n_values=ns, temperatures=ts)
    assert grid.n_computed == 0 and grid.n_reused == 4    # every row read back, none recomputed
    assert np.isnan(grid.binder[0, 0]) and np.isnan(grid.binder[0, 1]) and np.isnan(grid.binder[1, 0])
    assert grid.binder[1, 1] == pytest.approx(1.0 - 0.3 / (3 * 0.25), abs=1e-15)
    assert np.all(grid.mixing == 7) and np.all(grid.susceptibility == 0.5) and np.all(grid.order_mean == 0.75)
    assert grid.mixing_resolved.all()


def _store(path, tasks, row_of):
    with ResultStore(path) as st:
        for t in tasks:
            st.add(t, row_of(t), 0.1)


def test_assemble_marks_convergence_when_any_point_is_sampled(tmp_path):
    tasks = make_grid("curie-weiss", n=[2, 3], temperature=[0.5, 1.0, 2.0], estimator="phase")

    def row(t):
        if t.n == 2:   # exact points: always converged
            return {"computed_by": "exact", "binder": 0.5, "susceptibility": 1.0, "relaxation": 3.0}
        # sampled points with R-hat 2 > 1.1: not converged
        return {"computed_by": "sampled (test)", "binder": 0.4, "susceptibility": 2.0, "relaxation": 1.0,
                "rhat": 2.0, "n_groups": 4, "chains_per_group": 4, "n_sweeps": 100}

    _store(tmp_path / "mixed.sqlite", tasks, row)
    data = _assemble(tmp_path / "mixed.sqlite", tasks, [2, 3], [0.5, 1.0, 2.0], label="mixed")
    assert data.converged is not None
    assert data.converged.tolist() == [[True] * 3, [False] * 3]
    assert data.method == "exact + sampled (test)"
    assert data.replicates is None and data.binder_err is None and data.energy is None
    # all exact: no convergence flags at all
    _store(tmp_path / "exact.sqlite", tasks,
           lambda t: {"computed_by": "exact", "binder": 0.5, "susceptibility": 1.0, "relaxation": 3.0})
    assert _assemble(tmp_path / "exact.sqlite", tasks, [2, 3], [0.5, 1.0, 2.0], label="e").converged is None
    # all sampled and converged: R-hat 1.0, 4 * 4 * 100 = 1600 draws / tau 1 >= 100
    _store(tmp_path / "ok.sqlite", tasks,
           lambda t: {"computed_by": "sampled (test)", "binder": 0.4, "susceptibility": 2.0, "relaxation": 1.0,
                      "rhat": 1.0, "n_groups": 4, "chains_per_group": 4, "n_sweeps": 100})
    ok = _assemble(tmp_path / "ok.sqlite", tasks, [2, 3], [0.5, 1.0, 2.0], label="ok")
    assert ok.converged is not None and ok.converged.all()


def test_assemble_cuts_replicates_to_the_smallest_count(tmp_path):
    tasks = make_grid("curie-weiss", n=[2, 3], temperature=[0.5, 1.0, 2.0], estimator="phase")
    reps = {2: [[0.1, 1.0], [0.3, 2.0], [0.5, 6.0], [9.0, 9.0]], 3: [[0.1, 1.0], [0.3, 2.0], [0.5, 6.0]]}
    _store(tmp_path / "r.sqlite", tasks,
           lambda t: {"computed_by": "sampled (test)", "binder": 0.3, "susceptibility": 3.0, "relaxation": 1.0,
                      "rhat": 1.0, "replicates": reps[t.n]})
    data = _assemble(tmp_path / "r.sqlite", tasks, [2, 3], [0.5, 1.0, 2.0], label="r")
    assert data.replicates.shape == (2, 3, 3, 2)
    # the first three replicates of both points: U = 0.1, 0.3, 0.5 (sd 0.2), chi = 1, 2, 6 (sd sqrt 7)
    np.testing.assert_allclose(data.binder_err, 0.2 / math.sqrt(3), rtol=1e-12)
    np.testing.assert_allclose(data.susceptibility_err, math.sqrt(7) / math.sqrt(3), rtol=1e-12)
    # one point without replicates: none at all
    _store(tmp_path / "r2.sqlite", tasks,
           lambda t: {"computed_by": "sampled (test)", "binder": 0.3, "susceptibility": 3.0, "relaxation": 1.0,
                      "rhat": 1.0, **({"replicates": reps[2]} if t.n == 2 else {})})
    assert _assemble(tmp_path / "r2.sqlite", tasks, [2, 3], [0.5, 1.0, 2.0], label="r2").replicates is None


def test_assemble_keeps_the_energy_when_any_point_recorded_it(tmp_path):
    tasks = make_grid("curie-weiss", n=[2, 3], temperature=[0.5, 1.0, 2.0], estimator="phase")
    base = {"computed_by": "exact", "binder": 0.5, "susceptibility": 1.0, "relaxation": 3.0}
    # one point (n = 3, T = 2) recorded the energy indicators, the others did not
    _store(tmp_path / "some.sqlite", tasks,
           lambda t: {**base, **({"specific_heat": 1.5, "energy_cumulant": 0.6} if (t.n, t.temperature) == (3, 2.0)
                                 else {})})
    data = _assemble(tmp_path / "some.sqlite", tasks, [2, 3], [0.5, 1.0, 2.0], label="some")
    assert data.energy is not None and set(data.energy) == {"specific_heat", "energy_cumulant"}
    heat, cumul = data.energy["specific_heat"], data.energy["energy_cumulant"]
    assert heat[1, 2] == 1.5 and cumul[1, 2] == 0.6
    assert np.isnan(np.delete(heat.ravel(), 5)).all() and np.isnan(np.delete(cumul.ravel(), 5)).all()
    # every point recorded it: kept; none did: no energy at all
    _store(tmp_path / "all.sqlite", tasks, lambda t: {**base, "specific_heat": 1.0, "energy_cumulant": 0.5})
    data = _assemble(tmp_path / "all.sqlite", tasks, [2, 3], [0.5, 1.0, 2.0], label="all")
    assert data.energy is not None and np.all(data.energy["specific_heat"] == 1.0)
    _store(tmp_path / "none.sqlite", tasks, lambda t: base)
    assert _assemble(tmp_path / "none.sqlite", tasks, [2, 3], [0.5, 1.0, 2.0], label="none").energy is None


def _sampled_row(**kw):
    # 2 groups x 4 chains x 25 sweeps = 200 draws
    return {"computed_by": "sampled (x)", "rhat": 1.0, "relaxation": 2.0, "n_groups": 2, "chains_per_group": 4,
            "n_sweeps": 25, **kw}


def test_point_convergence_on_both_sides_of_its_thresholds():
    from toolkit.app.phase import PHASE_ESS_MIN, PHASE_RHAT_MAX, point_convergence

    assert PHASE_RHAT_MAX == 1.1 and PHASE_ESS_MIN == 100.0
    assert point_convergence({"computed_by": "exact"}) == (True, "")       # exact: always converged
    assert point_convergence(_sampled_row())[0]                             # 200 / 2 = 100 >= 100: a tie passes
    assert point_convergence(_sampled_row(rhat=1.1))[0]                    # R-hat 1.1 is not > 1.1
    ok, why = point_convergence(_sampled_row(rhat=1.1001))
    assert not ok and "R-hat" in why
    ok, why = point_convergence(_sampled_row(relaxation=2.01))             # 200 / 2.01 = 99.5 < 100
    assert not ok and "effective sample size" in why
    ok, why = point_convergence(_sampled_row(rhat=float("nan")))
    assert not ok and "R-hat not estimated" in why
    assert not point_convergence(_sampled_row(relaxation=0.0))[0]          # tau 0: no ESS
    assert not point_convergence(_sampled_row(relaxation=None))[0]         # not recorded


def test_window_positions_clamped_at_both_ends():
    from toolkit.app.phase import window_positions

    # centre 5, n = 4: start round(5 - 2) = 3 -> 3..6; at the left end centre 0 -> 0..3
    assert window_positions(10, 4, 5) == [3, 4, 5, 6]
    assert window_positions(10, 4, 0) == [0, 1, 2, 3]
    assert window_positions(10, 4, 9) == [6, 7, 8, 9]
    assert window_positions(10, 10, 9) == list(range(10))
    # windows of growing n are nested and stay inside 0..length-1 (docstring)
    for c in (0, 3, 9):
        wins = [window_positions(10, n, c) for n in range(1, 11)]
        assert all(set(a) <= set(b) for a, b in zip(wins, wins[1:], strict=False))
        assert all(w[0] >= 0 and w[-1] <= 9 and len(w) == n for n, w in enumerate(wins, start=1))
    for n in (0, 11):
        with pytest.raises(InvalidInputError, match="`n`"):
            window_positions(10, n, 5)
