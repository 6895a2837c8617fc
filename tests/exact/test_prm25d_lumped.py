"""prm25d (issue 30): two allowances of exact.lumped against the mathematics.

1. ``_rest_bound``: ``R_k(t)^2 = sum_{j >= 1} d_j A_j^{2t}[k, k] / nu(k)`` (module docstring),
   the part of ``||P^t(x, .)/pi - 1||^2_{L2(pi)}`` outside the symmetric sector. By the
   spectral decomposition of the reversible ``P`` that is ``P^{2t}(x, x)/pi(x)`` less the
   symmetric sector's share ``K^{2t}(k, k)/nu(k)`` (``K`` the count chain, ``x`` any state with
   ``k`` ones): computed here by enumeration of the 2^6 states. A bound that takes the crude
   ``d_j rho_j^{2t}/nu(k)`` for every sector is larger, and the certificate ``L_k + R_k/2``
   looser than documented.
2. ``count_chain_reversibility``: every q = 2 exchangeable model is compatible, so its count
   chain is reversible (module docstring); at T = 1e-10 the logarithms are ~1e10, and their
   round-off (~1e-6 absolute) must not be read as a residual: the rule is scale-free
   (relative to ``1 + |log(nu K)|``).
"""

import itertools

import numpy as np

from exact.kernel import glauber_kernel
from exact.lumped import _rest_bound, count_chain, count_chain_reversibility, count_stationary_law
from toolkit.models.exchangeable import CurieWeiss


def test_rest_bound_is_the_non_symmetric_part_of_the_return_probability():
    n = 6
    m = CurieWeiss(n, -1.5)
    law = count_stationary_law(m, chain=count_chain(m, temperature=1.0))
    lognu = law.log_pi[n - np.arange(n + 1)]          # by the number of ones k
    P = np.asarray(glauber_kernel(m, temperature=1.0).sparse().toarray())
    X = np.array(list(itertools.product(range(2), repeat=n)))
    w, V = np.linalg.eig(P.T)
    pi = np.real(V[:, np.argmin(np.abs(w - 1))])
    pi /= pi.sum()
    ones = X.sum(axis=1)
    nu = np.array([pi[ones == k].sum() for k in range(n + 1)])
    rep = [int(np.flatnonzero(ones == k)[0]) for k in range(n + 1)]
    Kc = np.zeros((n + 1, n + 1))
    for k in range(n + 1):
        np.add.at(Kc[k], ones, P[rep[k]])
    for t in (1, 3, 6):
        R2 = _rest_bound(m, 1.0, 0.0, t, lognu, np.arange(1, n))
        P2t, K2t = np.linalg.matrix_power(P, 2 * t), np.linalg.matrix_power(Kc, 2 * t)
        for k in range(1, n):
            x = rep[k]
            brute = P2t[x, x] / pi[x] - K2t[k, k] / nu[k]
            assert abs(R2[k] - brute) <= 1e-9 * brute, (t, k, R2[k], brute)


def test_count_chain_reversible_at_very_low_temperature():
    m = CurieWeiss(8, 1.0)
    ch = count_chain(m, temperature=1e-10)
    law = count_stationary_law(m, chain=ch)
    reversible, residual = count_chain_reversibility(ch, law)
    assert reversible is True
    assert residual < 1e-12
