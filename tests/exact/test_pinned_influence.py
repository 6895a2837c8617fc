"""Influence, the contraction constants and the path-coupling check pinned to closed forms
on a model whose row and column sums differ (a star), so a transposed sum cannot pass.

Star model on ``n`` sites, ``q = 2``: ``l_i(a; x) = c [a = x_0]`` for ``i >= 1``, site 0 has
no couplings. Only site 0 influences anyone; flipping ``x_0`` turns the logits of site
``i`` from ``(c, 0)`` into ``(0, c)``, so (with ``sigma(u) - sigma(-u) = tanh(u/2)``)::

    R_i0 = tanh(c / 2T),  L_i0 = 2c   (i >= 1), every other entry 0,
    alpha_col = (n - 1) tanh(c / 2T),  alpha_row = tanh(c / 2T),
    T0_col = (n - 1) 2c / 4,  T0_row = 2c / 4,
    softmax-lemma slack = min tanh(L / 4T) - R = 0   (q = 2 is the equality case),
    path coupling from a pair differing at site 0: E d' = 1 - 1/n + (n - 1) tanh(c/2T) / n,
        which equals the target 1 - (1 - alpha_col)/n exactly.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from exact.influence import (
    contraction_bound,
    influence,
    influence_matrix,
    influence_matrix_reference,
)
from exact.scans import nlogn_scan
from toolkit.models import Pairwise, potts


def star(n: int, c: float) -> Pairwise:
    J = np.zeros((n, n, 2, 2))
    J[1:, 0] = c * np.eye(2)
    return Pairwise(np.zeros((n, 2)), J)


@pytest.mark.parametrize("n, c, T", [(3, 1.0, 2.0), (4, 0.5, 1.5), (5, 2.0, 1.0)])
def test_star_influence_closed_form(n, c, T):
    m = star(n, c)
    t = math.tanh(c / (2 * T))
    R_ref = np.zeros((n, n))
    R_ref[1:, 0] = t
    R, L = influence_matrix(m, temperature=T)
    np.testing.assert_allclose(R, R_ref, atol=1e-14)
    np.testing.assert_allclose(L, 2 * c * (R_ref > 0), atol=1e-14)
    np.testing.assert_allclose(influence_matrix_reference(m, temperature=T)[0], R_ref, atol=1e-14)

    rep = influence(m, temperature=T, eps=0.2)
    assert rep.alpha_col == pytest.approx((n - 1) * t, abs=1e-14)
    assert rep.alpha_row.value == pytest.approx(t, abs=1e-14)
    assert rep.T0_col == pytest.approx((n - 1) * 2 * c / 4, abs=1e-14)
    assert rep.T0_row.value == pytest.approx(2 * c / 4, abs=1e-14)
    assert rep.softmax_slack == pytest.approx(0.0, abs=1e-14)
    target = 1 - (1 - (n - 1) * t) / n
    assert rep.path_coupling_target == pytest.approx(target, abs=1e-14)
    assert rep.path_coupling_max == pytest.approx(1 - 1 / n + (n - 1) * t / n, abs=1e-14)
    assert rep.path_coupling_holds
    alpha = (n - 1) * t
    want = math.ceil(n * math.log(n / 0.2) / (1 - alpha)) if alpha < 1 else None
    assert rep.contraction_bound == want


@pytest.mark.parametrize("J, T", [(1.0, 1.0), (0.7, 0.4), (2.0, 3.0)])
def test_softmax_lemma_is_tight_for_two_tokens(J, T):
    """Two-site q = 2 Potts: R = tanh(J/2T) and L = 2J, so tanh(L/4T) - R = 0 exactly."""
    rep = influence(potts(2, 2, J), temperature=T)
    assert rep.softmax_slack == pytest.approx(0.0, abs=1e-14)
    assert rep.softmax_lemma_holds


def test_contraction_bound_closed_form_values():
    # ceil(n ln(n/eps) / (1 - alpha)): n = 10, eps = 0.25, alpha = 0.5 -> ceil(20 ln 40) = ceil(73.777) = 74
    assert contraction_bound(0.5, 10, 0.25) == 74
    # alpha = 0: ceil(3 ln 30) = ceil(10.2036) = 11 (floor would give 10, ln(1/eps) would give 9)
    assert contraction_bound(0.0, 3, 0.1) == 11


def test_nlogn_scan_reports_column_T0_and_alpha():
    c, T = 0.5, 1.0
    s = nlogn_scan(lambda n: star(n, c), [3, 4], temperature=T)
    for r in s.rows:
        t = math.tanh(c / (2 * T))
        assert r.T0 == pytest.approx((r.n - 1) * c / 2, abs=1e-14)
        assert r.alpha_col == pytest.approx((r.n - 1) * t, abs=1e-14)
        assert r.alpha_row == pytest.approx(t, abs=1e-14)
        assert r.ratio == pytest.approx(r.t_mix / (r.n * math.log(r.n)), rel=1e-14, abs=0)
        assert r.holds
