"""cmp16c (issue 30): Geyer's initial positive sequence ends at a pair that sums to exactly 0.

``toolkit.diagnostics`` (module docstring; the R package ``posterior``'s ``ess_mean`` rule):
the autocorrelations are summed in pairs ``rho_{2k} + rho_{2k+1}`` while the previous pair is
*positive* (``posterior``: ``while (t < N - 3 && rho_even + rho_odd > 0)``); a pair whose sum is
exactly 0 is the last one read, its odd term left out and its even term the trailing one.

Hand-built autocovariances (``autocovariance`` replaced), one chain of ``N = 9`` draws:
``acov_0 = 1`` gives ``W = 9/8`` and ``var+ = 1`` exactly, so ``rho_t = acov_t - 1/8``. With
``rho = (1, 1/2, 1/4, -1/4, -1/8, -1/8, -1/8, -1/8, -1/8)`` the pair ``(rho_2, rho_3)`` sums to 0:
``tau = -1 + 2 (rho_0 + rho_1) + rho_2 = -1 + 3 + 1/4 = 9/4`` (above the floor ``1/log10 9``),
``ESS = 9 / tau = 4``. Reading on past the zero pair (to the negative pair ``(rho_4, rho_5)``)
would give ``tau = -1 + 2 (1 + 1/2 + 1/4 - 1/4) = 2``, ``ESS = 4.5``.
"""

from __future__ import annotations

import numpy as np

import toolkit.diagnostics as dg


def test_zero_pair_ends_the_initial_positive_sequence(monkeypatch):
    rho = np.array([1.0, 0.5, 0.25, -0.25, -0.125, -0.125, -0.125, -0.125, -0.125])
    acov = (rho + 0.125)[None, :]                      # rho_t = 1 - (W - acov_t) / var+ = acov_t - 1/8 (t >= 1)
    acov[0, 0] = 1.0                                   # W = 1 * 9/8, var+ = W * 8/9 = 1 (rho_0 = 1 by definition)
    monkeypatch.setattr(dg, "autocovariance", lambda x: acov.copy())
    assert dg._geyer_ess(np.arange(9.0)[None, :]) == 4.0
