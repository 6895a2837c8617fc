"""Contract pins of toolkit.app.window (issue 30, sweep6s4): MemoizedModel's guard (1e5 states by
default, max_states honoured), window_rectangle_log_r against the couplings by hand (|log R| = c/T
on the rectangle of a single asymmetric entry, 0 elsewhere), tabulated keeps tokens and declared
errors, _sampled intervals per kind, infinite_exact, the report's estimate coverage count."""

import math
from types import SimpleNamespace

import numpy as np
import pytest

from exact import site_logits
from toolkit.app import window as win
from toolkit.exceptions import StateSpaceTooLargeError
from toolkit.models import IndependentSites, Pairwise
from toolkit.results import Estimate


def test_memoized_guard():
    assert win.DEFAULT_MAX_STATES == 1e5
    with pytest.raises(StateSpaceTooLargeError, match="max_states=100000"):
        win.MemoizedModel(IndependentSites(np.zeros((17, 2))))          # 131072 > 1e5 states
    win.MemoizedModel(IndependentSites(np.zeros((16, 2))))              # 65536: allowed
    with pytest.raises(StateSpaceTooLargeError, match="max_states=16"):
        win.MemoizedModel(IndependentSites(np.zeros((5, 2))), max_states=16)


def test_rectangle_log_r_by_hand():
    # two sites q = 2: J_01[1, 1] = c only (J_10 = 0): the rectangle (a, a2, b, b2) = (0, 1, 0, 1) has
    # l_0 double difference c and l_1's 0, so |log R| = c; divided by T
    c, T = 0.8, 0.5
    J = np.zeros((2, 2, 2, 2))
    J[0, 1, 1, 1] = c
    m = Pairwise(np.zeros((2, 2)), J)
    L = site_logits(m)
    # i, j, a, a2, b, b2
    r = win.window_rectangle_log_r(L, np.zeros((1, 2), dtype=int), [0], [1], [0], [1], [0], [1], temperature=T)
    assert abs(float(r[0])) == pytest.approx(c / T, rel=1e-12)
    Jc = np.zeros((2, 2, 2, 2))
    Jc[0, 1, 1, 1] = Jc[1, 0, 1, 1] = c                                 # compatible: J_10 = J_01^T
    r0 = win.window_rectangle_log_r(site_logits(Pairwise(np.zeros((2, 2)), Jc)), np.zeros((1, 2), dtype=int),
                                    [0], [1], [0], [1], [0], [1])
    assert abs(float(r0[0])) < 1e-12


def test_tabulated_sampled_and_infinite():
    m = IndependentSites(np.array([[0.0, 1.0], [2.0, 0.0]]))
    L = site_logits(m)
    t = win.tabulated(L)
    X = np.array([[0, 1], [1, 0]])
    np.testing.assert_allclose(t.logits(X, np.array([0, 1])), m.logits(X, np.array([0, 1])))
    lo = win._sampled(2.0, "m", 5, kind="lower bound")
    eq = win._sampled(2.0, "m", 5, kind="equal")
    assert lo.ci == (2.0, math.inf) and eq.ci == (2.0, 2.0) and lo.n_samples == 5 and lo.stderr == 0.0
    r = win._row("x", "equal", 1.0, None, None, "m", 3)
    assert r.exact is None and r.ok is None
    assert win.infinite_exact(SimpleNamespace(exact=Estimate.exact(math.inf)))
    assert not win.infinite_exact(SimpleNamespace(exact=None)) and not win.infinite_exact(
        SimpleNamespace(exact=Estimate.exact(1.0)))
    rows = (SimpleNamespace(kind="estimate", ok=True), SimpleNamespace(kind="estimate", ok=False),
            SimpleNamespace(kind="estimate", ok=None), SimpleNamespace(kind="equal", ok=True))
    rep = SimpleNamespace(calibration=SimpleNamespace(rows=rows))
    assert win.RealWindowReport.estimate_coverage.fget(SimpleNamespace(
        rows=lambda kind: win.RealWindowReport.rows(rep, kind))) == (1, 3)
