"""prm29a: exact_values gives an IAT row of another scan that chain's own stationary law
(issue 30, twelfth sweep: the other chain's side). The random and systematic scans of a
non-reversible model have different stationary laws, so a row of the systematic scan read at
the random scan's law is wrong."""

from types import SimpleNamespace

import numpy as np

from exact._linalg import as_dense
from exact.kernel import glauber_kernel
from toolkit.app.compare import exact_values
from toolkit.models import random_table


def _iat_by_series(P, f, t_max=4000):
    # pi: the left eigenvector of eigenvalue 1; tau = 1 + 2 sum_{t >= 1} rho(t),
    # rho(t) = <fc, P^t fc>_pi / Var_pi(f), summed until the terms are below 1e-15
    w, V = np.linalg.eig(P.T)
    pi = np.real(V[:, np.argmin(np.abs(w - 1))])
    pi /= pi.sum()
    fc = f - pi @ f
    var = pi @ (fc * fc)
    g, tau = fc.copy(), 1.0
    for _ in range(t_max):
        g = P @ g
        term = pi @ (fc * g) / var
        tau += 2 * term
        if abs(term) < 1e-15:
            break
    return tau, pi


def test_iat_row_of_the_systematic_scan_uses_its_own_law():
    m, T = random_table(2, 3, 1.0, rng=22), 0.8
    states = np.array([[(x >> 2) & 1, (x >> 1) & 1, x & 1] for x in range(8)])

    def f(X):
        X = np.asarray(X)
        return X[:, 0] + 2.0 * X[:, 2] * (1 - X[:, 1])

    tau_sys, pi_sys = _iat_by_series(as_dense(glauber_kernel(m, temperature=T, scan="systematic")), f(states))
    _, pi_rnd = _iat_by_series(as_dense(glauber_kernel(m, temperature=T)), f(states))
    assert np.abs(pi_sys - pi_rnd).sum() > 1e-3     # the two laws differ: the row can tell
    summary = SimpleNamespace(
        temperature=T, method="random-scan Glauber", observables={"f": f}, exit_set=None,
        quantities=[SimpleNamespace(name="iat f (systematic)", kind="estimate",
                                    spec={"quantity": "iat", "observable": "f", "scan": "systematic"})])
    v = exact_values(m, summary)["iat f (systematic)"].value
    assert np.isclose(v, tau_sys, rtol=1e-8), (v, tau_sys)
