"""The reference catalogue: every exact routine against closed forms.

Tolerances: 1e-12 where the computation is a handful of float64 operations on
quantities of order one (round-off ~1e-16 times a few hundred operations); 1e-10 where
iterative solvers (ARPACK, GMRES at tol 1e-12) are involved.
"""

import math

import numpy as np
import pytest

from exact import (
    distance_profile,
    glauber_kernel,
    mixing_time,
    spectral_summary,
    stationary,
)
from exact.spectral import eigenvalues, reversible_mixing_bounds
from toolkit.models import (
    IndependentSites,
    JointModel,
    curie_weiss,
    potts,
    random_joint,
    random_pairwise,
)

from .reference_chains import hypercube_weight_profile, independent_spectrum, two_state


@pytest.mark.parametrize("p, r", [(0.1, 0.3), (0.5, 0.5), (0.9, 0.8), (0.02, 0.07)])
def test_two_state_chain(p, r):
    P, pi_ref, lam, d = two_state(p, r)
    pi = stationary(P)
    np.testing.assert_allclose(pi, pi_ref, atol=1e-12)
    s = spectral_summary(P)
    assert s.reversible
    assert s.lambda_star == pytest.approx(abs(lam), abs=1e-12)
    assert s.lambda_2 == pytest.approx(lam, abs=1e-12)
    t_ref = next(t for t in range(10**6) if d(t) <= 0.25)
    assert mixing_time(P).t_mix == t_ref
    prof = distance_profile(P, 12)
    np.testing.assert_allclose(prof, [d(t) for t in range(13)], atol=1e-12)


@pytest.mark.parametrize("n, q", [(1, 2), (1, 3), (2, 2), (3, 2), (2, 3), (4, 2)])
def test_independent_sites_spectrum_is_one_minus_k_over_n(n, q):
    rng = np.random.default_rng(n * 10 + q)
    model = IndependentSites(rng.normal(size=(n, q)) * 2)
    K = glauber_kernel(model, temperature=0.7)
    vals = np.sort(eigenvalues(K).real)
    np.testing.assert_allclose(vals, independent_spectrum(n, q), atol=1e-10)
    s = spectral_summary(K)
    assert s.reversible
    # absolute gap 1/n (lambda_star = 1 - 1/n is the largest non-unit modulus)
    assert s.spectral_gap == pytest.approx(1 / n, abs=1e-10)


def test_independent_sites_gap_krylov_large():
    n, q = 9, 3  # 19683 states: Krylov path
    model = IndependentSites(np.random.default_rng(1).normal(size=(n, q)))
    s = spectral_summary(glauber_kernel(model, temperature=1.0), method="krylov")
    assert s.spectral_gap == pytest.approx(1 / n, abs=1e-8)


@pytest.mark.parametrize("n", range(2, 11))
def test_infinite_temperature_is_the_lazy_hypercube_walk(n):
    K = glauber_kernel(potts(2, n, 1.0), temperature=math.inf)
    res = mixing_time(K)
    ref = hypercube_weight_profile(n, res.t_mix + 2)
    t_ref = int(np.argmax(ref <= 0.25))
    assert res.t_mix == t_ref
    prof = distance_profile(K, res.t_mix + 2)
    np.testing.assert_allclose(prof, ref, atol=1e-12)


@pytest.mark.parametrize("T", [0.5, 1.0, 3.0])
def test_compatible_pairwise_stationary_law_is_tempered_energy(T):
    model = random_pairwise(3, 4, 1.0, symmetric=True, rng=7)
    K = glauber_kernel(model, temperature=T)
    states = K.space.all_states()
    w = np.exp(model.energy(states) / T)
    np.testing.assert_allclose(stationary(K), w / w.sum(), atol=1e-12)
    assert spectral_summary(K).reversible


def test_curie_weiss_small_n():
    n, beta, T = 6, 1.5, 1.2
    K = glauber_kernel(curie_weiss(n, beta), temperature=T)
    s = 2 * K.space.all_states() - 1
    m = s.sum(axis=1)
    # sum_{i<j} s_i s_j = (m^2 - n) / 2
    w = np.exp(beta / n * (m**2 - n) / 2 / T)
    np.testing.assert_allclose(stationary(K), w / w.sum(), atol=1e-12)


def test_joint_model_stationary_law():
    model = random_joint(2, 5, 1.0, rng=3)
    T = 0.8
    w = np.exp(model.log_joint.reshape(-1) / T)
    np.testing.assert_allclose(stationary(glauber_kernel(model, temperature=T)), w / w.sum(), atol=1e-12)


def test_reversible_bounds_hold_on_catalogue():
    for model, T in [(potts(2, 6, 1.0, graph="cycle"), 1.0), (curie_weiss(7, 2.0), 1.0),
                     (random_pairwise(2, 6, 0.8, symmetric=True, rng=2), 0.9)]:
        K = glauber_kernel(model, temperature=T)
        pi = stationary(K)
        s = spectral_summary(K, pi)
        lo, hi = reversible_mixing_bounds(s.relaxation_time, pi.min(), 0.25)
        t = mixing_time(K, pi=pi).t_mix
        assert lo <= t <= hi


def test_joint_model_logits_do_not_depend_on_own_token():
    model = JointModel(np.random.default_rng(0).normal(size=(3, 3, 3)))
    x = np.array([[0, 1, 2], [2, 1, 2]])
    np.testing.assert_array_equal(model.logits(x, np.array([0, 0]))[0], model.logits(x, np.array([0, 0]))[1])


def test_reversible_random_scan_spectrum_is_nonnegative():
    """The PSD shortcut used by the Krylov path: compatible random-scan kernels have no
    negative eigenvalues (average of pi-orthogonal projections)."""
    for model in [potts(3, 4, 1.5), random_pairwise(2, 6, 1.0, symmetric=True, rng=4), curie_weiss(6, 3.0)]:
        vals = eigenvalues(glauber_kernel(model, temperature=0.7))
        assert vals.real.min() > -1e-12
        assert abs(vals.imag).max() < 1e-10


def test_krylov_and_dense_spectral_summaries_agree():
    for model in [potts(2, 9, 1.0, graph="cycle"), random_pairwise(2, 9, 0.6, rng=8)]:
        K = glauber_kernel(model, temperature=1.0)
        a, b = spectral_summary(K, method="dense"), spectral_summary(K, method="krylov")
        assert a.reversible == b.reversible
        assert abs(a.lambda_star - b.lambda_star) < 1e-9
        assert abs(a.lambda_2 - b.lambda_2) < 1e-9
