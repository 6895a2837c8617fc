"""Contract sweep s3 (issue 30): toolkit.exact_torch promises not pinned elsewhere: a dense
matrix kernel's product directions on an asymmetric P, the on-the-fly pairwise kernel at T = inf
and its symmetrized product, mixing_time over a subset of starts (against dense powers), the
tolerance constants."""

from __future__ import annotations

import math

import numpy as np
import pytest

torch = pytest.importorskip("torch")

from exact import glauber_kernel  # noqa: E402
from toolkit import exact_torch as et  # noqa: E402
from toolkit.models import potts, random_pairwise  # noqa: E402


def test_constants():
    assert et.LANCZOS_TOL == {"torch.float32": 1e-5, "torch.float64": 1e-10} and et.CHECK_EVERY == 5


def test_matrix_kernel_directions():
    P = np.array([[0.5, 0.5, 0.0], [0.1, 0.6, 0.3], [0.0, 0.2, 0.8]])
    K = et.TorchKernel.from_matrix(P)
    f = np.array([1.0, 2.0, 5.0])
    assert K.matvec(torch.as_tensor(f)).numpy() == pytest.approx(P @ f)
    assert K.rmatvec(torch.as_tensor(f)).numpy() == pytest.approx(P.T @ f)
    assert K.n_states == 3 and K.scan == "matrix"


def test_pairwise_on_the_fly_at_infinite_temperature_and_symmetrized():
    model = random_pairwise(2, 3, 1.0, rng=4)
    TK = et.TorchKernel.from_pairwise(model, temperature=math.inf, lazy=0.2)
    f = np.random.default_rng(0).normal(size=8)
    # T = inf: each site redrawn uniformly (state s has site i as bit 2 - i): P f(x) = lazy f(x) + (1 - lazy) (1/n) sum_i (f(x) + f(x^i)) / 2
    want = np.zeros(8)
    for s in range(8):
        flips = [s ^ (1 << (2 - i)) for i in range(3)]
        want[s] = 0.2 * f[s] + 0.8 * np.mean([(f[s] + f[t]) / 2 for t in flips])
    np.testing.assert_allclose(TK.matvec(torch.as_tensor(f)).numpy(), want, rtol=0, atol=1e-14)
    TK1 = et.TorchKernel.from_pairwise(model, temperature=1.3, lazy=0.1)
    K = glauber_kernel(model, temperature=1.3, lazy=0.1)
    for _ in range(2):   # the on-the-fly tables are rebuilt, never square-rooted twice
        np.testing.assert_allclose(TK1.sym_matvec(torch.as_tensor(f)).numpy(), K.sym_matvec(f), rtol=0, atol=1e-13)


def test_mixing_time_over_a_subset_of_starts():
    model = potts(2, 3, 1.0)
    K = glauber_kernel(model, temperature=0.7)
    P = K.dense()
    w, v = np.linalg.eig(P.T)
    pi = np.real(v[:, np.argmin(np.abs(w - 1))])
    pi = pi / pi.sum()
    TK = et.TorchKernel.from_kernel(K)
    starts = [1, 6]
    m = et.mixing_time(TK, torch.as_tensor(pi), starts=starts)
    # dense powers from the two starts: the first t with max_x TV <= 1/4
    D = np.eye(8)[starts]
    t, prof = 0, []
    while True:
        d = 0.5 * np.abs(D - pi).sum(axis=1).max()
        prof.append(d)
        if d <= 0.25:
            break
        D = D @ P
        t += 1
    assert m.t_mix == t and np.allclose(m.distances[:t], prof[:t], atol=1e-12)
    m_all = et.mixing_time(TK, torch.as_tensor(pi))
    assert m_all.t_mix >= m.t_mix


def test_matrix_gap_compares_moduli_of_both_ends():
    # symmetric doubly stochastic matrices (uniform pi): the absolute gap 1 - max(|lambda_2|, |lambda_min|)
    # from numpy's dense eigenvalues; the first has its largest non-unit modulus at a negative eigenvalue
    pi = torch.full((3,), 1 / 3, dtype=torch.float64)
    for P in (np.array([[0.05, 0.95, 0.0], [0.95, 0.0, 0.05], [0.0, 0.05, 0.95]]),
              np.array([[0.1, 0.45, 0.45], [0.45, 0.1, 0.45], [0.45, 0.45, 0.1]]),   # 1, -0.35, -0.35
              np.array([[0.6, 0.3, 0.1], [0.3, 0.6, 0.1], [0.1, 0.1, 0.8]])):
        lam = np.sort(np.linalg.eigvalsh(P))
        want = 1 - max(abs(lam[0]), abs(lam[1]))
        assert et.spectral_gap(et.TorchKernel.from_matrix(P), pi).gap == pytest.approx(want, abs=1e-9)
    assert abs(np.sort(np.linalg.eigvalsh(np.array([[0.05, 0.95, 0.0], [0.95, 0.0, 0.05],
                                                    [0.0, 0.05, 0.95]])))[0]) > 0.9
