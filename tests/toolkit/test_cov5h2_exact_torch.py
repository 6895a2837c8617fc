"""Coverage-driven tests of toolkit/exact_torch.py (issue 30, branch cov5h2) on a 2-state
chain with P = [[0.9, 0.1], [0.1, 0.9]] (pi uniform, d(t) = 0.5 * 0.8^t by hand): the matrix
kernel's repr and checks, sym_matvec refused off random scan, GMRES stopping before its
tolerance, and stepping capped by t_max."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

pytest.importorskip("torch")

from toolkit import exact_torch as et  # noqa: E402
from toolkit.exceptions import ConvergenceWarning, InvalidInputError, NotSupportedError  # noqa: E402

P = np.array([[0.9, 0.1], [0.1, 0.9]])


def test_matrix_kernel_repr_and_checks():
    K = et.TorchKernel.from_matrix(P, dtype="float64")
    assert repr(K).startswith("TorchKernel(N=2, scan='matrix', lazy=0, matrix, device=cpu")
    with pytest.raises(InvalidInputError, match=r"`P` must be a square matrix; got shape \(2, 3\)"):
        et.TorchKernel.from_matrix(np.ones((2, 3)))
    with pytest.raises(NotSupportedError, match="sym_matvec is the symmetrized random-scan kernel"):
        K.sym_matvec(K.matvec(__import__("torch").ones(2, dtype=__import__("torch").float64)))


def test_stationary_warns_when_gmres_stops_short():
    # a 3-state chain whose GMRES cannot reach tol = 0 in one cycle of one vector
    P3 = np.array([[0.5, 0.3, 0.2], [0.1, 0.6, 0.3], [0.2, 0.2, 0.6]])
    K = et.TorchKernel.from_matrix(P3, dtype="float64")
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        et.stationary(K, tol=0.0, restart=1, maxiter=1)
    assert any(isinstance(x.message, ConvergenceWarning) and "after 1 GMRES cycles" in str(x.message) for x in w)


def test_stepping_capped_by_t_max():
    import torch

    K = et.TorchKernel.from_matrix(P, dtype="float64")
    pi = torch.tensor([0.5, 0.5], dtype=torch.float64)
    full = et.mixing_time(K, pi, eps=0.25)
    assert full.t_mix == 4  # 0.5 * 0.8^t <= 0.25 first at t = 4 (0.8^3 = 0.512, 0.8^4 = 0.4096)
    capped = et.mixing_time(K, pi, eps=0.25, t_max=2)
    assert capped.t_mix is None and not capped.reached
    # d(0..t_max) and no further: 0.5, 0.4, 0.32
    assert capped.times == (0, 1, 2)
    np.testing.assert_allclose(capped.distances, [0.5, 0.4, 0.32])
