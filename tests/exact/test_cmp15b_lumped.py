"""cmp15b: the count chain's size guard at its boundary (``exact.lumped``).

:func:`exact.lumped.count_chain` refuses a chain "above the lumped engine's limit of
``MAX_COUNT_STATES``" (its error message): a chain with exactly that many count vectors is
within the limit and is built. ``CurieWeiss(2, 0)`` has ``C(n + q - 1, q - 1) = C(3, 1) = 3``
count vectors; the limit is lowered to 3 (the equality case) and to 2 (one below).
"""

from __future__ import annotations

import numpy as np
import pytest

import exact.lumped as lumped
from toolkit.exceptions import InvalidInputError
from toolkit.models.exchangeable import CurieWeiss


def test_count_chain_at_exactly_the_state_limit_is_built(monkeypatch):
    monkeypatch.setattr(lumped, "MAX_COUNT_STATES", 3)  # C(2 + 2 - 1, 1) = 3: the equality case
    K = lumped.count_chain(CurieWeiss(2, 0.0), temperature=1.0)
    # J = 0: each site resamples uniformly, so the count c_1 (ones among 2 sites) moves by a
    # random-scan step: from 0 up w.p. 1/2, from 1 down or up w.p. 1/4 each (hand values)
    np.testing.assert_allclose(K.P.toarray(), [[0.5, 0.5, 0.0], [0.25, 0.5, 0.25], [0.0, 0.5, 0.5]],
                               rtol=0, atol=1e-15)
    monkeypatch.setattr(lumped, "MAX_COUNT_STATES", 2)  # one below: refused, naming the count
    with pytest.raises(InvalidInputError, match="3 states"):
        lumped.count_chain(CurieWeiss(2, 0.0), temperature=1.0)


def test_q2_gap_error_is_second_order_in_the_ritz_residual(monkeypatch):
    """The sector gaps carry "the Kato-Temple error estimate" (module docstring): for the
    Rayleigh quotient ``rho`` of a unit vector with residual ``r`` and a distance ``delta`` from
    ``rho`` to the rest of the spectrum, ``|lambda - rho| <= r^2 / delta`` (Kato 1949, Temple
    1928), second order, where ``r`` alone is the first-order bound. Every Ritz vector is
    perturbed by ``1e-6`` (orthogonally to the deflated Perron vector in sector 0), its Rayleigh
    quotient taken as the Ritz value: the residual is ~1e-6, the reported error must be of
    order ``r^2 / delta`` ~ 1e-12, not ``r``, and still bound the true error (the full chain's
    gap by dense enumeration of the ``2^6`` states)."""
    from exact import glauber_kernel

    real = lumped._dirichlet_ritz
    rng = np.random.default_rng(7)
    residuals = []

    def perturbed(s, V, deflate):
        mu, v = real(s, V, deflate)
        noise = rng.standard_normal(v.shape[0])
        if deflate is not None:
            noise -= deflate * (deflate @ noise)
        v = v / np.linalg.norm(v) + 1e-6 * noise / np.linalg.norm(noise)
        rho = float(v @ lumped._apply_generator(s, v) / (v @ v))
        residuals.append(float(np.linalg.norm(lumped._apply_generator(s, v) - rho * v) / np.linalg.norm(v)))
        return rho, v

    monkeypatch.setattr(lumped, "_dirichlet_ritz", perturbed)
    model, T = CurieWeiss(6, 1.0), 1.5
    gap, err, *_ = lumped._q2_gap(model, T, 0.0, None)
    assert min(residuals) > 1e-8  # the perturbation shows in the residual
    assert err < 1e-9  # second order: ~ r^2 / delta, not r ~ 1e-6
    ev = np.sort(np.abs(np.linalg.eigvals(glauber_kernel(model, temperature=T).dense())))[::-1]
    assert abs(gap - (1.0 - ev[1])) <= err + 1e-13


def test_rest_bound_computes_a_term_at_exactly_the_negligible_level(monkeypatch):
    """``_rest_bound``: ``R_k(t)^2 = sum_{j >= 1} d_j A_j^{2t}[k, k] / nu(k)``, where terms
    whose crude bound ``d_j rho_j^{2t} / nu(k)`` is *below* ``NEGLIGIBLE`` are replaced by that
    bound (its docstring and the constant's comment): a crude bound equal to ``NEGLIGIBLE`` is
    not below it, the term is computed. Class ``k = 1`` of ``n = 4`` sites needs sector ``j = 1``
    only (``d_1 = C(4, 1) - C(4, 0) = 3``); ``NEGLIGIBLE`` is placed exactly at its crude
    bound, and the result must be the exact diagonal entry of ``A_1^{2t}`` (a dense matrix power
    of the sector's tridiagonal ``I - L``), well below the crude bound."""
    import math

    model, T, t = CurieWeiss(4, 1.0), 1.3, 3
    log_nu = np.log(np.full(5, 0.2))
    (s,) = lumped._sectors(model, T, 0.0, js=[1])
    d, e = s.generator()
    S = np.eye(s.size) - (np.diag(d) + np.diag(e, 1) + np.diag(e, -1))  # A_1, symmetrized
    exact_term = 3 * np.linalg.matrix_power(S, 2 * t)[0, 0] / 0.2  # level m = k - j = 0
    # the crude bound, as the code forms it (spectral radius of A_1, rounded up by 4 size u)
    lo = float(lumped._tridiagonal_eigh(d, e, (0, 0))[0])
    hi = float(lumped._tridiagonal_eigh(d, e, (s.size - 1, s.size - 1))[0])
    rho = min(max(abs(1.0 - lo), abs(1.0 - hi), 1e-300) + 4 * s.size * lumped._U, 1.0)
    assert rho == pytest.approx(np.abs(np.linalg.eigvalsh(S)).max(), rel=1e-12)
    crude = math.log(3) + 2 * t * math.log(rho) - log_nu[1]
    assert exact_term < 0.9 * math.exp(crude)  # the two branches differ
    neg = math.exp(crude)
    for _ in range(64):  # a float whose log is exactly the crude bound (the equality case)
        if math.log(neg) == crude:
            break
        neg = math.nextafter(neg, math.inf if math.log(neg) < crude else 0.0)
    assert math.log(neg) == crude
    monkeypatch.setattr(lumped, "NEGLIGIBLE", neg)
    R2 = lumped._rest_bound(model, T, 0.0, t, log_nu, np.array([1]))
    assert R2[1] == pytest.approx(exact_term, rel=1e-9)
