"""Contract sweep (issue 30) of :mod:`exact.reversibility`: the L1 detailed-balance residual by
hand (a dense non-reversible chain; a lazy random-scan kernel against its dense matrix), the
edge-wise relative residual by hand (1 for a one-way edge), the rule for a matrix (threshold
``EDGE_RTOL``; a ``pi`` known too loosely is not proven reversible), an operator ("not
decided"), and the round-off allowances' formulas (Higham's ``gamma_3``)."""

from __future__ import annotations

import importlib
import math
from dataclasses import replace

import numpy as np
import pytest
from scipy.sparse.linalg import aslinearoperator

from exact.kernel import glauber_kernel
from exact.stationary import stationary_law
from toolkit.models import random_table

rv = importlib.import_module("exact.reversibility")   # the package re-exports a function of that name

P3 = np.array([[0.2, 0.6, 0.2], [0.1, 0.3, 0.6], [0.5, 0.1, 0.4]])
U = 2.0**-53
G3 = 3 * U / (1 - 3 * U)


def test_l1_residual_by_hand():
    pi = np.array([0.2, 0.3, 0.5])            # any vector: the formula is what is checked
    F = pi[:, None] * P3
    want = float(np.abs(F - F.T).sum())
    assert rv.detailed_balance_residual(P3, pi) == pytest.approx(want, rel=1e-14, abs=0)


def test_lazy_random_scan_residual_equals_its_dense_matrix():
    K = glauber_kernel(random_table(2, 3, 1.0, rng=4), temperature=0.9, lazy=0.3)
    D = K.dense()
    pi = stationary_law(K).pi
    F = pi[:, None] * D
    want = float(np.abs(F - F.T).sum())
    assert want > 1e-3
    assert rv.detailed_balance_residual(K, pi) == pytest.approx(want, rel=1e-12, abs=0)


def test_edge_relative_residual_by_hand():
    P = np.array([[0.5, 0.5], [0.25, 0.75]])
    pi = np.array([0.3, 0.7])                 # F01 = 0.15, F10 = 0.175
    assert rv.edge_relative_residual(P, np.log(pi)) == pytest.approx(0.025 / 0.175, rel=1e-12, abs=0)
    one_way = np.array([[0.5, 0.5, 0.0], [0.0, 0.5, 0.5], [0.5, 0.0, 0.5]])
    assert rv.edge_relative_residual(one_way, np.log(np.full(3, 1 / 3))) == 1.0


def test_matrix_rule_and_operator():
    r = rv.reversibility(P3)
    assert not r.reversible and r.rule == "edge-wise relative residual" and r.threshold == rv.EDGE_RTOL
    sym = np.array([[0.5, 0.5], [0.25, 0.75]])
    good = rv.reversibility(sym)
    assert good.reversible and good.statistic <= 1e-15
    loose = stationary_law(sym)
    worse = replace(loose, relative_error=rv.EDGE_RTOL / 2)
    assert not rv.reversibility(sym, worse).reversible
    ok = replace(loose, relative_error=rv.EDGE_RTOL / 8)
    assert rv.reversibility(sym, ok).reversible
    op = rv.reversibility(aslinearoperator(sym))
    assert op.rule == "not decided" and op.reversible is False
    assert rv.EDGE_RTOL == 1e-9 and rv.DENSE_EDGE_MAX == 4096


def test_allowance_formulas_by_hand():
    # S = 2 max|l| / T + ln q + ln n
    S = 2 * 3.0 / 0.5 + math.log(4) + math.log(5)
    assert rv.log_entry_roundoff(3.0, 0.5, 4, 5) == pytest.approx(G3 * S, rel=1e-14, abs=0)
    e = G3 * S
    want = 1e-9 + 2 * 1e-12 + 2 * e + G3 * 2 * (40.0 + 2 * 3.0 / 0.5)
    assert rv.edge_tolerance(3.0, 0.5, 4, 5, 1e-12, 40.0) == pytest.approx(want, rel=1e-14, abs=0)


def test_systematic_kernel_is_decided_up_to_dense_edge_max(monkeypatch):
    K = glauber_kernel(random_table(2, 3, 1.0, rng=4), temperature=0.9, scan="systematic")
    monkeypatch.setattr(rv, "DENSE_EDGE_MAX", 8)
    r = rv.reversibility(K)
    assert r.rule == "edge-wise relative residual" and not r.reversible       # 8 states = the limit
    monkeypatch.setattr(rv, "DENSE_EDGE_MAX", 7)
    assert rv.reversibility(K).rule == "not decided"
