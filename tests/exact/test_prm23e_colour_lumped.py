"""prm23e sixth sweep (issue 30): :mod:`exact.colour_lumped` on BINARY mean-field Potts, a
colour-symmetric model outside Curie-Weiss whose energy is not Curie-Weiss's. Module
docstring: ``H = beta/(2n) (sum_a c_a^2 - n)`` for mean-field Potts (any q), ``beta/(2n)
(S^2 - n)`` for Curie-Weiss; the moments of ``|m|^2`` are checked against a brute-force sum
over the ``2^n`` states of ``pi_T(x) ∝ exp(beta/n sum_{i<j} [x_i = x_j] / T)``
(:class:`toolkit.models.MeanFieldPotts`'s docstring)."""

import itertools

import numpy as np

from exact.colour_lumped import colour_chain, colour_order_moments
from toolkit.models.exchangeable import MeanFieldPotts


def _brute(q, n, beta, T):
    w, m2 = [], []
    for x in itertools.product(range(q), repeat=n):
        agree = sum(x[i] == x[j] for i in range(n) for j in range(i + 1, n))
        w.append(np.exp(beta / n * agree / T))
        c = np.bincount(x, minlength=q) / n
        m2.append(q / (q - 1) * ((c - 1 / q) ** 2).sum())
    w, m2 = np.array(w) / sum(w), np.array(m2)
    return float(w @ m2), float(w @ m2**2), float(w @ np.sqrt(m2))


def test_binary_mean_field_potts_moments_match_brute_force():
    model = MeanFieldPotts(2, 6, 3.0)
    got = colour_order_moments(model, temperature=0.7)
    np.testing.assert_allclose(got, _brute(2, 6, 3.0, 0.7), rtol=1e-12)


def test_binary_mean_field_potts_chain_law_matches_brute_force():
    # the lumped law of the partition (c_max, c_min): brute-force mass of each partition
    q, n, beta, T = 2, 5, 2.0, 0.5
    ch = colour_chain(MeanFieldPotts(q, n, beta), temperature=T)
    mass = {}
    for x in itertools.product(range(q), repeat=n):
        agree = sum(x[i] == x[j] for i in range(n) for j in range(i + 1, n))
        key = tuple(sorted(np.bincount(x, minlength=q).tolist(), reverse=True))
        mass[key] = mass.get(key, 0.0) + np.exp(beta / n * agree / T)
    Z = sum(mass.values())
    for row, p in zip(ch.parts.tolist(), ch.pi, strict=True):
        assert abs(p - mass[tuple(row)] / Z) < 1e-12
