"""Sweep 7, group a4 (issue 30): toolkit.exact_torch's GMRES stationary law and its result type.

- One GMRES(m) cycle with m >= N solves ``A x = b`` exactly from any start ``x0`` (the Krylov space
  of the residual ``b - A x0`` is the whole space): checked against numpy's solve, from a
  non-zero start (a residual of the wrong sign lands on ``2 x0 + A^-1 b``).
- So ``stationary`` of a 3-state kernel needs one cycle (``maxiter=1``, no ConvergenceWarning);
  closed form of the birth-death chain below by detailed balance: pi ~ (1, 5, 7.5).
- TorchGap is a frozen record, like every result of the toolkit.
"""

from __future__ import annotations

import dataclasses
import warnings

import numpy as np
import pytest

torch = pytest.importorskip("torch")

from toolkit import exact_torch as et  # noqa: E402

P = np.array([[0.5, 0.5, 0.0], [0.1, 0.6, 0.3], [0.0, 0.2, 0.8]])


def test_one_gmres_cycle_solves_from_a_nonzero_start():
    M = torch.as_tensor(np.array([[4.0, 1.0, 0.0], [-2.0, 3.0, 1.0], [0.5, 0.0, 2.0]]), dtype=torch.float64)
    b = torch.as_tensor(np.array([1.0, -1.0, 2.0]), dtype=torch.float64)
    x0 = torch.as_tensor(np.array([0.3, 0.7, -0.2]), dtype=torch.float64)
    x = et._gmres_cycle(lambda v: M @ v, b, x0, 3)
    np.testing.assert_allclose(x.numpy(), np.linalg.solve(M.numpy(), b.numpy()), rtol=1e-12, atol=1e-14)
    # b = A x0: the start is the answer (zero residual)
    np.testing.assert_array_equal(et._gmres_cycle(lambda v: M @ v, M @ x0, x0, 3).numpy(), x0.numpy())


def test_stationary_of_a_small_chain_in_one_cycle():
    K = et.TorchKernel.from_matrix(P)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        pi = et.stationary(K, maxiter=1).numpy()
    # detailed balance: pi0 0.5 = pi1 0.1, pi1 0.3 = pi2 0.2
    np.testing.assert_allclose(pi, np.array([1.0, 5.0, 7.5]) / 13.5, rtol=1e-12)


def test_gap_record_is_frozen():
    g = et.TorchGap(0.5, 1e-12, 7, "m")
    with pytest.raises(dataclasses.FrozenInstanceError):
        g.gap = 0.25
    assert (g.gap, g.gap_error, g.steps, g.method) == (0.5, 1e-12, 7, "m")
