"""prm27d: nonreversible_spectrum's estimate is the second pass (``dps + 30`` digits), not the first.

Module docstring of exact._mp_spectrum: ``eig`` at ``dps`` and at ``dps + 30`` digits, the error
estimate twice the change between the two. The values returned are the more precise pass's
(with the digits it used); a spy on ``_mp_eig`` hands the two passes different spectra so that
reading the first pass instead of the second shows.
"""

import mpmath
import numpy as np

import exact._mp_spectrum as mps


def test_second_pass_is_the_estimate(monkeypatch):
    P = np.array([[0.5, 0.3, 0.2], [0.2, 0.5, 0.3], [0.3, 0.2, 0.5]])   # any small chain: the spy answers
    passes = iter([[mpmath.mpf(1), mpmath.mpf("0.5")], [mpmath.mpf(1), mpmath.mpf("0.6")]])
    calls = []

    def spy(M, dps):
        calls.append(dps)
        return next(passes), dps

    monkeypatch.setattr(mps, "_mp_eig", spy)
    lam2, star, gap, err, used = mps.nonreversible_spectrum(P)
    assert calls == [mps.START_DPS, mps.START_DPS + 30]
    # second pass: lambda_2 = lambda_* = 0.6, gap 0.4, at the second pass's digits
    assert lam2 == 0.6 and star == 0.6
    assert abs(float(gap) - 0.4) < 1e-30
    assert used == mps.START_DPS + 30
    # error: twice the change between the passes (0.1 in gap and in lambda_2) plus 10^-(dps-5)
    assert abs(float(err) - (0.2 + 10.0 ** -(mps.START_DPS - 5))) < 1e-12
