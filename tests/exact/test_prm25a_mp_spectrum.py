"""prm25a: nonreversible_spectrum's two passes (dps and dps + 30 digits) each stay within the
work budget (`affordable`): the second pass's own digits decide whether it may run."""
from __future__ import annotations

import numpy as np

from exact import _mp_spectrum


def test_second_pass_checked_at_its_own_digits(monkeypatch):
    P = np.array([[0.5, 0.5], [0.25, 0.75]])
    N = 2
    dps = _mp_spectrum.digits_for(None)            # START_DPS = 40
    # budget between the first pass (N^3 * dps) and the second (N^3 * (dps + 30)): the
    # second pass is not affordable, so the function returns None (its docstring)
    monkeypatch.setattr(_mp_spectrum, "WORK_MAX", N**3 * (dps + 15))
    assert _mp_spectrum.affordable(N, dps) and not _mp_spectrum.affordable(N, dps + 30)
    assert _mp_spectrum.nonreversible_spectrum(P) is None
    # a budget for both passes: a result (eigenvalues 1 and 1/4 of this 2x2 chain)
    monkeypatch.setattr(_mp_spectrum, "WORK_MAX", N**3 * (dps + 30))
    out = _mp_spectrum.nonreversible_spectrum(P)
    assert out is not None and abs(out[0] - 0.25) < 1e-12
