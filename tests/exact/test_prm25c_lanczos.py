"""prm25c (issue 30, eighth sweep): the residual estimate of a one-step Lanczos run.

Contract (``exact._lanczos.lanczos_top``): it stops when the top Ritz value's residual
estimate ``beta_m |y_m|`` is at most ``tol``. After one step ``T_1 = [alpha_1]`` has the unit
Ritz vector ``y = [1]``, so the estimate is ``beta_1 = ||A v0 - alpha_1 v0||`` itself
(computed here with numpy from the run's start vector): a tolerance between ``beta_1 / 2``
and ``beta_1`` must not be met."""

import numpy as np
import pytest

from exact._lanczos import lanczos_top


def _path(v):
    w = np.zeros_like(v)
    w[1:] += v[:-1]
    w[:-1] += v[1:]
    return w


def test_one_step_estimate_is_beta_1_and_decides_convergence():
    run = lanczos_top(_path, 50, np.float64, tol=1e-10, maxiter=1)
    v0 = np.asarray(run.v0, dtype=float)
    w = _path(v0)
    alpha = float(v0 @ w)
    beta = float(np.linalg.norm(w - alpha * v0))
    assert run.theta == pytest.approx(alpha, rel=1e-12)
    assert run.estimate == pytest.approx(beta, rel=1e-12)
    assert run.converged is False
    # a tolerance of 0.75 beta_1 lies between beta_1 / 2 and beta_1: not met after one step
    assert lanczos_top(_path, 50, np.float64, tol=0.75 * beta, maxiter=1).converged is False
    assert lanczos_top(_path, 50, np.float64, tol=1.01 * beta, maxiter=1).converged is True
