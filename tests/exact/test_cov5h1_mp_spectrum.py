"""Coverage-driven guards of ``exact._mp_spectrum.nonreversible_spectrum`` (issue 30, helper
cov5h1): the closed-form gap of the lazy 3-path, and the documented None when the work is
beyond the budget or mpmath's QR keeps stalling up to ``DPS_MAX`` digits."""

from __future__ import annotations

import mpmath
import numpy as np
import pytest

from exact._mp_spectrum import nonreversible_spectrum

# lazy walk on a path of 3: eigenvalues 1, 1/2, 0 -> lambda_2 = lambda_star = 1/2, gap 1/2
P3 = np.array([[0.5, 0.5, 0.0], [0.25, 0.5, 0.25], [0.0, 0.5, 0.5]])


def test_closed_form_gap():
    lam2, star, gap, err, dps = nonreversible_spectrum(P3)
    assert lam2 == pytest.approx(0.5, abs=1e-15) and star == pytest.approx(0.5, abs=1e-15)
    assert float(gap) == pytest.approx(0.5, abs=1e-15) and float(err) < 1e-20


def test_none_beyond_the_work_budget():
    # 400 states at 40 digits: 400^3 * 40 = 2.6e9 > WORK_MAX = 4e7
    P = np.full((400, 400), 1.0 / 400)
    assert nonreversible_spectrum(P) is None


def test_none_when_qr_stalls_at_every_precision(monkeypatch):
    calls = []

    def stall(*a, **k):
        calls.append(mpmath.mp.dps)
        raise RuntimeError("QR stalled")

    monkeypatch.setattr(mpmath, "eig", stall)
    assert nonreversible_spectrum(P3) is None
    assert calls and calls == sorted(calls) and calls[-1] <= 8000   # doubled up to DPS_MAX
