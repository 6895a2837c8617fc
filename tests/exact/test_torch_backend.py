"""The torch backend (toolkit.exact_torch, CPU here) against the reference catalogue's closed
forms and against the numpy engine.

Tolerances: 1e-12 for products (the same float64 sums in another order); 1e-10 for the
stationary law, gap and distances, which come from iterative solvers stopped at ~1e-13
(the catalogue's own iterative tolerance); float32 products: 1e-6 relative (24-bit
mantissa, sums of at most n q terms).
"""

from __future__ import annotations

import math

import numpy as np
import pytest

torch = pytest.importorskip("torch")

from exact import glauber_kernel, mixing_time, spectral_summary, stationary  # noqa: E402
from toolkit import exact_torch as et  # noqa: E402
from toolkit.models import IndependentSites, potts, random_pairwise, random_table  # noqa: E402

from .reference_chains import hypercube_weight_profile, two_state  # noqa: E402


@pytest.mark.parametrize(("p", "r"), [(0.1, 0.3), (0.9, 0.8), (0.02, 0.07)])
def test_two_state_chain_closed_forms(p, r):
    P, pi_ref, lam, d = two_state(p, r)
    K = et.TorchKernel.from_matrix(P)
    pi = et.stationary(K)
    np.testing.assert_allclose(pi.numpy(), pi_ref, atol=1e-12)
    assert et.spectral_gap(K, pi).gap == pytest.approx(1 - abs(lam), abs=1e-12)
    res = et.mixing_time(K, pi)
    assert res.t_mix == next(t for t in range(10**6) if d(t) <= 0.25)
    np.testing.assert_allclose(res.distances, [d(t) for t in range(res.t_mix)], atol=1e-12)


@pytest.mark.parametrize(("n", "q"), [(2, 2), (3, 3), (4, 2)])
def test_independent_sites_gap_is_one_over_n(n, q):
    model = IndependentSites(np.random.default_rng(n * 10 + q).normal(size=(n, q)) * 2)
    K = et.TorchKernel.from_kernel(glauber_kernel(model, temperature=0.7))
    pi = et.stationary(K)
    # Levin-Peres-Wilmer: random-scan product chain, spectrum 1 - k/n
    assert et.spectral_gap(K, pi).gap == pytest.approx(1 / n, abs=1e-10)


@pytest.mark.parametrize("n", [3, 6])
def test_infinite_temperature_is_the_lazy_hypercube_walk(n):
    K = et.TorchKernel.from_pairwise(potts(2, n, 1.0), temperature=math.inf)
    pi = et.stationary(K)
    res = et.mixing_time(K, pi)
    ref = hypercube_weight_profile(n, res.t_mix)
    np.testing.assert_allclose(res.distances, ref[: res.t_mix], atol=1e-12)
    assert ref[res.t_mix] <= 0.25 < ref[res.t_mix - 1]


@pytest.mark.parametrize(("n", "T", "c"), [(5, 1.5, 1.0), (7, 0.7, 1.0), (9, 2.0, 0.5)])
def test_ising_ring_gap_is_glauber_closed_form(n, T, c):
    """Random-scan heat bath on the Ising ring is Glauber's (1963) dynamics with
    gamma = tanh(2 beta J_Ising) = tanh(c / T) (Potts coupling c = 2 J_Ising): generator gap
    1 - gamma (the magnetization mode), so P = I + Q/n has gap (1 - tanh(c/T)) / n."""
    model = potts(2, n, c, graph="cycle")
    for dtype in ("float64", "float32"):
        K = et.TorchKernel.from_pairwise(model, temperature=T, dtype=dtype)
        pi = et.stationary(K, log_pi=et.pairwise_log_pi(model, T))
        g = et.spectral_gap(K, pi)
        assert g.gap == pytest.approx((1 - math.tanh(c / T)) / n, abs=1e-10)
        assert g.gap_error < 1e-9


