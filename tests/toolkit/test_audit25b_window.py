"""audit25b (issue 30), toolkit.app.window: the sampled T_0 row's tolerance is ``n`` logit tolerances.

``real_window`` enumerates the window once, then samples through the model's own forward passes,
whose logits may differ from the enumerated ones by up to the model's declared error ``E`` (the
reason the logit tolerance exists: the same float32 logit differs between forward passes of
different batch composition). The window's tolerance is ``tol = 8 E``.

A drift within the declaration (every logit off by at most ``E``) moves each sampled entry
``L_ij = max osc_a (l_i(a; x) - l_i(a; x'))`` by up to ``4 E`` (two logits, each off by ``E``, on
each side of the difference), so a column sum of ``n - 1`` entries by up to ``(n - 1) 4 E`` and
``T_0 = max_j sum_i L_ij / 4`` by up to ``(n - 1) E = (n - 1) tol / 8``: above one tolerance once
``n >= 10``. The row allows ``n tol`` (the T_0 row of ``_extra_rows``); one tolerance would call a
window whose model stays within its declared error miscalibrated.

The model: ``n = 10`` independent sites, ``q = 2``, logits ``(+H, -H)`` at every site (exact
influence 0: ``L = 0``, ``T_0 = 0``), declared error ``E`` per logit. After the enumeration's
``n q**(n-1)`` rows its forward passes drift by exactly ``E``: ``l_i(0) += E s``,
``l_i(1) -= E s`` for ``i >= 1``, ``s = +1`` if ``x_0 = 1`` else ``-1``. Flipping ``x_0`` then
moves ``l_i(0) - l_i(1)`` by ``4 E`` at every ``i >= 1``: sampled ``L_i0 = 4 E``, column 0 sums to
``(n - 1) 4 E``, sampled ``T_0 = (n - 1) E = 9 E > tol = 8 E``. With ``H = 5`` the
probabilities barely move (``TV <= 4 E sigma'(2 H - 2 E) ~ 2e-4 E``), so only the logit-scale rows
see the drift.
"""

import numpy as np
import pytest

from toolkit.app.window import real_window

N, H, E = 10, 5.0, 1e-6


class DriftingIndependent:
    """Independent sites whose forward passes after the enumeration drift within the declared error."""

    vocab_size, length = 2, N

    def __init__(self):
        self.rows_seen = 0
        self.enumerated = N * 2 ** (N - 1)   # site_logits' rows: n q**(n-1)

    def logits(self, x, sites):
        x = np.asarray(x, dtype=np.int64)
        sites = np.asarray(sites, dtype=np.int64).reshape(-1)
        out = np.tile([H, -H], (x.shape[0], 1)).astype(float)
        if self.rows_seen >= self.enumerated:   # sampling: the drift, at most E per logit
            s = np.where(x[:, 0] == 1, 1.0, -1.0) * (sites >= 1)
            out[:, 0] += E * s
            out[:, 1] -= E * s
        self.rows_seen += x.shape[0]
        return out

    def logit_error(self, x, sites, logits):
        return np.full(np.asarray(logits).shape[0], E)


@pytest.fixture(scope="module")
def window():
    return real_window(DriftingIndependent(), temperature=1.0, n_chains=4, n_steps=40, n_pairs=2, n_replicates=4,
                       n_contexts=8, exit_time=False, rng=0)


def test_t0_row_allows_n_tolerances_for_a_drift_within_the_declared_error(window):
    tol = window.logit_tolerance
    assert tol == pytest.approx(8 * E)
    (row,) = [r for r in window.rows("lower bound") if r.name == "T_0 (sampled influence)"]
    assert row.exact.value == 0.0                                   # independent sites: T_0 = 0
    # the drift reached every L_i0 (some sampled context flips x_0): (n - 1) 4 E / 4
    assert row.sampled.value == pytest.approx((N - 1) * E, rel=1e-6)
    assert tol < row.sampled.value <= N * tol                        # between one and n tolerances
    assert row.ok is True
