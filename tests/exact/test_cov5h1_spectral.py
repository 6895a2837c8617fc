"""Coverage-driven guards of ``exact.spectral`` (issue 30, helper cov5h1): the method checks,
the one-state chain, a law given without ``log_pi``, the Lanczos route on ``sqrt(P)``, the
reversibilizations' failure, the interval intersection's disjoint case and the
non-reversible bounds without ``gamma_k``, each against a closed form or dense eigenvalues."""

from __future__ import annotations

import importlib
import math

import numpy as np
import pytest

from exact import glauber_kernel
from exact.spectral import _Interval, spectral_mixing_bounds, spectral_summary
from toolkit.exceptions import ConvergenceWarning, InvalidInputError
from toolkit.models import potts, random_table
from toolkit.results import StationaryLaw

from ..independent import dense_kernel, gth

sp_mod = importlib.import_module("exact.spectral")


def _path3():
    # lazy walk on a path of 3: pi = (1/4, 1/2, 1/4), eigenvalues 1, 1/2, 0 (by hand:
    # P = (I + Q)/2 with Q the simple walk, eigenvalues 1, 0, -1), absolute gap 1/2
    return np.array([[0.5, 0.5, 0.0], [0.25, 0.5, 0.25], [0.0, 0.5, 0.5]])


def abs_gap(P: np.ndarray) -> float:
    ev = np.linalg.eigvals(P)
    rest = np.delete(ev, int(np.argmin(np.abs(ev - 1.0))))
    return float(1.0 - np.abs(rest).max())


def test_unknown_method_is_refused_by_name():
    with pytest.raises(InvalidInputError, match=r"`method` must be .*got 'arnoldi'"):
        spectral_summary(_path3(), method="arnoldi")


def test_lanczos_needs_a_random_scan_glauber_kernel():
    with pytest.raises(InvalidInputError, match=r"method='lanczos' needs a random-scan GlauberKernel; got ndarray"):
        spectral_summary(_path3(), method="lanczos")


def test_one_state_chain():
    # P = [[1]]: no other eigenvalue; gap 1 exactly, lambda_2 = lambda_star = 0
    s = spectral_summary(np.ones((1, 1)))
    assert (s.spectral_gap, s.lambda_2, s.lambda_star, s.relaxation_time) == (1.0, 0.0, 0.0, 1.0)
    assert s.gap_lower == s.gap_upper == 1.0 and s.gap_certified and s.gap_note == "one state"


def test_law_without_log_pi_gives_the_closed_form_gap():
    pi = np.array([0.25, 0.5, 0.25])
    law = StationaryLaw(pi, None, "given", 0.0, 0.0, 0.0, 3)
    s = spectral_summary(_path3(), law, method="dense")
    assert s.spectral_gap == pytest.approx(0.5, abs=1e-14)
    assert s.lambda_2 == pytest.approx(0.5, abs=1e-14)


def test_lanczos_on_sqrt_p_matches_dense_eigenvalues(monkeypatch):
    # SCALED_SPAN < 0: the products go through P.sym_matvec (sqrt(P)), not s * P(f / s)
    m = potts(2, 6, 0.8)
    P = dense_kernel(m, 1.0)
    ref = abs_gap(P)
    monkeypatch.setattr(sp_mod, "SCALED_SPAN", -1.0)
    s = spectral_summary(glauber_kernel(m, temperature=1.0), method="lanczos")
    assert s.spectral_gap == pytest.approx(ref, rel=1e-8)


def test_reversibilization_failure_warns_and_reports_none(monkeypatch):
    m = random_table(2, 3, 1.0, rng=22)          # incompatible: non-reversible
    P = dense_kernel(m, 0.8)

    def fail(*a, **k):
        raise np.linalg.LinAlgError("planted")

    monkeypatch.setattr(sp_mod, "_multiplicative_gaps", fail)
    with pytest.warns(ConvergenceWarning, match=r"did not converge \(LinAlgError\)"):
        s = spectral_summary(P, gth(P))
    assert s.reversible is False
    assert s.reversibilization_gap is None and s.pseudo_spectral_gap is None and s.multiplicative_gaps is None
    assert s.spectral_gap == pytest.approx(abs_gap(P), rel=1e-9)


def test_interval_intersection_overlapping_and_disjoint():
    a = _Interval.ends(0.1, 0.35, certified=True, how="a")
    b = _Interval.ends(0.3, 0.4, certified=True, how="b")
    c = _Interval.ends(0.5, 0.6, certified=True, how="c")
    ab = a.intersect(b)   # common part [0.3, 0.35]
    assert (ab.lower, ab.upper) == (0.3, 0.35)
    ac = a.intersect(c)   # disjoint: the wider union [0.1, 0.6] (docstring)
    assert (ac.lower, ac.upper) == (0.1, 0.6)
    assert ac.log_lower == pytest.approx(math.log(0.1)) and ac.log_upper == pytest.approx(math.log(0.6))
    ca = c.intersect(a)
    assert (ca.lower, ca.upper) == (0.1, 0.6)


def test_nonreversible_bounds_without_gammas_give_no_upper_bound():
    # lower bound (1/gap - 1) ln(1/(2 eps)) = 9 ln 2 at gap 0.1, eps 1/4 (LPW (12.13))
    b = spectral_mixing_bounds(math.log(0.1), math.log(0.1), math.log(0.25), 0.25, reversible=False)
    assert b.upper is None and b.log_upper is None
    assert b.lower == pytest.approx(9 * math.log(2), rel=1e-12)
    assert "the multiplicative gaps gamma_k were not computed" in b.note


def test_period_of_chains_given_as_operators():
    from scipy.sparse.linalg import aslinearoperator
    # x -> x + 1 (mod 4): every cycle has length 4, period 4; as an operator (no entries to
    # read) the docstring's convention gives 1
    C4 = np.roll(np.eye(4), 1, axis=1)
    assert sp_mod._period(C4, 4) == 4
    assert sp_mod._period(aslinearoperator(C4), 4) == 1
    # a walk on the 4-cycle, +-1: bipartite, period 2
    W = 0.5 * (np.roll(np.eye(4), 1, axis=1) + np.roll(np.eye(4), -1, axis=1))
    assert sp_mod._period(W, 4) == 2
    # not irreducible (state 2 is not reached from 0): 1 by convention (docstring of _period)
    R = np.array([[0.0, 1.0, 0.0], [1.0, 0.0, 0.0], [0.0, 1.0, 0.0]])
    assert sp_mod._period(R, 3) == 1


def test_diagonal_of_an_operator():
    from scipy.sparse.linalg import aslinearoperator
    assert sp_mod._diagonal(aslinearoperator(_path3()), 3).tolist() == [0.5, 0.5, 0.5]
    P = np.array([[0.2, 0.8], [0.6, 0.4]])
    assert sp_mod._diagonal(aslinearoperator(P), 2).tolist() == [0.2, 0.4]
