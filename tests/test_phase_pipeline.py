"""The phase pipeline of issue 24 (toolkit/app/phase.py, glauber phase): a quantity whose
solver fails is reported missing for its point and never stops a grid; ``method="auto"``
sends incompatible nearest-neighbour chains to a method that accepts them; the CLI builds
asymmetric nearest-neighbour chains on a cycle or a path; presets follow ``q`` and the
coupling; the real-MLM path's order parameter needs no symmetry."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest

from toolkit.app.phase import (
    connected_overlap_sq,
    mean_field_potts_temperatures,
    phase_point,
    point_method,
    potts_torus_temperature,
    preset_for,
)
from toolkit.cli import main
from toolkit.exceptions import InvalidInputError
from toolkit.models import make_model


# ---------------------------------------------------------------------- missing, not fatal
def test_a_gap_solver_that_does_not_converge_is_reported_missing(monkeypatch):
    """The issue's ArpackNoConvergence (exact.lumped on mean-field Potts, exact.spectral's
    non-reversible Krylov on an asymmetric cycle), planted: the point comes back with its
    order parameter, the relaxation time NaN and the reason."""
    from scipy.sparse.linalg import ArpackNoConvergence

    import exact.markov
    import toolkit.app.phase_point as point

    def boom(*args, **kwargs):
        raise ArpackNoConvergence("ARPACK error -1: No convergence (5611 iterations, 0/6 eigenvectors converged)",
                                  np.array([]), np.array([]))

    monkeypatch.setattr(point, "lumped_spectral_gap", boom)  # where phase_point looks it up
    r = phase_point(make_model("mean-field-potts", q=3, n=8, beta=1.0), 0.35)
    assert math.isnan(r["relaxation"]) and np.isfinite(r["binder"])
    assert r["missing"]["relaxation"].startswith("ArpackNoConvergence: ARPACK error -1")

    class Broken:
        @property
        def relaxation_time(self):
            return boom()

    monkeypatch.setattr(exact.markov.ExactChain, "spectrum", property(lambda self: Broken()))
    m = make_model("nn-chain", q=3, n=5, disorder=1.0, symmetric=False, graph="cycle")
    r = phase_point(m, 0.3, method="enumeration")
    assert math.isnan(r["relaxation"]) and np.isfinite(r["binder"]) and "ArpackNoConvergence" in r["missing"]["relaxation"]


def test_an_asymmetric_cycle_is_enumerated_without_stopping():
    m = make_model("nn-chain", q=3, n=6, coupling=1.0, disorder=1.0, symmetric=False, graph="cycle")
    for T in (0.1, 0.5, 2.0):
        r = phase_point(m, T, method="enumeration")
        assert np.isfinite(r["binder"]) and r["computed_by"] == "exact (enumeration)"


# ---------------------------------------------------------------------- auto
def test_auto_sends_incompatible_nearest_neighbour_chains_to_a_method_that_takes_them():
    sym = make_model("nn-chain", q=3, n=12, disorder=0.5, symmetric=True, scale=1.0)
    asym = make_model("nn-chain", q=3, n=6, disorder=0.5, symmetric=False)
    big = make_model("nn-chain", q=3, n=12, disorder=0.5, symmetric=False)
    assert point_method(sym) == "transfer"
    assert point_method(asym) == "enumeration" and point_method(big) == "mlm"
    with pytest.raises(InvalidInputError, match="compatible .symmetric. couplings"):
        point_method(asym, "transfer")
    with pytest.raises(InvalidInputError, match="no exact or lattice method"):
        point_method(make_model("random-table", q=3, n=12), "auto")


# ---------------------------------------------------------------------- presets
def test_presets_follow_q_and_the_coupling():
    # 2-D Potts T_c = c / ln(1 + sqrt q) (Baxter 1973): q = 3 -> 0.99497 c
    assert potts_torus_temperature(3) == pytest.approx(0.994973, abs=1e-6)
    for q, c in ((2, 1.0), (3, 1.0), (4, 2.5)):
        ns, ts = preset_for("potts", {"q": q, "graph": "torus", "coupling": c})
        tc = c / math.log(1 + math.sqrt(q))
        assert ts[2] < tc < ts[-3], (q, c, ts)  # T_c two steps inside the grid
    # mean-field Potts (beta/n per pair): beta_c = 2 (q-1) ln(q-1) / (q-2), beta_s the minimum of
    # beta(x) = (q-1) ln((q-1) x/(1-x)) / (q x - 1) (proofs_checks.potts_spinodal: q = 3: 2.745644)
    tc3, ts3 = mean_field_potts_temperatures(3)
    assert tc3 == pytest.approx(1 / (4 * math.log(2)), rel=1e-12, abs=0) and ts3 == pytest.approx(1 / 2.745643576, rel=1e-8)
    for q in (3, 4, 5):
        tc, ts = mean_field_potts_temperatures(q, 2.0)
        ns, grid = preset_for("mean-field-potts", {"q": q, "beta": 2.0})
        assert grid[2] < tc < ts < grid[-3] and len(ns) >= 4 and ns[-1] / ns[0] >= 4


# ---------------------------------------------------------------------- the sampled order parameter
def test_connected_overlap_is_zero_in_one_state_and_one_across_colours():
    """Reference values by hand: two replicas each in one colour with the site marginals uniform
    over the chains give |Q|^2 = 1 (normalized); replicas that both sit in one polarized state
    (every chain the same fixed sequence, the fields' work) give exactly 0."""
    x = np.array([[[0, 0, 0]], [[2, 2, 2]], [[1, 1, 1]], [[0, 0, 0]], [[2, 2, 2]], [[1, 1, 1]]])
    q2 = connected_overlap_sq(x, 3)
    # marginals (2/6 each colour): Q = (e_a - u)(e_b - u)^T, |e_a - u|^2 = 2/3 = (q-1)/q
    np.testing.assert_allclose(q2, 1.0, rtol=1e-12)
    same = np.tile(np.array([[[0, 2, 1, 1]]]), (4, 3, 1))
    np.testing.assert_allclose(connected_overlap_sq(same, 3), 0.0, atol=1e-15)


def test_sampled_path_starts_from_several_basins_and_records_energy():
    m = make_model("masked-independent", q=5, n=6, length=10, seed=1)
    r = phase_point(m, 0.5, n_groups=2, chains_per_group=4, n_sweeps=8, burn_in=2, rng=0)
    assert r["starts"] == {"x*": 3, "random": 3, "quench": 2}
    assert "connected replica overlap" in r["computed_by"]
    assert np.isfinite(r["specific_heat"]) and np.isfinite(r["energy_cumulant"]) and len(r["energy_replicates"]) == 2
    assert r["x_overlap"] is not None and np.isfinite(r["rhat"])


# ---------------------------------------------------------------------- CLI
# slow: about 2-4 CPU s in the targeted sets near the minute (issue 30); every catalogue entry it
# kills is still killed by the default tier without it (scripts/slow_candidates.py, 2026-12-06)
@pytest.mark.slow
def test_cli_builds_an_asymmetric_chain_on_a_cycle_and_a_path(tmp_path, capsys):
    for graph in ("cycle", "path"):
        argv = ["phase", "--model", "nn-chain", "--q", "2", "--graph", graph, "--disorder", "1", "--asymmetric",
                "--n", "3,4,6,8", "--temperature", "geom:0.1:4:7", "--store", str(tmp_path / f"{graph}.sqlite"),
                "--json"]
        assert main(argv) == 0
        out = json.loads(capsys.readouterr().out)
        assert out["model_params"]["symmetric"] is False and out["model_params"]["graph"] == graph
        assert out["method"] == "exact (enumeration)" and out["verdict"] != "transition"


def test_real_model_flags_refuse_the_chain_options(tmp_path, capsys):
    assert main(["phase", "--model", "tiny-en", "--disorder", "1", "--store", str(tmp_path / "t.sqlite")]) == 2
    assert "--disorder" in capsys.readouterr().err


def test_the_help_quotes_the_preset_record():
    """Every CPU time in glauber phase's help is the rounded figure of
    benchmarks/results/phase-presets.json (the record of benchmarks/phase_presets.py)."""
    import os

    from toolkit.app.commands.phase import PRESET_TIMES

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    with open(os.path.join(root, "benchmarks", "results", "phase-presets.json")) as f:
        runs = {r["preset"]: r for r in json.load(f)["runs"]}
    cpu = {k: round(v["cpu_seconds"]) for k, v in runs.items()}
    for phrase in (f"curie-weiss {cpu['curie-weiss']} s",
                   f"--q 3 / 4 / 5 {cpu['mean-field-potts-3']} / {cpu['mean-field-potts-4']} / "
                   f"{cpu['mean-field-potts-5']} s", f"independent {cpu['independent']} s",
                   f"cycle / path {cpu['potts-cycle']} / {cpu['potts-path']} s",
                   f"--graph torus {cpu['potts-torus-3']} s", f"--scale 1 {cpu['nn-chain-symmetric-3']} s",
                   f"--asymmetric {cpu['nn-chain-asymmetric-3']} s"):
        assert phrase in PRESET_TIMES, phrase
    assert all(r["exit"] == 0 for r in runs.values())


# ---------------------------------------------------------------------- blind audit 4c (issue 30)
# phase points and grids by hand (toolkit/app/phase_point.py, toolkit/app/phase.py)


def test_phase_point_of_two_free_sites_by_hand():
    from toolkit.app.phase_point import phase_point
    from toolkit.models import IndependentSites
    # q = 2, uniform: m = -1, 0, 0, 1: <m^2> = <m^4> = 1/2, <|m|> = 1/2; U = 1 - (1/2)/(3/4) = 1/3,
    # chi = n (<m^2> - <|m|>^2) / T = 2 (1/2 - 1/4) / 2 = 1/4 at T = 2
    p = phase_point(IndependentSites(np.zeros((2, 2))), 2.0, method="enumeration")
    assert p["binder"] == pytest.approx(1 / 3) and p["susceptibility"] == pytest.approx(0.25)


def test_potts_order_parameter_q3_by_hand():
    from toolkit.app.phase_point import phase_point
    from toolkit.models import IndependentSites
    # q = 3, two uniform sites: equal tokens (prob 1/3) |m|^2 = 1; different (2/3) rho = (1/2, 1/2, 0):
    # |m|^2 = 3/2 ((1/6)^2 + (1/6)^2 + (1/3)^2) = 1/4; <m^2> = 1/3 + 2/3 * 1/4 = 1/2
    p = phase_point(IndependentSites(np.zeros((2, 3))), 1.0, method="enumeration")
    assert p["m2"] == pytest.approx(0.5)


def test_lumped_relaxation_is_in_sweeps():
    from toolkit.app.phase_point import phase_point
    from toolkit.models.exchangeable import IdenticalSites
    # uniform conditionals: the lazy walk on {0,1}^n, gap 1/n; one sweep (n steps) relaxes it
    p = phase_point(IdenticalSites(8, [0.0, 0.0]), 1.0, method="lumped")
    assert p["relaxation"] == pytest.approx(1.0)


def test_states_at_most_includes_the_limit():
    from toolkit.app.phase_point import _states_at_most
    assert _states_at_most(2, 16, 65536) and _states_at_most(4, 8, 65536) and not _states_at_most(2, 17, 65536)


def test_lattice_method_refuses_an_odd_side():
    from toolkit.app.phase_point import point_method
    from toolkit.models import potts
    with pytest.raises(InvalidInputError, match="lattice"):
        point_method(potts(2, 25, 1.0, graph="torus"), "lattice")


# ---- phase


def test_point_convergence_counts_every_chain():
    from toolkit.app.phase import point_convergence
    row = {"computed_by": "sampled (x)", "rhat": 1.0, "relaxation": 2.0, "n_groups": 2, "chains_per_group": 4,
           "n_sweeps": 30}
    # 2 x 4 x 30 = 240 draws / tau 2 = 120 >= 100
    assert point_convergence(row) == (True, "")


def test_window_positions_clamped_at_the_end():
    from toolkit.app.phase import window_positions
    assert window_positions(10, 4, 9) == [6, 7, 8, 9]


# ---- window


def test_assembled_errors_are_standard_errors_of_the_replicate_mean(tmp_path):
    from toolkit.app.phase import _assemble
    from toolkit.app.sweep import make_grid
    from toolkit.app.sweep.store import ResultStore
    tasks = make_grid("curie-weiss", n=[2, 3], temperature=[0.5, 1.0, 2.0], estimator="phase")
    reps = [[0.1, 1.0], [0.3, 2.0], [0.5, 6.0]]
    with ResultStore(tmp_path / "s.sqlite") as st:
        for t in tasks:
            st.add(t, {"computed_by": "sampled (test)", "binder": 0.3, "susceptibility": 3.0, "relaxation": 1.0,
                       "rhat": 1.0, "replicates": reps}, 0.1)
    data = _assemble(tmp_path / "s.sqlite", tasks, [2, 3], [0.5, 1.0, 2.0], label="x")
    # three groups: U = 0.1, 0.3, 0.5 (sd 0.2), chi = 1, 2, 6 (sd sqrt(7)); errors sd / sqrt(3)
    assert np.allclose(data.binder_err, 0.2 / math.sqrt(3))
    assert np.allclose(data.susceptibility_err, math.sqrt(7) / math.sqrt(3))
