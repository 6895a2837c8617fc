"""exact.spectral: lines no targeted test ran (gap15d, targeted-coverage-2026-12-05): the
off-diagonal count of a plain matrix and the small-space branch of the Krylov path."""

from __future__ import annotations

import numpy as np
import pytest
import scipy.sparse as sp

from exact import glauber_kernel, spectral, spectral_summary
from toolkit.models.toy import random_table


def test_offdiag_count_of_a_dense_and_a_sparse_matrix():
    """Docstring: ``N^2`` for a dense matrix; a sparse one holds its stored entries."""
    P = np.full((5, 5), 0.2)
    assert spectral._offdiag_count(P, 5) == 25.0
    S = sp.csr_matrix(np.array([[0.5, 0.5, 0.0], [0.5, 0.0, 0.5], [0.0, 0.5, 0.5]]))
    assert spectral._offdiag_count(S, 3) == float(S.nnz) == 6.0   # two entries a row


def test_krylov_method_on_a_space_below_a_krylov_basis():
    """``method="krylov"`` on a 16-state non-reversible chain (below ``_nonreversible_krylov.SMALL``)
    is done densely (its method says so): lambda_star is the largest modulus of ``P``'s non-unit eigenvalues
    (numpy's ``eigvals`` on the dense kernel) and lambda_2 the largest real part."""
    K = glauber_kernel(random_table(2, 4, 1.0, rng=5), temperature=1.0)
    vals = np.linalg.eigvals(K.dense())
    vals = np.delete(vals, np.argmin(np.abs(vals - 1)))
    s = spectral_summary(K, method="krylov")
    assert not s.reversible
    assert s.method.startswith("dense eig"), s.method   # done densely, no Krylov-Schur runs
    assert s.lambda_star == pytest.approx(float(np.max(np.abs(vals))), abs=1e-10)
    assert s.lambda_2 == pytest.approx(float(np.max(vals.real)), abs=1e-10)


def test_lanczos_that_stops_short_warns(monkeypatch):
    """``lanczos_top`` stops after ``maxiter`` steps with ``converged`` False: the summary warns
    (a ConvergenceWarning naming the steps) rather than reporting the gap silently."""
    from exact import _lanczos
    from toolkit.exceptions import ConvergenceWarning
    from toolkit.models import potts

    def short(A, N, dt, *, tol, project=None):
        return _lanczos.lanczos_top(A, N, dt, tol=tol, project=project, maxiter=2)

    monkeypatch.setattr(spectral, "lanczos_top", short)
    K = glauber_kernel(potts(2, 6, 0.5), temperature=1.0)
    with pytest.warns(ConvergenceWarning, match=r"Lanczos stopped after 2 steps"):
        spectral_summary(K, method="lanczos")


def _mp_out(g: float, new):
    import math

    return 1 - g, 1 - g, g, 0.0, math.log(g), 0.0, new, 50


def test_mpmath_interval_taken_only_when_strictly_narrower(monkeypatch):
    """``_nonreversible_dense``: the mpmath result "is taken when its interval is strictly narrower
    (relative width; at a tie float64's stays)". float64's error is above ``MP_EIG_ERR``, so mpmath
    is tried; an interval equal to float64's is a tie, half as wide is taken, and an mpmath failure
leaves float64's."""
    import math

    g = 0.1
    e = 10 * spectral.MP_EIG_ERR
    iv = spectral._Interval.around(g, e, certified=False, how="float64")
    args = (None, False, 1 - g, 1 - g, g, math.log(g), iv, 4)
    monkeypatch.setattr(spectral, "_mp_nonreversible", lambda P, gap, hint: _mp_out(g, iv))
    assert spectral._mp_refine(*args) is None                       # a tie: float64's stays
    half = spectral._Interval.around(g, e / 2, certified=False, how="mp")
    monkeypatch.setattr(spectral, "_mp_nonreversible", lambda P, gap, hint: _mp_out(g, half))
    out = spectral._mp_refine(*args)
    assert out is not None and out[2] == g and out[4] is half
    # mpmath failed (None): float64's stays
    monkeypatch.setattr(spectral, "_mp_nonreversible", lambda P, gap, hint: None)
    assert spectral._mp_refine(*args) is None


def test_mp_nonreversible_is_none_when_mpmath_fails(monkeypatch):
    """Docstring: "None when mpmath fails"."""
    monkeypatch.setattr(spectral._mps, "nonreversible_spectrum", lambda P, log_gap_hint=None: None)
    assert spectral._mp_nonreversible(np.eye(2), 0.1, None) is None
