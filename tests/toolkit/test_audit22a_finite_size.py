"""Audit 22a (blind audit 22, issue 30): the "approach" confirmation of a Binder crossing in ``toolkit.finite_size.fss_verdict``.

Contract (module docstring of toolkit.finite_size): a crossing is confirmed by the susceptibility
peaks when "the three largest resolved peaks close in on the crossing, the last within
PEAK_NEAR_REL = 6 %". The data below are built so that only this rule can decide: sampled data
(standard errors given) without replicates and with 4 sizes have no error estimate for the peak
extrapolation, so the extrapolation cannot confirm (the docstring: "sampled data must have one").
"""

import numpy as np

from toolkit.finite_size import PEAK_NEAR_REL, ScalingData, fss_verdict

T = np.linspace(0.6, 1.4, 21)          # grid step 0.04
NS = np.array([16, 64, 256, 1024])


def _data(peaks):
    """Mean-field-like Binder curves crossing at T_c = 1 (U = u((T - 1) sqrt(n))), small standard
    errors, and Lorentzian susceptibility peaks at the given temperatures (one per size)."""
    x = (T[None, :] - 1.0) * np.sqrt(NS[:, None])
    U = (2 / 3) / (1 + np.exp(2 * x))
    chi = np.sqrt(NS[:, None]) / (1 + ((T[None, :] - np.asarray(peaks)[:, None]) / 0.1) ** 2)
    err = np.full_like(U, 1e-4)
    return ScalingData(T, NS, binder=U, susceptibility=chi, binder_err=err, susceptibility_err=np.full_like(U, 1e-3))


def test_peaks_closing_in_with_the_last_within_6_percent_confirm_the_crossing():
    # distances of the three largest peaks to T_c = 1: 0.2, 0.08, 0.04 -- falling, the last within 6 %,
    # the first (0.2) far outside it: the rule reads the last one
    v = fss_verdict(_data([1.32, 1.2, 1.08, 1.04]))  # killed audit22a.finite_size.approach_first_distance
    assert abs(v.crossings[-1]["T_x"] - 1.0) < 0.01
    assert 0.04 <= PEAK_NEAR_REL * 1.0 < 0.08
    assert v.verdict == "transition", v.reasons


def test_peaks_whose_last_is_beyond_6_percent_do_not_confirm():
    v = fss_verdict(_data([1.32, 1.2, 1.12, 1.08]))   # last distance 0.08 > 6 %
    assert v.verdict == "inconclusive", v.reasons
