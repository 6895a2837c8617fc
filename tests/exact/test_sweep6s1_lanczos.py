"""Contract sweep 6, group s1 (issue 30): exact/_lanczos.py's promises that no other test pins:
the check every CHECK_EVERY = 5 steps, maxiter, the start's projection, float64 accumulation,
the chunked axpy, the Ritz values in decreasing order and next_ritz's strict bound."""

from __future__ import annotations

import numpy as np

import exact._lanczos as lz
from exact._lanczos import LanczosRun, axpy, dot64, lanczos_top, next_ritz


def path(v):
    w = np.zeros_like(v)
    w[1:] += v[:-1]
    w[:-1] += v[1:]
    return w


def test_converges_only_at_a_check_and_reports_ritz_descending():
    assert lz.CHECK_EVERY == 5
    # a diagonal operator: eigenvalues 3 and 200 values in [0, 1]; top 3, well separated
    d = np.concatenate([[3.0], np.linspace(0.0, 1.0, 200)])
    run = lanczos_top(lambda v: d * v, 201, np.float64, tol=1e-8)
    assert run.converged and run.steps % 5 == 0 and run.steps < 100
    assert abs(run.theta - 3.0) < 1e-10 and run.estimate <= 1e-8
    assert list(run.ritz) == sorted(run.ritz, reverse=True) and run.ritz[0] == run.theta


def test_maxiter_stops_unconverged():
    run = lanczos_top(path, 500, np.float64, tol=0.0, maxiter=7)
    assert run.steps == 7 and run.converged is False and len(run.alpha) == len(run.beta) == 7


def test_project_is_applied_to_the_start():
    # project onto the vectors orthogonal to e_0: the start has no component on the first state
    def project(v):
        v = v.copy()
        v[0] = 0.0
        return v

    run = lanczos_top(path, 20, np.float64, tol=1e-8, maxiter=1, project=project)
    assert run.v0[0] == 0.0 and abs(np.linalg.norm(run.v0) - 1) < 1e-15


def test_dot64_accumulates_in_float64():
    a = np.array([1e8, 1.0, -1e8], dtype=np.float32)
    assert dot64(a, np.ones(3, dtype=np.float32)) == 1.0   # float32 accumulation gives 0


def test_axpy_in_chunks():
    y = np.arange(10.0)
    axpy(y, 2.0, np.ones(10), chunk=3)
    assert y.tolist() == [2.0 + k for k in range(10)]


def test_next_ritz_bound_is_strict():
    run = LanczosRun(alpha=np.zeros(3), beta=np.zeros(3), theta=3.0, y=np.ones(3), estimate=0.0,
                     ritz=np.array([3.0, 2.5, 2.0]), steps=3, converged=True, v0=np.ones(3))
    assert next_ritz(run, 0.5) == 2.0          # 2.5 = theta - sep is not below it
    assert next_ritz(run, 0.25) == 2.5
