"""exact.stationary: lines no targeted test ran (gap15d, targeted-coverage-2026-12-05): the law of
a matrix-free operator (only its residual can be checked), the underflow diagnosis on the Krylov
route, and the warning when balance sweeps stall."""

from __future__ import annotations

import math

import numpy as np
import pytest
import scipy.sparse as sp
import scipy.sparse.linalg as sla

from exact import glauber_kernel, stationary, stationary_law
from toolkit.exceptions import ConvergenceWarning, ReducibleChainError
from toolkit.models import random_pairwise


def test_operator_law_claims_no_relative_accuracy():
    """A ``LinearOperator`` has no entries to check balance on (``_law``: "the residual is all we
    can check"): pi is right (birth-death closed form: ``pi(1) = 2 pi(0) = 2 pi(2)``), the residual
    ``||pi P - pi||`` is reported and no relative residual or error is claimed (nan)."""
    P = np.array([[0.5, 0.5, 0.0], [0.25, 0.5, 0.25], [0.0, 0.5, 0.5]])
    op = sla.LinearOperator((3, 3), matvec=lambda v: P @ v, rmatvec=lambda v: P.T @ v, dtype=float)
    law = stationary_law(op)
    assert law.pi == pytest.approx([0.25, 0.5, 0.25], abs=1e-14)
    assert law.n_states == 3 and 0.0 <= law.residual < 1e-14
    assert math.isnan(law.max_relative_residual) and math.isnan(law.relative_error)


def test_krylov_route_names_the_temperature_when_the_kernel_underflows():
    """An incompatible pairwise model at T = 0.01, scale 10: uphill moves of probability ~e^-1000
    underflow to 0 and the 2^11-state float chain splits; the error says the chain is reducible
    because of underflow at that temperature (not a plain 'reducible'), with or without refinement."""
    K = glauber_kernel(random_pairwise(2, 11, 10.0, rng=0), temperature=0.01)
    with pytest.raises(ReducibleChainError, match=r"temperature=0\.01.*underflow"):
        stationary(K, method="krylov")
    # without the refinement too (no balance sweeps to notice the split later)
    with pytest.raises(ReducibleChainError, match=r"temperature=0\.01.*underflow"):
        stationary_law(K, method="krylov", refine=False)


def _birth_death(N: int, up: float, down: float):
    """k -> k+1 w.p. ``up``, k -> k-1 w.p. ``down`` (reflected); ``log pi(k) = k log(up/down) - log Z``."""
    k = np.arange(N)
    rows = np.concatenate([k[:-1], k[1:], k])
    cols = np.concatenate([k[1:], k[:-1], k])
    stay = 1.0 - up * (k < N - 1) - down * (k > 0)
    vals = np.concatenate([np.full(N - 1, up), np.full(N - 1, down), stay])
    lp = k * math.log(up / down)
    return sp.csr_matrix((vals, (rows, cols)), shape=(N, N)), lp - np.logaddexp.reduce(lp)


def test_stalled_balance_sweeps_warn():
    """A 1500-state birth-death chain whose pi spans 40 decades, no descent basins to aggregate
    over: the sweeps move information one state per sweep and stall; the relative residual stays
    large and a ConvergenceWarning must say so (the small entries are really wrong)."""
    P, lp = _birth_death(1500, 0.25 * 10 ** (-40 / 1499), 0.25)
    with pytest.warns(ConvergenceWarning, match="relative balance residual stays"):
        law = stationary_law(P, maxiter=20)
    assert law.max_relative_residual > 1e-8
    assert np.max(np.abs(np.log(law.pi) - lp)) > 1.0


def test_cross_moves_between_groups_by_hand():
    """``_cross_moves``: ``(rows, a * K + b, P(x, y))`` for the moves from group ``a`` to group
    ``b != a``; a chain without off-diagonal moves has none (empty integer arrays, usable as
    ``bincount`` indices)."""
    import importlib

    st_mod = importlib.import_module("exact.stationary")   # the package's `stationary` is the function
    labels = np.array([0, 0, 1])
    r, ab, v = st_mod._cross_moves(np.eye(3), labels, 2)
    assert r.size == ab.size == v.size == 0 and r.dtype.kind == ab.dtype.kind == "i"
    P = np.array([[0.5, 0.5, 0.0], [0.25, 0.5, 0.25], [0.0, 0.5, 0.5]])
    r, ab, v = st_mod._cross_moves(P, labels, 2)
    # 1 -> 2 (group 0 -> 1: pair 0 * 2 + 1 = 1), 2 -> 1 (group 1 -> 0: pair 1 * 2 + 0 = 2)
    assert r.tolist() == [1, 2] and ab.tolist() == [1, 2] and v.tolist() == [0.25, 0.5]
