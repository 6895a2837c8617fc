"""Contract sweep 6, group s1 (issue 30): exact/influence.py's promises that no other test pins:
the defaults (T = 1, eps = 0.25), one site, the TOL boundaries of the two verdicts, and
ContractionCheck's dictionary."""

from __future__ import annotations

import dataclasses
import math

import numpy as np
import pytest

from exact.influence import TOL, influence, influence_matrix, influence_matrix_reference
from exact.markov import contraction_check
from toolkit.models import IndependentSites, potts


def test_defaults_temperature_one_and_eps_quarter():
    m = potts(2, 2, 1.0)      # the module docstring's example: R_01 = tanh(1/2) at T = 1
    R, L = influence_matrix(m)
    R1, L1 = influence_matrix(m, temperature=1.0)
    np.testing.assert_array_equal(R, R1)
    assert R[0, 1] == pytest.approx(math.tanh(0.5), abs=1e-14)
    assert influence_matrix_reference(m)[0][0, 1] == pytest.approx(math.tanh(0.5), abs=1e-14)
    rep = influence(m)
    assert rep.temperature == 1.0 and rep.eps == 0.25
    alpha = math.tanh(0.5)            # column sum: one neighbour
    assert rep.alpha_col == pytest.approx(alpha, abs=1e-14)
    assert rep.contraction_bound == math.ceil(2 * math.log(2 / 0.25) / (1 - alpha)) == 8   # docstring: 8


def test_one_site_has_no_influence():
    rep = influence(IndependentSites(np.array([[0.0, 1.0, 2.0]])), temperature=1.0)
    assert rep.softmax_slack == 0.0 and rep.path_coupling_max == 0.0
    assert rep.alpha_col == 0.0 and rep.path_coupling_target == 0.0   # 1 - (1 - 0) / 1
    c = contraction_check(IndependentSites(np.array([[0.0, 1.0, 2.0]])), temperature=1.0)
    assert c.nlogn_ratio is None                                     # n < 2: n ln n = 0


def test_verdicts_allow_tol_and_no_more():
    assert TOL == 1e-12
    rep = influence(potts(2, 3, 1.0), temperature=1.0)
    assert dataclasses.replace(rep, softmax_slack=-1e-12).softmax_lemma_holds is True
    assert dataclasses.replace(rep, softmax_slack=-3e-12).softmax_lemma_holds is False
    t = rep.path_coupling_target
    assert dataclasses.replace(rep, path_coupling_max=t + 0.5e-12).path_coupling_holds is True
    assert dataclasses.replace(rep, path_coupling_max=t + 3e-12).path_coupling_holds is False


def test_contraction_check_to_dict():
    c = contraction_check(potts(2, 5, 1.0, graph="cycle"), temperature=1.5)
    d = c.to_dict()
    assert set(d) == {"influence", "t_mix", "bound", "holds", "slack", "nlogn_ratio"}
    assert d["t_mix"] == c.t_mix and d["bound"] == c.influence.contraction_bound
    assert d["holds"] is True and d["slack"] == c.influence.contraction_bound - c.t_mix
    assert d["nlogn_ratio"] == pytest.approx(c.t_mix / (5 * math.log(5)), rel=1e-14)
    assert d["influence"]["temperature"] == 1.5


def test_upgrade_of_a_report_saved_before_issue_27():
    # plain floats alpha_col, alpha_row, T0_col, T0_row and a field n (the old layout) become
    # exact Estimates under alpha, alpha_row, T0, T0_row; n is dropped, method "exact" set
    from exact.influence import InfluenceReport

    old = {"alpha_col": 0.25, "alpha_row": 0.5, "T0_col": 1.5, "T0_row": 2.5, "n": 3, "q": 2}
    new = InfluenceReport._upgrade(old)
    assert new["alpha"]["value"] == 0.25 and new["alpha_row"]["value"] == 0.5
    assert new["T0"]["value"] == 1.5 and new["T0_row"]["value"] == 2.5
    assert "n" not in new and "alpha_col" not in new and "T0_col" not in new
    assert new["method"] == "exact" and new["q"] == 2
    assert new["alpha"]["stderr"] == 0.0
