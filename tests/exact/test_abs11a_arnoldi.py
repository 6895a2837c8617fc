"""exact._arnoldi.krylov_schur: ``orthogonality`` is a magnitude (abs11a, issue 30).

:class:`exact._arnoldi.KrylovSchurRun`: "``orthogonality``: max |V^T V - I| of the last basis
(the Gram-Schmidt's loss)". A basis that two Gram-Schmidt passes keep orthonormal has
``|V^T V - I|`` of round-off size, of either sign. To see which way the measure reads a
deviation of known sign and size, the identity it is measured against (the module's only
``np.eye``) is replaced by ``(1 + d) I``, d = 1e-3: then ``V^T V - (1 + d) I`` has diagonal
``-d`` (plus round-off) and round-off elsewhere, so its largest magnitude is ``d``, where its
largest signed entry would be of round-off size."""

from __future__ import annotations

import types

import numpy as np
import pytest

import exact._arnoldi as arnoldi
from exact._arnoldi import krylov_schur


def test_orthogonality_is_the_largest_magnitude(monkeypatch):
    d = 1e-3
    shifted = types.SimpleNamespace(**{k: getattr(np, k) for k in dir(np) if not k.startswith("__")})
    shifted.eye = lambda n, *a, **k: (1.0 + d) * np.eye(n, *a, **k)
    monkeypatch.setattr(arnoldi, "np", shifted)
    A = np.diag(np.arange(1.0, 9.0)) / 8.0        # eigenvalues 1/8 .. 1: the largest modulus is 1
    run = krylov_schur(lambda x: A @ x, 8, 1, tol=1e-10, m=6)
    assert run.converged and run.values[0] == pytest.approx(1.0, abs=1e-8)
    assert run.orthogonality == pytest.approx(d, abs=1e-12)


def test_orthogonality_of_an_honest_run_is_round_off():
    A = np.diag(np.arange(1.0, 9.0)) / 8.0
    run = krylov_schur(lambda x: A @ x, 8, 1, tol=1e-10, m=6)
    assert 0.0 <= run.orthogonality < 1e-13
