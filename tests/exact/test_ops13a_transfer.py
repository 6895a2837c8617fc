"""exact.transfer bulk spectrum: the log transfer matrix is scaled by its *largest* entry (ops13a, issue 30).

``_bulk_spectrum`` forms ``M = exp(lm - top)`` and adds ``top`` back to ``ln lambda_1``: any
``top`` gives the same answer in exact arithmetic, but only ``top = max lm`` keeps every entry
of ``M`` in ``[0, 1]``. A uniform q = 3 Potts chain (coupling 1, field ``(1, 0, -1)``) at
``T = 0.002`` has ``lm_ab = (h_a + h_b) / (2T) + [a = b] / T``: ``lm_00 = 1000``, ``lm_11 = 500``,
``lm_22 = 0`` (the last entry), off-diagonals at most 250. ``M = e^1000 (E_00 + O(e^-500))``, so
``ln lambda_1 = 1000`` and ``lambda_2 = e^500 (1 + O(e^-250))``: ``ln(lambda_1 / |lambda_2|) = 500``
(to float64). Scaled by the last entry, ``e^1000`` overflows."""

from __future__ import annotations

import pytest

from exact.transfer import _bulk_spectrum, potts_chain


def test_bulk_spectrum_far_apart_diagonal():
    chain = potts_chain(3, 4, 1.0, field=(1.0, 0.0, -1.0))
    log_l1, ratio, _ = _bulk_spectrum(chain, 0.002)
    assert log_l1 == pytest.approx(1000.0, rel=1e-14)
    assert ratio == pytest.approx(500.0, rel=1e-12)
