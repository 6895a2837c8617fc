"""Degenerate inputs and combined options of ``exact.lumped_checks`` (harden9l sweep).

Expected values are closed forms of one- and two-site independent models
(``IdenticalSites``: every site redrawn from ``softmax(h / T)`` when chosen) or the documented
errors (an ``InvalidInputError`` naming the argument), never the code's own output.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from exact.lumped_checks import (
    count_basin,
    count_uphill_moves,
    log_exit_time_from_class,
    log_exit_time_from_set,
    lumped_exact_report,
)
from toolkit.exceptions import InvalidInputError
from toolkit.models.exchangeable import CurieWeiss, IdenticalSites, count_vectors


def _softmax(h, T=1.0):
    p = np.exp(np.asarray(h, float) / T)
    return p / p.sum()


def test_exit_time_from_class_with_lazy():
    # n = 2, h = (0, 0.4), count row 0 = (0, 2) (both sites 1): a step leaves the class iff
    # it is not lazy and redraws the chosen site to 0, so 1 - K(c, c) = (1 - lazy) p_0 and
    # E[tau] = 1 / ((1 - lazy) p_0)  (geometric)
    m = IdenticalSites(2, [0.0, 0.4])
    assert count_vectors(2, 2)[0].tolist() == [0, 2]
    p0 = _softmax([0.0, 0.4])[0]
    for lazy in (0.0, 0.25):
        assert log_exit_time_from_class(m, 0, lazy=lazy) == pytest.approx(-math.log((1 - lazy) * p0), rel=1e-12)


def test_count_basin_refuses_a_tied_monochromatic_class():
    # h = (0, 0): every margin is 0, so "all 0" is a tie, not a strict fixed point
    with pytest.raises(InvalidInputError, match="`row`"):
        count_basin(IdenticalSites(2, [0.0, 0.0]), 0)


def test_uphill_moves_refuses_the_whole_space():
    # a set holding every count vector has nothing to leave
    with pytest.raises(InvalidInputError, match="`in_set`"):
        count_uphill_moves(IdenticalSites(2, [0.0, 1.0]), 0, np.ones(3, dtype=bool))


def test_report_t_mix_with_lazy():
    # one site, h = (0, 0), lazy = 1/2: d(t) = 2^-(t+1), t_mix(0.1) = 3 (non-lazy: 1)
    r = lumped_exact_report(IdenticalSites(1, [0.0, 0.0]), lazy=0.5, eps=0.1)
    assert r.t_mix == 3


def test_exit_time_from_set_solve_path_at_temperature():
    # q = 3 (the linear-solve path), one site, h = (0, 0.5, 1), T = 2: leaving {all 0} takes a
    # geometric time with success 1 - p_0(T): ln E[tau] = -ln(1 - p_0)
    h, T = [0.0, 0.5, 1.0], 2.0
    C = count_vectors(1, 3).tolist()
    row = C.index([1, 0, 0])
    mask = np.zeros(3, dtype=bool)
    mask[row] = True
    p0 = _softmax(h, T)[0]
    assert log_exit_time_from_set(IdenticalSites(1, h), row, mask, temperature=T) == pytest.approx(
        -math.log(1 - p0), rel=1e-12)


def test_exit_time_from_down_set_one_site():
    # q = 2, n = 1, the down-set {m = 0} (row 1) from m = 0: E[tau] = 1 / K(0, 1) = 1 / p_1
    h = 0.3
    assert count_vectors(1, 2).tolist() == [[0, 1], [1, 0]]
    p1 = _softmax([0.0, h])[1]
    got = log_exit_time_from_set(IdenticalSites(1, [0.0, h]), 1, np.array([False, True]))
    assert got == pytest.approx(-math.log(p1), rel=1e-12)


def test_report_gap_with_lazy_one_site():
    # one site: eigenvalues 1 and lazy, so the gap is 1 - lazy
    r = lumped_exact_report(IdenticalSites(1, [0.0, 0.0]), lazy=0.3)
    assert r.spectral_gap == pytest.approx(0.7, abs=1e-15)


def test_report_keeps_sectors_symmetric():
    # sectors='symmetric' asks for the count chain's gap only: the report must say so
    # (documented: gap_kind names a symmetric-sector gap as an upper bound)
    r = lumped_exact_report(CurieWeiss(6, -1.0), sectors="symmetric")
    assert r.gap_kind.startswith("symmetric sector")
    assert lumped_exact_report(CurieWeiss(6, -1.0)).gap_kind == "full chain"
