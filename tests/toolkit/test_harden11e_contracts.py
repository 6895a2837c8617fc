"""harden11e: documented contracts of toolkit/ modules, from hand values.

- toolkit/finite_size.py: ``binder_crossings``' ``T_x`` is the middle crossing; ``_peak``'s
  refinement error is at least ``REFINE_FLOOR`` of the local grid step ``(T[j+1] - T[j-1]) / 2``.
- toolkit/app/phase_point.py: ``connected_overlap_sq`` pairs chains ``(0, 1), (2, 3), ...``;
  ``_binder_chi``'s susceptibility is ``n (m2 - |m|^2) / T``.
- toolkit/theory.py: a ``gamma_k`` whose interval reaches 0 gives no bound.
- toolkit/models/basins.py: planted states must be at Hamming distance >= 2.
- toolkit/app/sweep/: a deterministic estimator's task takes the first seed; ``local`` alone
  uses every CPU; ``sampled-order``'s ``n_steps`` counts single-site updates under both scans.
- toolkit/diagnostics.py: ``prob`` must lie in the open interval (0, 1).
(toolkit/models/adapter.py's are in test_harden11e_adapter.py, so that importing torch costs
only that module's targeted set.)
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from toolkit.app.phase_point import _binder_chi, connected_overlap_sq
from toolkit.app.study import SHARES, study_shares
from toolkit.app.sweep import executors
from toolkit.app.sweep.estimators import ESTIMATORS
from toolkit.app.sweep.tasks import make_grid
from toolkit.diagnostics import effective_sample_size, mcse
from toolkit.exceptions import InvalidInputError
from toolkit.finite_size import REFINE_FLOOR, _refinement_errors, binder_crossings
from toolkit.models.basins import plant_margin
from toolkit.theory import nonreversible_upper_bound


def test_binder_tx_is_the_middle_crossing():
    # D = U_b - U_a = +1, -1, +1, -1, +1, -1 at T = 0..5: crossings at 0.5, 2.5, 4.5 (adjacent
    # points: linear interpolation), the middle one 2.5
    T = np.arange(6.0)
    U = np.array([np.zeros(6), [1.0, -1.0, 1.0, -1.0, 1.0, -1.0]])
    (pair,) = binder_crossings(T, [4, 8], U, saturation=False)
    assert pair["crossings"] == pytest.approx([0.5, 2.5, 4.5])
    assert pair["T_x"] == pytest.approx(2.5)


def test_refinement_error_floor_is_a_fraction_of_the_local_step():
    # a symmetric peak on a fine grid: the parabolas in T and in log T agree to ~h^2, far
    # below the floor REFINE_FLOOR * (T[j+1] - T[j-1]) / 2 = REFINE_FLOOR * 1e-3
    T = np.array([1.0, 1.001, 1.002])
    err = _refinement_errors(T, np.array([[0.0, 1.0, 0.0]]))
    assert err[0] == pytest.approx(REFINE_FLOOR * 1e-3, rel=1e-9)


def test_connected_overlap_pairs_chains_two_by_two():
    # q = 2, n = 2, uniform site marginals: |Q|^2 / ((q-1)/q)^2 = (sum_i s_i t_i)^2 / n^2 with
    # spins s = +-1; pairs (0, 1) and (2, 3) are opposite states (1, 1); chains 1 and 2 are
    # orthogonal (0): a pairing (1, 2) would give 0
    x = np.array([[[0, 0]], [[1, 1]], [[0, 1]], [[1, 0]]])
    assert connected_overlap_sq(x, 2).round(12).tolist() == [[1.0], [1.0]]


def test_binder_chi_divides_by_T():
    # Q2 = (1, 0): m2 = 1/2, |m| = 1/2, chi = n (1/2 - 1/4) / T = 4 * 0.25 / 2
    m2, m4, am, U, chi = _binder_chi(np.array([1.0, 0.0]), 4, 2.0)
    assert (m2, am) == (0.5, 0.5)
    assert chi == pytest.approx(0.5)


def test_nonreversible_bound_skips_an_interval_reaching_zero():
    assert nonreversible_upper_bound([0.5], math.log(0.5), gamma_errors=[0.5]) == (math.inf, None)
    # gamma_2 = 0.9 +- 0 is left: 2 ceil(ln 8 / ln 10) = 2 (the function's docstring)
    assert nonreversible_upper_bound([0.5, 0.9], math.log(0.5), gamma_errors=[0.5, 0.0]) == (2.0, 2)


def test_plant_margin_refuses_states_one_site_apart():
    table = np.zeros((3, 4, 2))
    with pytest.raises(InvalidInputError, match=r"\[0, 0, 0\] and \[0, 0, 1\] differ in fewer than 2 sites"):
        plant_margin(table, np.array([[0, 0, 0], [0, 0, 1]]), 1.0)


def test_deterministic_estimator_takes_the_first_seed():
    tasks = make_grid("potts", n=3, temperature=1.0, seed=(7, 3, 5), estimator=("exact",))
    assert [t.seed for t in tasks] == [7]


def test_local_alone_uses_every_cpu(monkeypatch):
    monkeypatch.setattr(executors.os, "cpu_count", lambda: 6)
    assert executors.parse_executor("local") == ("local", 6)


def test_sampled_order_counts_single_site_updates_under_both_scans():
    for scan in ("random", "systematic"):
        (task,) = make_grid("potts", n=3, temperature=1.0, estimator=("sampled-order",),
                            options={"n_chains": 4, "n_sweeps": 2, "scan": scan})
        assert ESTIMATORS["sampled-order"].fn(task)["n_steps"] == 2 * 3   # n_sweeps * n


@pytest.mark.parametrize("prob", [0.0, 1.0])
def test_quantile_prob_must_be_inside_0_1(prob):
    x = np.random.default_rng(0).normal(size=(2, 50))
    for f in (effective_sample_size, mcse):
        with pytest.raises(InvalidInputError, match=r"`prob` must be a probability in \(0, 1\)"):
            f(x, method="quantile", prob=prob)


def test_study_shares_move_semantic_to_mixing_once():
    s = study_shares(False, ("mixing", "phase"))
    # a model without words: semantic's share goes to mixing, and is then 0 (they still add up to 1)
    assert s["semantic"] == 0.0
    assert s["mixing"] == pytest.approx(SHARES["mixing"] + SHARES["semantic"])
    assert sum(s.values()) == pytest.approx(1.0)
