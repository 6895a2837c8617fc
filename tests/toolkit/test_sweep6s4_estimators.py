"""Contract pins of toolkit.app.sweep.estimators (issue 30, sweep6s4): each estimator's documented
option defaults and seededness, its description (the docstring's first line), a random-scan run of
n_sweeps * n single-site steps (n_steps reported the same for both scans), the phase options passed
through with the task's rng, the phase method list, the listing of names without hidden ones."""

from types import SimpleNamespace

import numpy as np
import pytest

from toolkit.app.sweep import estimators as es
from toolkit.app.sweep import make_grid
from toolkit.exceptions import InvalidInputError


def test_defaults_seeded_and_descriptions():
    E = es.ESTIMATORS
    assert dict(E["exact"].defaults) == {"eps": 0.25, "scan": "random"} and E["exact"].seeded is False
    assert dict(E["exact-phase"].defaults) == {"eps": 0.25, "scan": "random"} and E["exact-phase"].seeded is False
    assert dict(E["sampled-order"].defaults) == {"n_chains": 256, "n_sweeps": 50, "scan": "random"}
    assert E["sampled-order"].seeded is True
    assert dict(E["phase"].defaults) == {"method": "auto", "n_groups": 8, "chains_per_group": 4, "n_sweeps": 400,
                                         "burn_in": 300} and E["phase"].seeded is True
    assert E["exact"].description == ("Exact t_mix, spectral gap, relaxation time, pi_min and susceptibility "
                                      "n*Var_pi(m).")
    # a docstring of two lines: its first line only
    assert E["phase"].description == ("Order-parameter moments, Binder cumulant, susceptibility and a relaxation "
                                      "time for the")
    assert E["_sleep"].hidden and "_sleep" not in es._estimator_names() and "_sleep" in es._estimator_names(True)
    assert es._estimator_names().split(", ")[:2] == ["exact", "sampled-order"]


def test_random_scan_runs_n_sweeps_times_n_steps(monkeypatch):
    seen = {}

    def fake_run(model, **kw):
        seen.update(kw)
        return SimpleNamespace(final=np.array([[0, 0, 0], [0, 1, 1], [1, 1, 1], [1, 0, 0]]))
    monkeypatch.setattr(es, "run_chains", fake_run)
    t = make_grid("curie-weiss", n=3, temperature=1.0, estimator="sampled-order",
                  options={"n_chains": 4, "n_sweeps": 5})[0]
    _, r, _ = es.run_task(t)
    assert seen["n_steps"] == 15 and seen["n_chains"] == 4 and seen["record_times"] == [15]
    assert seen["scan"] == "random" and r["n_steps"] == 15
    assert seen["rng"].random() == np.random.default_rng(t.seed).random()


def test_phase_options_pass_through(monkeypatch):
    seen = {}

    def fake_point(model, T, **kw):
        seen.update(kw, T=T)
        return {"ok": 1}
    monkeypatch.setattr(es, "phase_point", fake_point)
    t = make_grid("curie-weiss", n=4, temperature=0.5, seed=3, estimator="phase",
                  options={"n_groups": 3, "chains_per_group": 2, "n_sweeps": 7, "burn_in": 1, "method": "lumped"})[0]
    assert es.run_task(t)[1] == {"ok": 1}
    assert (seen["T"], seen["method"], seen["n_groups"], seen["chains_per_group"], seen["n_sweeps"],
            seen["burn_in"]) == (0.5, "lumped", 3, 2, 7, 1)
    assert seen["rng"].random() == np.random.default_rng(3).random()
    for ok in ("auto", "lumped", "transfer", "enumeration", "lattice", "mlm"):
        es._check_phase_options({"method": ok, "n_groups": 2, "chains_per_group": 1, "n_sweeps": 1, "burn_in": 0})
    with pytest.raises(InvalidInputError, match="`method` must be auto, lumped, transfer, enumeration, lattice or mlm"):
        es._check_phase_options({"method": "exact", "n_groups": 2, "chains_per_group": 1, "n_sweeps": 1, "burn_in": 0})
    with pytest.raises(InvalidInputError, match="n_groups"):
        es._check_phase_options({"method": "auto", "n_groups": 1, "chains_per_group": 1, "n_sweeps": 1, "burn_in": 0})


def test_exact_phase_moments_of_the_potts_order():
    # n = 2, q = 2, T = inf: uniform over 4 states; majority fraction: 1 on (0,0), (1,1), 1/2 otherwise;
    # the Potts order m = (q max rho - 1)/(q - 1): 1 on the aligned states, 0 on the others: m2 = m4 = 1/2
    t = make_grid("curie-weiss", n=2, temperature=float("inf"), estimator="exact-phase")[0]
    _, r, _ = es.run_task(t)
    assert r["m2"] == pytest.approx(0.5) and r["m4"] == pytest.approx(0.5)
    assert r["n_states"] == 4 and r["pi_min"] == pytest.approx(0.25)