KERNELS = [
    ("potts random", lambda: glauber_kernel(potts(3, 4, 1.0), temperature=0.8)),
    ("potts lazy", lambda: glauber_kernel(potts(2, 6, 1.0, graph="cycle"), temperature=0.6, lazy=0.3)),
    ("pairwise nonreversible", lambda: glauber_kernel(random_pairwise(2, 6, 1.0, rng=3), temperature=1.0)),
    ("table systematic", lambda: glauber_kernel(random_table(2, 5, 1.0, rng=4), temperature=1.0, scan="systematic")),
]


@pytest.mark.parametrize(("name", "make"), KERNELS, ids=[k[0] for k in KERNELS])
def test_torch_equals_numpy(name, make):
    K = make()
    TK = et.TorchKernel.from_kernel(K)
    rng = np.random.default_rng(0)
    f = rng.normal(size=(K.n_states, 3))
    for v in (f[:, 0], f):
        np.testing.assert_allclose(TK.matvec(torch.as_tensor(v)).numpy(), K.matvec(v), rtol=0, atol=1e-12)
        np.testing.assert_allclose(TK.rmatvec(torch.as_tensor(v)).numpy(), K.rmatvec(v), rtol=0, atol=1e-12)
    if K.is_random_scan:
        np.testing.assert_allclose(TK.sym_matvec(torch.as_tensor(f[:, 0])).numpy(), K.sym_matvec(f[:, 0]),
                                   rtol=0, atol=1e-12)
    pi_np = stationary(K)
    pi = et.stationary(TK)
    # GMRES stops at ||pi P - pi||_1 <= 1e-13: absolute accuracy (GTH's is relative)
    np.testing.assert_allclose(pi.numpy(), pi_np, rtol=1e-10, atol=1e-13)
    m_np = mixing_time(K, pi=pi_np, method="stepping")
    m = et.mixing_time(TK, pi, block=7)
    assert m.t_mix == m_np.t_mix
    np.testing.assert_allclose(m.distances, m_np.distances, rtol=0, atol=1e-10)
    s = spectral_summary(K, pi_np, method="dense")
    if s.reversible:
        assert et.spectral_gap(TK, pi).gap == pytest.approx(s.spectral_gap, abs=1e-10)
    # float32: the products to the stated 1e-6 relative tolerance
    T32 = et.TorchKernel.from_kernel(K, dtype="float32")
    got = T32.rmatvec(torch.as_tensor(f[:, 0], dtype=torch.float32)).double().numpy()
    np.testing.assert_allclose(got, K.rmatvec(f[:, 0]), rtol=0, atol=1e-6 * np.abs(f).max() * 4)


def test_on_the_fly_pairwise_equals_the_stored_kernel():
    model = random_pairwise(3, 5, 0.8, rng=7)
    K = glauber_kernel(model, temperature=1.3, lazy=0.1)
    TK = et.TorchKernel.from_pairwise(model, temperature=1.3, lazy=0.1)
    f = np.random.default_rng(1).random(K.n_states)
    np.testing.assert_allclose(TK.matvec(torch.as_tensor(f)).numpy(), K.matvec(f), rtol=1e-13, atol=0)
    np.testing.assert_allclose(TK.rmatvec(torch.as_tensor(f)).numpy(), K.rmatvec(f), rtol=1e-13, atol=0)


def test_pairwise_log_pi_is_the_stationary_law():
    model = potts(3, 5, 1.0, graph="cycle")
    pi = et.stationary(None, log_pi=et.pairwise_log_pi(model, 0.9))
    np.testing.assert_allclose(pi.numpy(), stationary(glauber_kernel(model, temperature=0.9)), rtol=1e-12)
    with pytest.raises(et.NotSupportedError, match="symmetric"):
        et.pairwise_log_pi(random_pairwise(2, 3, 1.0, rng=0), 1.0)


def test_bad_dtype_names_the_argument():
    with pytest.raises(et.InvalidInputError, match="`dtype`"):
        et.TorchKernel.from_matrix(np.eye(2), dtype="float16")
