"""Tenth blind audit, part b (issue 30): a bug found while writing benchmarks/blind_audit_10b.py's
tests, and a by-hand check of the Rayleigh-Ritz refinement near 1.

``implied_timescales`` raised ``ValueError: zero-size array to reduction operation maximum``
on a reversible chain whose stationary law is flat along every move and whose gaps are below
``REFINE_GAP`` (every state a local maximum of ``pi``, so the harmonic-extension Ritz of the
slow cluster had no state left to extend to: ``h.max()`` of an empty array). Fixed in
``exact.timescales._harmonic_cluster``: with every state a well it is skipped (the Ritz values
stand).
"""

import numpy as np

from exact.timescales import implied_timescales


def test_uniform_path_of_three_with_tiny_rates_by_hand():
    # P = [[1-p, p, 0], [p, 1-2p, p], [0, p, 1-p]] is symmetric (pi uniform: every state a
    # local maximum of pi). I - P = p * (the path graph's Laplacian), whose eigenvalues are
    # 0, 1, 3: lambda = 1 - p, 1 - 3p, so t_i = -1/ln(1 - c p) for c = 1, 3
    p = 1e-9
    P = np.array([[1 - p, p, 0.0], [p, 1 - 2 * p, p], [0.0, p, 1 - p]])
    r = implied_timescales(P)
    np.testing.assert_allclose(r.timescales, [-1 / np.log1p(-p), -1 / np.log1p(-3 * p)], rtol=1e-6)


def test_birth_death_chain_with_tiny_rates_by_hand():
    # 0 <-> 1 <-> 2 with rates a (0 -> 1), b (1 -> 0), c (1 -> 2), d (2 -> 1): the non-zero
    # eigenvalues of I - P solve x^2 - (a + b + c + d) x + (ac + ad + bd) = 0 (the trace, and
    # the sum of the 2 x 2 principal minors ac, ad, bd)
    a, b, c, d = 1e-9, 2e-9, 1e-9, 1e-9
    P = np.array([[1 - a, a, 0.0], [b, 1 - b - c, c], [0.0, d, 1 - d]])
    s, pr = a + b + c + d, a * c + a * d + b * d
    gaps = np.array([(s - np.sqrt(s * s - 4 * pr)) / 2, (s + np.sqrt(s * s - 4 * pr)) / 2])
    r = implied_timescales(P)
    np.testing.assert_allclose(r.timescales, -1 / np.log1p(-gaps), rtol=1e-6)
