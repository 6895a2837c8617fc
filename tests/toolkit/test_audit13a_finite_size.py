"""fss_verdict's second confirmation of a Binder crossing (thirteenth blind audit, part a).

The module docstring of ``toolkit/finite_size.py``: a crossing is a transition when the
susceptibility peaks confirm it, "either the extrapolated ``T*(n -> inf)`` is known to
``PEAK_ERR_MAX_REL`` ... or the three largest resolved peaks close in on the crossing, the last
within ``PEAK_NEAR_REL`` = 6 %". Closing in means each of the three is at least as near the
crossing as the one before. The data below make the first route unavailable: sampled data (a
Binder error is given) with 4 sizes and no replicates have no error estimate for the peak
extrapolation (no bootstrap, and the jackknife over sizes needs 5), and sampled data without
one do not confirm a crossing by extrapolation. So the verdict rests on the peaks' approach.
"""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.finite_size import PEAK_NEAR_REL, ScalingData, fss_verdict

T = np.round(np.linspace(0.6, 1.4, 41), 12)
NS = np.array([16.0, 64.0, 256.0, 1024.0])


def _data(peak_locations):
    # Binder curves U = (2/3) / (1 + exp(2 (T - 1) sqrt(n))): every pair crosses at T = 1 exactly
    # (U = 1/3 there for every n), ordered below (U grows with n), disordered above
    x = (T[None, :] - 1.0) * np.sqrt(NS[:, None])
    U = (2 / 3) / (1 + np.exp(2 * x))
    # Lorentzian susceptibility peaks of height sqrt(n), centred on grid points
    loc = np.asarray(peak_locations, dtype=float)[:, None]
    chi = np.sqrt(NS[:, None]) / (1 + ((T[None, :] - loc) / 0.1) ** 2)
    return ScalingData(T, NS, binder=U, susceptibility=chi, binder_err=np.full(U.shape, 1e-6), method="sampled")


@pytest.mark.slow  # ~10 s: a transition runs the collapse fits (their jackknife over sizes)
def test_peaks_that_close_in_on_the_crossing_confirm_it():
    # distances of the three largest sizes' peaks to T_c = 1: 0.10, 0.06, 0.04 (non-increasing,
    # the last within 6 %): a transition at the crossing
    v = fss_verdict(_data([1.20, 1.10, 1.06, 1.04]))
    assert 0.04 <= PEAK_NEAR_REL
    assert v.verdict == "transition", v.reasons
    assert abs(v.critical_temperature - 1.0) < 0.01
    assert any("close in on the crossing" in r for r in v.reasons)


def test_peaks_that_move_away_then_back_do_not_close_in():  # the fast check (default tier)
    # distances 0.02, 0.06, 0.04: the last is within 6 % but the middle step moves away from
    # the crossing, so the three largest peaks do not close in; with no usable extrapolation the
    # crossing is not confirmed
    v = fss_verdict(_data([1.20, 1.02, 1.06, 0.96]))
    assert v.verdict == "inconclusive", v.reasons
    assert not any("close in on the crossing" in r for r in v.reasons)
