"""Contract sweep (issue 30) of :mod:`exact.lumped_checks`, against the enumerated model (an
independent computation): ``count_influence``'s ``R``, ``L``, ``alpha = (n-1) R_01``,
``T0 = (n-1) L_01 / 4`` and the contraction bound; the count rectangles' summary (count,
certified, max, witnesses' order) on an incompatible model; the fixed points' margins; the
exit time from a class (lazy) against ``1 / (1 - P(x, x))``; the text of a class; the
constant off-diagonal view; the basin guard."""

from __future__ import annotations

import math

import numpy as np
import pytest

import exact.lumped_checks as lc
from exact.basins import fixed_points
from exact.influence import influence_matrix
from exact.kernel import glauber_kernel
from exact.rectangles import rectangle_summary
from toolkit.exceptions import InvalidInputError
from toolkit.models.exchangeable import CurieWeiss, MeanFieldPotts, random_exchangeable


def test_count_influence_against_enumeration():
    m, T = MeanFieldPotts(3, 4, 1.7), 0.9
    R, L = influence_matrix(m, temperature=T)
    ci = lc.count_influence(m, temperature=T, eps=0.1)
    assert np.allclose(ci.R, R, rtol=1e-12, atol=1e-15) and np.allclose(ci.L, L, rtol=1e-12, atol=1e-15)
    assert ci.alpha.value == pytest.approx(3 * R[0, 1], rel=1e-12, abs=0)
    assert ci.T0.value == pytest.approx(3 * L[0, 1] / 4, rel=1e-12, abs=0)
    alpha = 3 * R[0, 1]
    assert alpha < 1
    # ceil(n ln(n / eps) / (1 - alpha)), n = 4, eps = 0.1
    assert ci.eps == 0.1 and ci.contraction_bound == math.ceil(4 * math.log(4 / 0.1) / (1 - alpha))
    assert lc.count_influence(m, temperature=T).eps == 0.25


def test_count_rectangles_summary_against_enumeration():
    model = random_exchangeable(3, 4, rng=2)
    lumped, full = lc.count_rectangles(model, n_witnesses=3), rectangle_summary(model, n_witnesses=3)
    assert (lumped.count, lumped.n_certified) == (full.count, full.n_certified)
    assert lumped.prevalence.value == pytest.approx(full.prevalence.value, rel=1e-12, abs=0)
    assert lumped.max_abs == pytest.approx(full.max_abs, rel=1e-12, abs=0)
    w = [abs(x.log_r) for x in lumped.witnesses]
    assert len(w) == 3 and w == sorted(w, reverse=True) and w[0] == pytest.approx(full.max_abs, rel=1e-12, abs=0)
    assert lumped.n_count_rectangles == lc.n_count_vectors(2, 3) * 9


def test_fixed_point_margins_against_enumeration():
    m = CurieWeiss(4, 2.0, field=0.5)
    full = sorted((fp.gamma for fp in fixed_points(m)), reverse=True)
    counts = lc.count_fixed_points(m)
    assert [f.gamma for f in counts] == pytest.approx(sorted(set(np.round(full, 12)), reverse=True), rel=1e-12)
    assert all(f.monochromatic for f in counts)


def test_exit_time_from_a_class_with_laziness():
    m, T, lazy = MeanFieldPotts(3, 3, 2.0), 0.7, 0.3
    D = glauber_kernel(m, temperature=T, lazy=lazy).dense()
    row = int(lc.count_index(np.array([[0, 0, 3]]))[0])
    x = 26   # the state 222
    assert lc.log_exit_time_from_class(m, row, temperature=T, lazy=lazy) == pytest.approx(
        -math.log1p(-D[x, x]), rel=1e-12, abs=0)


def test_text_view_and_guards():
    assert lc._text((0, 3, 0)) == "all 1 (n = 3)"
    assert lc._text((1, 2), ("a", "b")) == "counts (a: 1, b: 2)"
    V = lc.constant_offdiagonal(0.5, 3)
    assert V.tolist() == [[0.0, 0.5, 0.5], [0.5, 0.0, 0.5], [0.5, 0.5, 0.0]]
    assert lc.MAX_COUNT_RECTANGLES == 50_000_000
    with pytest.raises(InvalidInputError, match="monochromatic strict fixed point"):
        lc.count_basin(CurieWeiss(4, 2.0), 2)          # the row (2, 2): not monochromatic
    with pytest.raises(InvalidInputError, match="n >= 2"):
        lc.count_influence(CurieWeiss(1, 1.0))
