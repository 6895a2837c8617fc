"""Contract sweep 6, group s1 (issue 30): exact/_nonreversible_krylov.py's round-off term and the
rule that certifies lambda_2 from the left run, by hand (module docstring)."""

from __future__ import annotations

import math
from types import SimpleNamespace

import numpy as np
import pytest

import exact._nonreversible_krylov as nrk
from exact.kernel import glauber_kernel
from toolkit.models import IndependentSites

U = 2.0**-53


def test_rounding_term_by_hand():
    # (10 (n q + log2 N) u sqrt(q)) / c: n = 3, q = 2, N = 8, c = 0.5
    K = glauber_kernel(IndependentSites(np.zeros((3, 2))), temperature=1.0)
    assert nrk._rounding(K, 8, 0.5) == pytest.approx(10 * (6 + 3) * U * math.sqrt(2) / 0.5, rel=1e-14, abs=0)
    # a matrix: 64 terms, q = 1; N = 1 counts as log2(2) = 1
    assert nrk._rounding(np.eye(2), 1, 0.25) == pytest.approx(10 * (64 + 1) * U / 0.25, rel=1e-14, abs=0)
    assert nrk._rounding(np.eye(2), 1024, 1.0) == pytest.approx(10 * (64 + 10) * U, rel=1e-14, abs=0)


def _run(values, rest):
    return SimpleNamespace(values=np.array(values, dtype=complex), rest=np.array(rest, dtype=complex))


def test_lambda_2_certified_when_smallest_modulus_is_at_most_the_largest_real_part():
    # values (mu refined in place of values[0]); smallest modulus 0.5 <= largest real part 0.5: certified
    L = _run([0.9j, 0.5, -0.7], [0.1])
    assert nrk._lambda_2(L, 0.2 + 0.8j, None, 10) == 0.5     # the boundary: equal counts
    # smallest modulus 0.5 above the largest real part 0.45: not certified
    L = _run([0.9j, 0.45 + 0.3j, -0.5], [0.1])
    assert nrk._lambda_2(L, 0.9j, None, 10) is None
    # nothing left out: every eigenvalue was seen, the largest real part is lambda_2
    L = _run([0.9j, 0.45 + 0.3j, -0.5], [])
    assert nrk._lambda_2(L, 0.9j, None, 10) == 0.45
    # the refined mu replaces values[0]: its real part 0.6 counts, values[0]'s 0.95 does not
    L = _run([0.95, 0.2, 0.1], [0.01])
    assert nrk._lambda_2(L, 0.6 + 0.1j, None, 10) == 0.6


def test_constants_as_documented():
    assert (nrk.SMALL, nrk.WANT, nrk.LEFT_TOL, nrk.RIGHT_TOL) == (32, 3, 1e-9, 1e-6)


def test_two_sided_quotient_projects_out_the_unit_eigenvalue():
    # the lazy 3-cycle P = (1 - a) I + a C (module docstring): eigenvalues 1 - a + a e^{+-2 pi i/3};
    # right eigenvector f = (1, w, w^2), left y = conj-free (1, w^2, w) (w = e^{2 pi i/3}, C: x -> x+1)
    # polluted by the constants (right) and by pi (left): _two_sided removes both
    from exact._linalg import as_operator

    a = 0.3
    C = np.roll(np.eye(3), 1, axis=1)
    P = (1 - a) * np.eye(3) + a * C
    pi = np.full(3, 1 / 3)
    w = np.exp(2j * np.pi / 3)
    lam = 1 - a + a * w
    f = np.array([1, w, w**2])
    y = np.array([1, w**2, w])
    assert np.allclose(P @ f, lam * f) and np.allclose(P.T @ y, lam * y)
    Pop, PT, _ = as_operator(P)
    mu, r, s, c = nrk._two_sided(Pop, PT, pi, f + 5.0, y + 3.0 * pi)
    assert abs(mu - lam) < 1e-14 and r < 1e-14 and s < 1e-14
    # unit vectors: |y^T f| = |sum_k w^{3k}| / 3 = 1 for these
    assert c == pytest.approx(1.0, abs=1e-14)


def test_two_sided_projection_uses_pi_on_a_non_uniform_law():
    # a random 5-state chain: numpy's eigenvectors of P and P^T for the eigenvalue of second
    # largest modulus, polluted by the constants and by pi (its left Perron vector)
    from exact._linalg import as_operator

    rng = np.random.default_rng(11)
    P = rng.uniform(0, 1, (5, 5)) ** 3
    P /= P.sum(axis=1, keepdims=True)
    w, V = np.linalg.eig(P)
    wl, U = np.linalg.eig(P.T)
    pi = np.real(U[:, np.argmin(np.abs(wl - 1))])
    pi /= pi.sum()
    assert np.ptp(pi) > 0.05                          # far from uniform
    k = np.argsort(-np.abs(w))[1]
    lam = w[k]
    f = V[:, k]
    y = U[:, np.argmin(np.abs(wl - lam))]
    Pop, PT, _ = as_operator(P)
    mu, r, s, c = nrk._two_sided(Pop, PT, pi, f + 2.0, y + 4.0 * pi)
    assert abs(mu - lam) < 1e-12 and r < 1e-12 and s < 1e-12
