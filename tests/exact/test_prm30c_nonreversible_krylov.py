"""prm30c: the second-order error term of nonreversible_krylov uses delta, the distance from the
refined lambda_star to the NEAREST other converged Ritz value (module docstring), not to the one
listed first (issue 30, thirteenth sweep: an aggregate over the Ritz values reading one item).

A 40-state operator with Perron pair (1, uniform) and the other eigenvalues 0.9, -0.89, 0.8 and
37 values in [0, 0.05]: ``P = 1 1^T / N + U diag(D) U^T`` with ``U`` orthonormal and orthogonal
to ``1``. ``lambda_star = 0.9``; the other wanted Ritz values are -0.89 (larger modulus, at
distance 1.79) and 0.8 (at distance 0.1); the values left out have modulus <= 0.05, so
``|mu| - max|rest| >= 0.85``: delta = 0.1."""

from types import SimpleNamespace

import numpy as np

import exact._nonreversible_krylov as nk


def test_delta_is_distance_to_nearest_other_value(monkeypatch):
    N = 40
    rng = np.random.default_rng(7)
    A = np.column_stack([np.ones(N), rng.normal(size=(N, N - 1))])
    U = np.linalg.qr(A)[0][:, 1:]
    D = np.concatenate([[0.9, -0.89, 0.8], rng.uniform(0.0, 0.05, size=N - 4)])
    P = np.full((N, N), 1.0 / N) + (U * D) @ U.T
    seen = []
    real = nk.two_sided_error

    def spy(r, s, c, delta):
        seen.append(delta)
        return real(r, s, c, delta)

    monkeypatch.setattr(nk, "two_sided_error", spy)
    lam2, lam_star, gap, err, _ = nk.nonreversible_krylov(P, SimpleNamespace(pi=np.full(N, 1.0 / N)))
    assert abs(lam_star - 0.9) < 1e-8
    assert len(seen) == 1
    assert abs(seen[0] - 0.1) < 1e-6
