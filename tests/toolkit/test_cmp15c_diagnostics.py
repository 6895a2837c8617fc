"""cmp15c: Geyer's initial positive sequence keeps a pair that sums to exactly zero.

Module docstring of :mod:`toolkit.diagnostics`: the autocorrelations are "summed in pairs
``rho_{2k} + rho_{2k+1}`` up to the first *negative* pair", ArviZ's and ``posterior``'s
convention (ArviZ ``_ess``: ``if (rho_hat_even + rho_hat_odd) >= 0`` stores the pair). A pair
summing to 0 is not negative: it is stored, and it ends the sequence (the loop runs while the
last pair is positive), its even term being ``tau``'s "next even term".

Hand case: one chain of ``N = 8`` draws whose autocovariances are set to
``a = (7, 4.5, -0.75, 2.75, 0, 0, 0, 0)`` (``autocovariance`` replaced; every step below is
exact in binary floating point). ``W = 7 * 8 / 7 = 8``, ``var_plus = W 7/8 = 7`` and ``rho_t =
1 - (8 - a_t) / 7``: ``rho_1 = 1/2``, ``rho_2 = -1/4``, ``rho_3 = 1/4``. The first pair ``1 +
1/2 > 0``; the second ``-1/4 + 1/4 = 0`` is kept and stops the loop (``max_t = 1``), so ``tau =
-1 + 2 (rho_0 + rho_1) + rho_2 = -1 + 3 - 1/4 = 7/4`` (above the floor ``1/log10(8)``) and the
ESS is ``8 / (7/4) = 32/7``. (Dropping the zero pair leaves ``rho_2 = 0``: ``tau = 2``, ESS 4.)
ArviZ's ``_ess``, given the same autocovariances, is the independent check.
"""

import numpy as np
import pytest

import toolkit.diagnostics as diagnostics

ACOV = np.array([[7.0, 4.5, -0.75, 2.75, 0.0, 0.0, 0.0, 0.0]])
X = np.array([[0.0, 1.0, 0.0, 2.0, 1.0, 0.0, 3.0, 1.0]])   # any non-constant chain of 8 draws


def test_a_zero_pair_is_kept_in_the_initial_positive_sequence(monkeypatch):
    monkeypatch.setattr(diagnostics, "autocovariance", lambda x: ACOV.copy())
    assert diagnostics.effective_sample_size(X, method="identity") == 32 / 7


@pytest.mark.slow   # importing ArviZ takes seconds
def test_the_hand_value_is_arviz_s(monkeypatch):
    arviz_diagnostics = pytest.importorskip("arviz.stats.diagnostics")
    monkeypatch.setattr(arviz_diagnostics, "_autocov", lambda ary, axis=-1: ACOV.copy())
    assert arviz_diagnostics._ess(X) == pytest.approx(32 / 7, rel=1e-15)
