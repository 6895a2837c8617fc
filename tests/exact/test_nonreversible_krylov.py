"""The large non-reversible spectrum (exact/_nonreversible_krylov.py: left and right
Krylov-Schur runs, two-sided Rayleigh quotient) against dense references.

References: ``numpy.linalg.eigvals`` of the dense kernel (LAPACK's QR algorithm, an
independent implementation) for ``lambda_star`` and ``lambda_2``; ``method="dense"`` of
:func:`exact.multiplicative_gaps` (dense SVDs of ``B^k``) for the reversibilizations.
"""

from __future__ import annotations

import importlib

import numpy as np
import pytest
import scipy.linalg as sla

from exact import glauber_kernel, multiplicative_gaps, spectral_summary, stationary_law
from toolkit.exceptions import InvalidInputError
from toolkit.models import random_pairwise, random_table

nrk = importlib.import_module("exact._nonreversible_krylov")


def dense_reference(P):
    w = np.linalg.eigvals(np.asarray(P))
    w = np.delete(w, np.argmin(np.abs(w - 1)))
    return float(np.max(np.abs(w))), float(np.max(w.real))


@pytest.mark.parametrize(("model", "T"), [
    (random_pairwise(2, 9, 0.5, rng=0), 1.0),   # lambda_star a complex pair 0.9192 +- 0.0217i
    (random_table(2, 9, 1.0, rng=2), 1.0),       # a pair 0.89975 +- 0.00167i, then 0.89517
    (random_table(3, 5, 2.0, rng=1), 0.5),       # larger logits: a worse-conditioned eigenvalue
])
def test_gap_and_lambda_2_equal_the_dense_ones(model, T):
    K = glauber_kernel(model, temperature=T)
    star, lam2 = dense_reference(K.dense())
    s = spectral_summary(K, method="krylov", nonreversible_k=0)
    assert not s.reversible and s.method.startswith("krylov-schur")
    assert abs(s.lambda_star - star) <= max(s.gap_error, 1e-14)  # the estimate covers the error
    assert s.gap_error <= 1e-8 * s.spectral_gap                  # and meets the target
    assert abs(s.lambda_2 - lam2) < 1e-9
    assert s.multiplicative_gaps is None and s.pseudo_spectral_gap is None  # nonreversible_k=0


def cyclic_perturbation_of_a_product(n_factors=7, eps=0.02):
    """``(1 - eps) A + eps C``: ``A`` the product of two-state chains ``[[0.1, 0.9], [0.9, 0.1]]``
    (eigenvalues ``(-0.8)^j``), ``C`` the cyclic shift (not reversible). The eigenvalue of
    largest modulus is near -0.8 and the largest real part near 0.64: the left run's values
    cannot certify ``lambda_2``, so the run for the largest real parts must be made."""
    P1 = np.array([[0.1, 0.9], [0.9, 0.1]])
    A = np.array([[1.0]])
    for _ in range(n_factors):
        A = np.kron(A, P1)
    N = A.shape[0]
    C = np.roll(np.eye(N), 1, axis=1)
    return (1 - eps) * A + eps * C


def test_lambda_2_by_its_own_run_when_the_moduli_do_not_certify_it():
    P = cyclic_perturbation_of_a_product()
    star, lam2 = dense_reference(P)
    assert lam2 < 0.7 < star  # the case the certificate cannot settle
    s = spectral_summary(P, method="krylov", nonreversible_k=0)
    assert not s.reversible and "largest real part" in s.method
    assert abs(s.lambda_star - star) <= max(s.gap_error, 1e-14)
    assert abs(s.lambda_2 - lam2) < 1e-9


def test_reversibilization_gaps_by_krylov_equal_the_dense_ones():
    K = glauber_kernel(random_pairwise(2, 9, 0.5, rng=0), temperature=1.0)
    law = stationary_law(K)
    dense = multiplicative_gaps(K, law, k_max=4, method="dense")
    krylov = multiplicative_gaps(K, law, k_max=4, method="krylov")
    np.testing.assert_allclose(krylov, dense, rtol=0, atol=1e-12)


def test_nonreversible_k_is_checked():
    with pytest.raises(InvalidInputError, match="nonreversible_k"):
        spectral_summary(np.array([[0.5, 0.5], [0.5, 0.5]]), nonreversible_k=-1)


def test_two_sided_quotient_is_second_order():
    """Perturb exact left and right eigenvectors of ``lambda`` by ``eps`` times those of the
    nearest other eigenvalue ``lambda'``: the two-sided quotient moves by ``eps^2 |lambda' -
    lambda| y'^T f' / y^T f`` exactly (``e_y^T (P - lambda) e_f / y^T f``), second order, where
    each one-sided quotient moves by order ``eps``; the estimate ``r s / (c delta)`` must cover
    that and be of its size (the perturbation is the worst case the estimate is built for)."""
    K = glauber_kernel(random_pairwise(2, 7, 0.5, rng=1), temperature=1.0)
    P = K.dense()
    law = stationary_law(K)
    w, VL, VR = sla.eig(P, left=True)
    order = np.argsort(-np.abs(w))
    j = int(order[1])                                   # lambda_star
    others = np.delete(np.arange(w.size), [j, int(order[0])])
    k = int(others[np.argmin(np.abs(w[others] - w[j]))])  # the nearest other eigenvalue
    eps = 1e-3
    f = VR[:, j] + eps * VR[:, k]
    y = np.conj(VL[:, j]) + eps * np.conj(VL[:, k])      # P^T y = lambda y
    mu, r, s, c = nrk._two_sided(P, P.T, law.pi, f, y)
    err = abs(mu - w[j])
    assert 1e-10 < err < 1e-5  # second order in eps = 1e-3 (first order would be ~1e-3)
    delta = float(np.min(np.abs(np.delete(w, [j, int(order[0])]) - mu)))
    est = nrk.two_sided_error(r, s, c, delta)
    assert err <= est < 100 * err


