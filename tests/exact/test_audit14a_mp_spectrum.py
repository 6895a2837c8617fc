"""Audit 14a: the non-reversible mpmath spectrum's error estimate is *twice* the change between
its two precisions (module docstring of exact/_mp_spectrum.py); the blind audit's survivor
``audit14a._mp_spectrum.error_not_doubled`` (once the change) passed every test."""

from __future__ import annotations

import mpmath
import numpy as np
import pytest

from exact import _mp_spectrum


def test_error_is_twice_the_change_between_the_two_precisions(monkeypatch):
    # mpmath's eig replaced by one whose second-largest eigenvalue moves by exactly 1e-12 between
    # the two precisions (dps, then dps + 30): gap 0.75 then 0.75 - 1e-12, so the documented
    # estimate is 2 * 1e-12 (plus a floor of 10^-(dps - 5) = 1e-35 at the default 40 digits)
    calls = []

    def fake_eig(M, dps):
        calls.append(dps)
        with mpmath.workdps(dps):
            second = mpmath.mpf("0.25") + (mpmath.mpf("1e-12") if len(calls) == 2 else 0)
            return [mpmath.mpf(1), second], dps

    monkeypatch.setattr(_mp_spectrum, "_mp_eig", fake_eig)
    out = _mp_spectrum.nonreversible_spectrum(np.array([[0.5, 0.5], [0.5, 0.5]]))
    assert calls == [40, 70]
    lam2, star, gap, err, _ = out
    assert lam2 == pytest.approx(0.25 + 1e-12, abs=1e-15) and star == pytest.approx(0.25 + 1e-12, abs=1e-15)
    assert float(gap) == pytest.approx(0.75 - 1e-12, abs=1e-15)
    assert float(err) == pytest.approx(2e-12, rel=1e-6, abs=0.0)   # approx: no default 1e-12 absolute slack
