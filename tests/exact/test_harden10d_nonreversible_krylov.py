"""harden10d: :func:`exact._nonreversible_krylov.reversibilization_tops` raises when a run
does not converge (its docstring: "Raises :class:`numpy.linalg.LinAlgError` when a run does
not converge"), instead of returning an unconverged Ritz value (automut survivor)."""

from __future__ import annotations

import numpy as np
import pytest

import exact._nonreversible_krylov as nrk


def test_reversibilization_tops_raises_when_a_run_does_not_converge(monkeypatch):
    rng = np.random.default_rng(0)
    N = 120
    A = rng.random((N, N))
    P = A / A.sum(axis=1, keepdims=True)
    w, V = np.linalg.eig(P.T)
    pi = np.abs(np.real(V[:, np.argmax(np.real(w))]))
    pi /= pi.sum()
    s = np.sqrt(pi)
    S = (s[:, None] * P) / s[None, :]          # D^{1/2} P D^{-1/2}
    monkeypatch.setattr(nrk, "MAX_PRODUCTS", 5)  # far too few products for SYM_TOL = 1e-8
    with pytest.raises(np.linalg.LinAlgError, match="did not converge"):
        nrk.reversibilization_tops(lambda v: S @ v, lambda v: S.T @ v, s, N, 2)