def test_reversibilizations_fall_back_to_arpack_when_krylov_schur_stalls(monkeypatch):
    # a Krylov-Schur run on (P*)^k P^k that does not converge (nn-chain(n=12) at T = 0.1 stalled at
    # residual 5e-8 after 20,004 products) must not lose the gaps: ARPACK takes over, and its
    # values agree with the dense SVDs
    P = glauber_kernel(random_pairwise(2, 6, 0.5, rng=3), temperature=1.0)
    law = stationary_law(P)
    dense = multiplicative_gaps(P, law, k_max=2, method="dense")

    def stalled(*args, **kwargs):
        raise np.linalg.LinAlgError("Krylov-Schur on (P*)^1 P^1 did not converge")

    monkeypatch.setattr(nrk, "reversibilization_tops", stalled)
    got = multiplicative_gaps(P, law, k_max=2, method="krylov")
    np.testing.assert_allclose(got, dense, rtol=0, atol=1e-9)


def test_a_cluster_of_sectors_does_not_pair_two_eigenvalues():
    # An exchangeable q = 3 table at T = 0.05 (729 states): the slowest eigenvalues come in
    # clusters from several symmetry sectors, 1 - 3.993e-8 and 1 - 5.49e-8 among them. A right
    # run asked for one value settled on the second cluster and the two-sided quotient of the
    # mismatched pair reported gap 5.486e-8 +- 9e-11 (found by tests/exact/test_lumped_sectors.py's
    # slow case). Reference: numpy's dense eigenvalues of the same kernel (LAPACK geev).
    from exact._nonreversible_krylov import nonreversible_krylov
    from tests.exact.test_lumped_sectors import random_exchangeable

    K = glauber_kernel(random_exchangeable(3, 6, 1.0, rng=2), temperature=0.05)
    moduli = np.sort(np.abs(np.linalg.eigvals(K.dense())))[::-1]
    true_gap = 1.0 - moduli[1]  # 3.9932465e-8 (dense; its own error ~1e-15)
    _, _, gap, err, _ = nonreversible_krylov(K, stationary_law(K))
    assert abs(gap - true_gap) <= err + 1e-14 and err < 0.1 * true_gap  # (spectral_summary then refines it)


def test_a_mismatched_pair_widens_the_error_to_cover_both(monkeypatch):
    # The guard behind the fix above: force the old single-value right run; the quotient of the
    # mismatched pair leaves the left run's value, and the reported gap's interval must still
    # hold the dense one (it is the left value's, with an error reaching the other).
    import exact._nonreversible_krylov as nrk
    from tests.exact.test_lumped_sectors import random_exchangeable

    real = nrk.krylov_schur

    def one_right_value(op, N, k, **kw):
        return real(op, N, 1 if kw.get("vectors", 1) is None else k, **kw)

    monkeypatch.setattr(nrk, "krylov_schur", one_right_value)
    K = glauber_kernel(random_exchangeable(3, 6, 1.0, rng=2), temperature=0.05)
    gaps = 1.0 - np.sort(np.abs(np.linalg.eigvals(K.dense())))[::-1][1:]
    _, _, gap, err, used = nrk.nonreversible_krylov(K, stationary_law(K))
    assert "disagree" in used and abs(gap - gaps[0]) <= err
    # ... and the interval reaches the value the right run settled on (the cluster at 5.49e-8)
    other = gaps[np.argmin(np.abs(gaps - 5.49e-8))]
    assert gap + err >= other - 1e-12


def test_two_sided_error_by_hand():
    """``min(min(r, s) / c, r s / (c delta))`` (module docstring): ``r = 1e-3, s = 1e-4, c = 0.5``,
    ``delta = 0.1``: first order ``2e-4``, second order ``1e-7 / 0.05 = 2e-6``; without a separation
    (``delta = 0``) the first-order term alone."""
    assert nrk.two_sided_error(1e-3, 1e-4, 0.5, 0.1) == pytest.approx(2e-6, rel=1e-14)
    assert nrk.two_sided_error(1e-3, 1e-4, 0.5, 0.0) == pytest.approx(2e-4, rel=1e-14)
    assert nrk.two_sided_error(1e-3, 1e-4, 0.5, 1e-6) == pytest.approx(2e-4, rel=1e-14)   # 0.2 > 2e-4


def test_separation_is_the_distance_to_the_nearest_other_eigenvalue(monkeypatch):
    """``delta`` stands in for the distance from ``lambda_star`` to the rest of the spectrum, so it
    must not exceed the distance to the *nearest* other eigenvalue (dense eigenvalues, LAPACK).
    ``random_table(2, 9, 1.0, rng=2)`` at ``T = 1``: ``lambda_star`` is one of the pair
    ``0.89975 +- 0.00167i``, whose conjugate is nearest (``0.0033``); the other Ritz values and the
    moduli left out lie farther."""
    seen = []
    real = nrk.two_sided_error

    def spy(r, s, c, delta):
        seen.append(delta)
        return real(r, s, c, delta)

    monkeypatch.setattr(nrk, "two_sided_error", spy)
    K = glauber_kernel(random_table(2, 9, 1.0, rng=2), temperature=1.0)
    w = np.linalg.eigvals(K.dense())
    w = np.delete(w, np.argmin(np.abs(w - 1)))
    star = w[np.argmax(np.abs(w))]
    nearest = float(np.min(np.abs(np.delete(w, np.argmin(np.abs(w - star))) - star)))
    spectral_summary(K, method="krylov", nonreversible_k=0)
    assert len(seen) == 1 and 0 < seen[0] <= nearest * (1 + 1e-6)
